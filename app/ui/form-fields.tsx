import {
  getCollectionProps,
  getInputProps,
  type FieldMetadata,
} from "@conform-to/react";
import { FieldErrors } from "./field-errors";
import type { ReactNode } from "react";

/**
 * The form kit's fields (app/ui/forms.tsx, which re-exports them: import them from "~/ui/forms").
 * Each lays out one control with its label, hint and errors, wired by conform's metadata; the
 * prop builders (`selectProps`, `checkboxProps`, `checkboxGroupProps`) serve a control the kit
 * does not lay out. Only the kit calls conform's prop helpers (lint refuses them elsewhere).
 */

export type FieldMeta = FieldMetadata<unknown>;

/**
 * What a kit input carries of its field (conform's metadata): id, name, form, required, the
 * errors' wiring and what it held. Length and pattern limits stay the schema's to report: a
 * `maxLength` on the input would cut what is typed short without a word, where the spec says
 * "Must be 5 characters or less"; a date keeps the schema's min and max for its picker (a number,
 * typed as text, keeps none). Each read of conform's metadata is a lookup through two proxies, so
 * the kit reads only these (issue 28: conform's getInputProps read some sixteen, about 20 µs a
 * field on the server);
 * the attributes are the ones getInputProps gives these inputs (and getTextareaProps and
 * getSelectProps their textareas and selects).
 */
function controlPropsOf(meta: FieldMeta, ariaDescribedBy: string | undefined) {
  const errors = meta.errors;
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    required: meta.required || undefined,
    "aria-invalid": errors !== undefined || undefined,
    "aria-describedby":
      errors !== undefined
        ? `${meta.errorId} ${ariaDescribedBy ?? ""}`.trim()
        : ariaDescribedBy,
  };
}

function inputPropsOf(
  meta: FieldMeta,
  type: string,
  ariaDescribedBy: string | undefined,
  range = true
) {
  return {
    ...controlPropsOf(meta, ariaDescribedBy),
    type,
    defaultValue:
      typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    min: range ? meta.min : undefined,
    max: range ? meta.max : undefined,
  };
}

/** What a field held, as text (a list for a multiple select), as conform's prop helpers give it. */
const heldText = (value: unknown) =>
  value === undefined || value === null ? undefined : String(value);

