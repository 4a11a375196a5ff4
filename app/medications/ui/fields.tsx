import { FieldErrors } from "~/ui/forms";
import type { RowFieldMeta } from "~/ui/row-forms";

/**
 * The inputs of a row's form (today's doses: one form state for the list, app/ui/row-forms.tsx),
 * wired as the kit's are: label, what was typed when the server refused it, the errors.
 */

const describedBy = (meta: RowFieldMeta) => (meta.errors ? meta.errorId : undefined);

export function RowSelect({ meta, label, options, empty, defaultValue }: { meta: RowFieldMeta; label: string; options: readonly { value: string; label: string }[]; empty?: string; defaultValue?: string }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select id={meta.id} name={meta.name} defaultValue={meta.initialValue ?? defaultValue ?? ""} aria-invalid={meta.errors ? true : undefined} aria-describedby={describedBy(meta)}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function RowTimeField({ meta, label, defaultValue }: { meta: RowFieldMeta; label: string; defaultValue: string }) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input type="time" id={meta.id} name={meta.name} defaultValue={meta.initialValue ?? defaultValue} aria-invalid={meta.errors ? true : undefined} aria-describedby={describedBy(meta)} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
