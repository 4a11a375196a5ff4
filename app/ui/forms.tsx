import {
  getFormProps,
  getInputProps,
  useForm,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useNavigation } from "@remix-run/react";
import { useRef, type FormEvent, type ReactNode } from "react";
import type { z } from "zod";
import { useResetAfterSuccess } from "./form-reset";

/**
 * The form kit (docs/decisions/0030-shared-foundations.md): one way to build a form.
 *
 * - One zod schema per mutation, used by conform in the browser (`useSchemaForm`) and by
 *   `parseWithZod` in the action (the truth).
 * - conform's constraint helper puts what the schema says on the inputs (required, lengths,
 *   numeric keyboards, min/max on dates), so the browser and assistive technology know it. The
 *   messages are always the spec's: every form is `noValidate`, so the browser never replaces
 *   them with its own bubbles, and a form without JavaScript shows the server's.
 * - Numbers are text inputs with a numeric keyboard: what was typed reaches the schema as typed,
 *   so "1,5" or "abc" gets the spec's message, never a silently emptied field.
 * - An action answers a failed form with one shape, FormReply (app/page/form.server.ts).
 * - After a success the form is as a fresh page shows it, with JavaScript as without
 *   (`useResetAfterSuccess`, app/ui/form-reset.ts): a create form is empty again.
 */

export type FieldMeta = FieldMetadata<unknown>;

/** What an action returns for a form that failed: `formKey` names the form (intent, or intent:id). */
export interface FormReply {
  formKey: string;
  result?: SubmissionResult<string[]>;
  /** A message for the whole form (a toast-like line beside it). */
  notice?: string;
  /** Success answered in place, for a fetcher form that stays on the page (a subscription). */
  done?: boolean;
}

/** The last action's reply, when it belongs to the form `formKey`. */
export function useReplyFor(formKey: string): FormReply | undefined {
  const reply = useActionData<FormReply>();
  return reply && typeof reply === "object" && "formKey" in reply && reply.formKey === formKey ? reply : undefined;
}

/** What a schema puts on its inputs, worked out once per schema (not on every render). */
const constraints = new WeakMap<z.ZodTypeAny, ReturnType<typeof getZodConstraint>>();
function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

/** A parsed submission as a browser-handled form's onSubmit sees it. */
type ParsedSubmission<T> = { status: "success"; value: T } | { status: "error" | undefined; value?: undefined };

/**
 * conform's useForm with the kit's choices: the schema validates on blur (or, for a short form
 * such as sign-in, on submit), then again as you type.
 */
export function useSchemaForm<S extends z.ZodTypeAny>(opts: {
  id: string;
  schema: S;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Record<string, unknown>;
  validateOn?: "onBlur" | "onSubmit";
  /** For a form the browser handles itself (a wizard row kept until Save & Next). */
  onSubmit?: (event: FormEvent<HTMLFormElement>, context: { submission?: ParsedSubmission<z.output<S>> }) => void;
}) {
  const resetAfterSuccess = useRef<(event: FormEvent<HTMLFormElement>) => void>();
  // Fields are named by what the form sends (the schema's input); a submission's value is what
  // the schema makes of it (its output).
  const result = useForm<z.input<S>>({
    id: opts.id,
    lastResult: opts.lastResult ?? undefined,
    defaultValue: opts.defaultValue as never,
    constraint: constraintOf(opts.schema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: opts.schema }),
    shouldValidate: opts.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
    // conform calls this for a submission its checks passed; one the page keeps (a wizard row) is prevented.
    onSubmit: ((event: FormEvent<HTMLFormElement>, context: { submission?: ParsedSubmission<z.output<S>> }) => {
      opts.onSubmit?.(event, context);
      resetAfterSuccess.current?.(event);
    }) as never,
  });
  // After useForm: conform takes the page's new defaults (an edit form's saved values) before the
  // reset, which comes to it as the form's reset event.
  resetAfterSuccess.current = useResetAfterSuccess();
  return result;
}

/** The props of a kit form's <Form>: conform's, and never the browser's own validation bubbles. */
export function formProps<T extends Record<string, unknown>>(form: FormMetadata<T, string[]>) {
  return { ...getFormProps(form), noValidate: true };
}

/** True while this page is submitting the form whose `intent` is given. */
export function useBusy(intent?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || !navigation.formData) return false;
  return intent === undefined || navigation.formData.get("intent") === intent;
}