function Hint({ meta, hint }: { meta: FieldMeta; hint?: ReactNode }) {
  return hint ? (
    <p className="field-hint" id={meta.descriptionId}>
      {hint}
    </p>
  ) : null;
}

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
  hideLabel,
  step,
  max,
}: {
  meta: FieldMeta;
  label: string;
  type?:
    | "text"
    | "email"
    | "password"
    | "tel"
    | "date"
    | "time"
    | "url"
    | "search";
  /** A date or time field's granularity in seconds (1 offers seconds in a time field). */
  step?: number;
  /** A date field's last day, over the schema's (the clinic's today: the server checks it again). */
  max?: string;
  hint?: ReactNode;
  autoComplete?: string;
  inputMode?: "numeric" | "decimal" | "email" | "text";
  placeholder?: string;
  onFocus?: () => void;
  hideLabel?: boolean;
}) {
  const props = inputPropsOf(meta, type, hint ? meta.descriptionId : undefined);
  return (
    <div className="field">
      <label
        htmlFor={props.id}
        className={hideLabel ? "visually-hidden" : undefined}
      >
        {label}
      </label>
      <input
        {...props}
        max={max ?? props.max}
        autoComplete={autoComplete}
        inputMode={inputMode}
        placeholder={placeholder}
        onFocus={onFocus}
        step={step}
      />
      <Hint meta={meta} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A number: a text input with a numeric keyboard (decimal unless the schema steps by whole
 * numbers), so the schema sees exactly what was typed and answers with the spec's message.
 */
export function NumberField({
  meta,
  label,
  hint,
  hideLabel,
  integer,
  placeholder,
  className = "field",
}: {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** Whole numbers only (a numeric keyboard without a decimal point). */
  integer?: boolean;
  placeholder?: string;
  /** The wrapper's classes: "field", with a screen's own beside it ("field field-narrow" for a short number in a row). */
  className?: string;
}) {
  const props = inputPropsOf(
    meta,
    "text",
    hint ? meta.descriptionId : undefined,
    false
  );
  return (
    <div className={className}>
      <label
        htmlFor={props.id}
        className={hideLabel ? "visually-hidden" : undefined}
      >
        {label}
      </label>
      <input
        {...props}
        inputMode={integer ? "numeric" : "decimal"}
        autoComplete="off"
        placeholder={placeholder}
      />
      <Hint meta={meta} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** What DayField reads of a field: conform's metadata, or the same names for a form read by hand. */
export type DayFieldMeta = Pick<
  FieldMeta,
  "id" | "name" | "errorId" | "errors"
> &
  Partial<Pick<FieldMeta, "initialValue">>;

/**
 * A calendar day that cannot go past `max`, the clinic's today (the server checks it again: the
 * browser's picker is a convenience, not the rule). Empty, it starts on `max`.
 */
export function DayField({
  meta,
  label,
  max,
  defaultValue,
  required,
}: {
  meta: DayFieldMeta;
  label: string;
  max: string;
  defaultValue?: string;
  required?: boolean;
}) {
  return (
    <div className="field">
      <label htmlFor={meta.id}>{label}</label>
      <input
        type="date"
        id={meta.id}
        name={meta.name}
        defaultValue={
          defaultValue ?? (meta.initialValue as string | undefined) ?? max
        }
        max={max}
        required={required}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({
  meta,
  label,
  rows = 4,
  hint,
}: {
  meta: FieldMeta;
  label: string;
  rows?: number;
  hint?: ReactNode;
}) {
  const props = {
    ...controlPropsOf(meta, hint ? meta.descriptionId : undefined),
    defaultValue: heldText(meta.initialValue),
  };
  return (
    <div className="field">
      <label htmlFor={props.id}>{label}</label>
      <textarea {...props} rows={rows} />
      <Hint meta={meta} hint={hint} />
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
  meta: FieldMeta;
  label: string;
  options: { value: string | number; label: string }[];
  /** The label of a "nothing chosen" first option, if the field may be left empty. */
  empty?: string;
  hint?: ReactNode;
  onChange?: (value: string) => void;
}) {
  const props = selectProps(meta, hint ? meta.descriptionId : undefined);
  return (
    <div className="field">
      <label htmlFor={props.id}>{label}</label>
      <select
        {...props}
        onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}
      >
        {empty !== undefined ? <option value="">{empty}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={String(o.value)}>
            {o.label}
          </option>
        ))}
      </select>
      <Hint meta={meta} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A select's props (what SelectField puts on its select), for a select the kit does not lay out:
 * one with option groups, or one beside another control in a row. Give it `key={meta.key}`, so a
 * reset form shows its default again.
 */
export function selectProps(meta: FieldMeta, ariaDescribedBy?: string) {
  const held = meta.initialValue;
  return {
    ...controlPropsOf(meta, ariaDescribedBy),
    multiple: meta.multiple,
    defaultValue: Array.isArray(held)
      ? held.map((v) => heldText(v) ?? "")
      : heldText(held),
  };
}

/**
 * A field the form sends without showing it (the id of the row a form edits, the recipe a picked
 * image joins): what it holds is the form's value for it.
 */
export function HiddenField({ meta }: { meta: FieldMeta }) {
  return (
    <input
      key={meta.key}
      type="hidden"
      id={meta.id}
      name={meta.name}
      form={meta.formId}
      defaultValue={
        typeof meta.initialValue === "string" ? meta.initialValue : undefined
      }
    />
  );
}

/**
 * A file to upload, with what it may be (`accept`, a convenience: the server judges the file by
 * its content) and the limits in its hint.
 */
export function FileField({
  meta,
  label,
  hint,
  accept,
}: {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
  accept: string;
}) {
  const props = {
    ...controlPropsOf(meta, hint ? meta.descriptionId : undefined),
    type: "file",
    multiple: meta.multiple,
  };
  return (
    <div className="field">
      <label htmlFor={props.id}>{label}</label>
      <input {...props} key={meta.key} accept={accept} />
      <Hint meta={meta} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A yes/no box's props: conform's, without `required`. A flag's schema is not optional (absent
 * reads as "no"), so its constraint says required; on a checkbox that means "must be ticked", and
 * screen readers announced Featured, Public, Useful and Primary as required. No box of ours must
 * be ticked for its form to be sent (one that must would say so in its message).
 */
export function checkboxProps(meta: FieldMeta, ariaDescribedBy?: string) {
  const { required: _mustTick, ...props } = getInputProps(meta, {
    type: "checkbox",
    ariaDescribedBy,
  });
  return props;
}

/**
 * A list field as a row of boxes, one a value (franchise regions): each box's props, `key`
 * included. No box is required: the schema says how many must be ticked.
 */
export function checkboxGroupProps(
  meta: FieldMeta,
  options: readonly string[]
) {
  return getCollectionProps(meta, { type: "checkbox", options: [...options] });
}

export function CheckboxField({
  meta,
  label,
  hint,
}: {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
}) {
  const props = checkboxProps(meta, hint ? meta.descriptionId : undefined);
  return (
    <div className="field field-checkbox">
      <label htmlFor={meta.id}>
        <input {...props} key={props.key} /> {label}
      </label>
      <Hint meta={meta} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
