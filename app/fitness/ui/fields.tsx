import type { ReactNode } from "react";
import { Field, FieldErrors, selectProps, type FieldMeta } from "~/ui/forms";

/**
 * Two fields of the fitness forms: a calendar day that may not be in the future (the browser's
 * picker stops at `max`; the server checks again), and a select with option groups (exercises by
 * kind of activity), laid out with the form kit's props (app/ui/forms.tsx).
 */

export function DateField({ meta, label, max, hint }: { meta: FieldMeta; label: string; max: string; hint?: ReactNode }) {
  return <Field meta={meta} label={label} type="date" max={max} hint={hint} />;
}

export interface OptionGroup {
  label: string;
  options: { value: string | number; label: string }[];
}

export function GroupedSelectField({
  meta,
  label,
  groups,
  empty,
  onChange,
}: {
  meta: FieldMeta;
  label: string;
  groups: OptionGroup[];
  empty?: string;
  onChange?: (value: string) => void;
}) {
  const props = selectProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...props} key={meta.key} onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {groups.map((g) => (
          <optgroup key={g.label} label={g.label}>
            {g.options.map((o) => (
              <option key={o.value} value={String(o.value)}>
                {o.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
