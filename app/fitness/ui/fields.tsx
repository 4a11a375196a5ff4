import { getInputProps, getSelectProps } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors, type FieldMeta } from "~/ui/forms";

/**
 * Two fields the form kit (app/ui/forms.tsx) has no builder for: a calendar day that may not be
 * in the future (the browser's picker stops at `max`; the server checks again), and a select with
 * option groups (exercises by kind of activity).
 */

export function DateField({ meta, label, max, hint }: { meta: FieldMeta; label: string; max: string; hint?: ReactNode }) {
  const props = getInputProps(meta, { type: "date", ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input {...props} key={props.key} max={max} />
      {hint ? (
        <p className="field-hint" id={meta.descriptionId}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
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
  const props = getSelectProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...props} key={props.key} onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}>
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
