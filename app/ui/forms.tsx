import { getInputProps, getTextareaProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";

/** One labelled form field with its hint and errors, wired for screen readers by conform. */
export function Field({
  meta,
  label,
  type = "text",
  hint,
  autoComplete,
  inputMode,
  placeholder,
  onFocus,
}: {
  meta: FieldMetadata<unknown>;
  label: string;
  type?: "text" | "email" | "password" | "number" | "tel" | "date" | "time" | "url";
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "text";
  placeholder?: string;
  onFocus?: () => void;
}) {
  const props = getInputProps(meta, { type, ariaDescribedBy: hint ? meta.descriptionId : undefined });
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input {...props} key={props.key} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder} onFocus={onFocus} />
      {hint ? (
        <p className="field-hint" id={meta.descriptionId}>
          {hint}
        </p>
      ) : null}
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({ meta, label, rows = 4 }: { meta: FieldMetadata<unknown>; label: string; rows?: number }) {
  const props = getTextareaProps(meta);
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <textarea {...props} key={props.key} rows={rows} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <ul className="field-errors" id={id}>
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** A form-level error (for example the first non_field_errors message). */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div className="form-error" id={id} role="alert">
      {errors[0]}
    </div>
  );
}
