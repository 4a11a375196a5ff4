import {
  getFormProps,
  useForm,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { Said } from "~/i18n/react";
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
 * - The kit alone (this file and its fields, ./form-fields.tsx) calls conform's prop helpers
 *   (getInputProps, getSelectProps, …); lint refuses them elsewhere
 *   (docs/decisions/0245-second-ways-lint-refuses.md). A control the kit does not lay out (a
 *   select with option groups, a row's hidden id) takes the kit's props: `selectProps`,
 *   `checkboxProps`, `checkboxGroupProps`, `HiddenField`.
 */

export {
  checkboxGroupProps,
  CheckboxField,
  checkboxProps,
  DayField,
  Field,
  FileField,
  HiddenField,
  NumberField,
  SelectField,
  selectProps,
  TextareaField,
  type DayFieldMeta,
  type FieldMeta,
} from "./form-fields";
export { FieldErrors } from "./field-errors";

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
  return reply &&
    typeof reply === "object" &&
    "formKey" in reply &&
    reply.formKey === formKey
    ? reply
    : undefined;
}

/** What a schema puts on its inputs, worked out once per schema (not on every render). */
const constraints = new WeakMap<
  z.ZodTypeAny,
  ReturnType<typeof getZodConstraint>
>();
function constraintOf(schema: z.ZodTypeAny) {
  let constraint = constraints.get(schema);
  if (!constraint) {
    constraint = getZodConstraint(schema);
    constraints.set(schema, constraint);
  }
  return constraint;
}

/** A parsed submission as a browser-handled form's onSubmit sees it. */
type ParsedSubmission<T> =
  | { status: "success"; value: T }
  | { status: "error" | undefined; value?: undefined };

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
  onSubmit?: (
    event: FormEvent<HTMLFormElement>,
    context: { submission?: ParsedSubmission<z.output<S>> }
  ) => void;
}) {
  const resetAfterSuccess =
    useRef<(event: FormEvent<HTMLFormElement>) => void>();
  // Fields are named by what the form sends (the schema's input); a submission's value is what
  // the schema makes of it (its output).
  const result = useForm<z.input<S>>({
    id: opts.id,
    lastResult: opts.lastResult ?? undefined,
    defaultValue: opts.defaultValue as never,
    constraint: constraintOf(opts.schema),
    onValidate: ({ formData }) =>
      parseWithZod(formData, { schema: opts.schema }),
    shouldValidate: opts.validateOn ?? "onBlur",
    shouldRevalidate: "onInput",
    // conform calls this for a submission its checks passed; one the page keeps (a wizard row) is prevented.
    onSubmit: ((
      event: FormEvent<HTMLFormElement>,
      context: { submission?: ParsedSubmission<z.output<S>> }
    ) => {
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
export function formProps<T extends Record<string, unknown>>(
  form: FormMetadata<T, string[]>
) {
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
    <button
      type="submit"
      name={intent ? "intent" : undefined}
      value={intent}
      className={className}
      disabled={busy || disabled}
      form={form}
    >
      {busy ? busyLabel : children}
    </button>
  );
}

/** A form-level error (for example the first non_field_errors message). */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  if (!errors?.length) return null;
  return (
    <div className="form-error" id={id} role="alert">
      <Said text={errors[0]} />
    </div>
  );
}

/** A notice a reply carries for the whole form. */
export function FormNotice({ reply }: { reply: FormReply | undefined }) {
  if (!reply?.notice) return null;
  return (
    <p className="form-error" role="alert">
      <Said text={reply.notice} />
    </p>
  );
}
