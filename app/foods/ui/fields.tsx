import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { FieldErrors } from "~/ui/forms";

/**
 * Form fields the food screens need beyond ~/ui/forms: decimals, selects and a checkbox.
 * Decimals are text inputs with a decimal keyboard, without `min`/`max`/`step`: the zod schema
 * (in the browser and on the server) gives the spec's messages (0–9999, up to 3 decimals), and
 * the browser's own bubbles would hide them when JavaScript is off.
 */
export function NumberField({
  meta,
  label,
  hint,
  hideLabel,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  hint?: ReactNode;
  hideLabel?: boolean;
}) {
  const props = getInputProps(meta, { type: "text", ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div className="field">
      <label htmlFor={meta.id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      <input {...props} key={props.key} inputMode="decimal" autoComplete="off" />
      {hint ? (
        <p className="field-hint" id={meta.descriptionId}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function SelectField({
  meta,
  label,
  options,
  empty,
  hint,
  onChange,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  options: { value: string | number; label: string }[];
  /** The label of a "nothing chosen" first option, if the field may be left empty. */
  empty?: string;
  hint?: ReactNode;
  onChange?: (value: string) => void;
}) {
  const props = getSelectProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <select {...props} key={props.key} onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}>
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p className="field-hint" id={meta.descriptionId}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function CheckboxField({ meta, label }: { meta: FieldMetadata<unknown>; label: string }) {
  const props = getInputProps(meta, { type: "checkbox" });
  return (
    <div className="field field-checkbox">
      <label htmlFor={meta.id}>
        <input {...props} key={props.key} /> {label}
      </label>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