/** A submit button that names its intent and says so while it is on its way. */
export function SubmitButton({
  intent,
  children,
  busyLabel = "Saving…",
  className = "btn btn-primary",
  disabled,
  form,
}: {
  intent?: string;
  children: ReactNode;
  busyLabel?: string;
  className?: string;
  disabled?: boolean;
  /** The form it submits, when it cannot sit inside it (a form never holds another form). */
  form?: string;
}) {
  const busy = useBusy(intent);
  return (
    <button type="submit" name={intent ? "intent" : undefined} value={intent} className={className} disabled={busy || disabled} form={form}>
      {busy ? busyLabel : children}
    </button>
  );
}

/**
 * What a kit input carries of its field (conform's metadata): id, name, form, required, the
 * errors' wiring and what it held. Length and pattern limits stay the schema's to report: a
 * `maxLength` on the input would cut what is typed short without a word, where the spec says
 * "Must be 5 characters or less"; a date keeps the schema's min and max for its picker (a number,
 * typed as text, keeps none). Each read of conform's metadata is a lookup through two proxies, so the kit reads only
 * these (issue 28: conform's getInputProps read some sixteen, about 20 µs a field on the server);
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
    "aria-describedby": errors !== undefined ? `${meta.errorId} ${ariaDescribedBy ?? ""}`.trim() : ariaDescribedBy,
  };
}

function inputPropsOf(meta: FieldMeta, type: string, ariaDescribedBy: string | undefined, range = true) {
  return {
    ...controlPropsOf(meta, ariaDescribedBy),
    type,
    defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined,
    min: range ? meta.min : undefined,
    max: range ? meta.max : undefined,
  };
}

/** What a field held, as text (a list for a multiple select), as conform's prop helpers give it. */
const heldText = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

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
}: {
  meta: FieldMeta;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "date" | "time" | "url" | "search";
  /** A date or time field's granularity in seconds (1 offers seconds in a time field). */
  step?: number;
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
      <label htmlFor={props.id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      <input {...props} autoComplete={autoComplete} inputMode={inputMode} placeholder={placeholder} onFocus={onFocus} step={step} />
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
}: {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
  hideLabel?: boolean;
  /** Whole numbers only (a numeric keyboard without a decimal point). */
  integer?: boolean;
  placeholder?: string;
}) {
  const props = inputPropsOf(meta, "text", hint ? meta.descriptionId : undefined, false);
  return (
    <div className="field">
      <label htmlFor={props.id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      <input {...props} inputMode={integer ? "numeric" : "decimal"} autoComplete="off" placeholder={placeholder} />
      <Hint meta={meta} hint={hint} />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** What DayField reads of a field: conform's metadata, or the same names for a form read by hand. */
export type DayFieldMeta = Pick<FieldMeta, "id" | "name" | "errorId" | "errors"> & Partial<Pick<FieldMeta, "initialValue">>;

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
        defaultValue={defaultValue ?? (meta.initialValue as string | undefined) ?? max}
        max={max}
        required={required}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TextareaField({ meta, label, rows = 4, hint }: { meta: FieldMeta; label: string; rows?: number; hint?: ReactNode }) {
  const props = { ...controlPropsOf(meta, hint ? meta.descriptionId : undefined), defaultValue: heldText(meta.initialValue) };
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
  const held = meta.initialValue;
  const props = {
    ...controlPropsOf(meta, hint ? meta.descriptionId : undefined),
    multiple: meta.multiple,
    defaultValue: Array.isArray(held) ? held.map((v) => heldText(v) ?? "") : heldText(held),
  };
  return (
    <div className="field">
      <label htmlFor={props.id}>{label}</label>
      <select {...props} onChange={onChange ? (e) => onChange(e.currentTarget.value) : undefined}>
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
 * A yes/no box's props: conform's, without `required`. A flag's schema is not optional (absent
 * reads as "no"), so its constraint says required; on a checkbox that means "must be ticked", and
 * screen readers announced Featured, Public, Useful and Primary as required. No box of ours must
 * be ticked for its form to be sent (one that must would say so in its message).
 */
export function checkboxProps(meta: FieldMeta, ariaDescribedBy?: string) {
  const { required: _mustTick, ...props } = getInputProps(meta, { type: "checkbox", ariaDescribedBy });
  return props;
}

export function CheckboxField({ meta, label, hint }: { meta: FieldMeta; label: string; hint?: ReactNode }) {
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

/** A notice a reply carries for the whole form. */
export function FormNotice({ reply }: { reply: FormReply | undefined }) {
  if (!reply?.notice) return null;
  return (
    <p className="form-error" role="alert">
      {reply.notice}
    </p>
  );
}
