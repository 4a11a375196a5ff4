import { parseWithZod } from "@conform-to/zod";
import { useActionData } from "@remix-run/react";
import { useState, type FormEvent } from "react";
import type { z } from "zod";
import { useResetAfterSuccess } from "./form-reset";
import { FieldErrors, type FormReply } from "./forms";

/**
 * The forms of a list, one per row (My Fitness's quick logs on /home): one form state for the
 * whole list instead of a conform form per row (issue 28: eight of them were an eighth of the
 * page's server time, for one number each). The kit's rules stay: the row's schema checks it in
 * the browser before it is sent (conform's `parseWithZod`, the same call the action makes), the
 * action answers a refused row with the kit's `FormReply` under the row's `formKey`, and a page
 * without JavaScript shows the server's messages with what was typed, and a row logged is empty
 * again (`useResetAfterSuccess`).
 */

/** What a row's input needs: its id, name, error list and what it held when the server refused it. */
export interface RowFieldMeta {
  id: string;
  name: string;
  errorId: string;
  errors?: string[];
  initialValue?: string;
}

export interface RowForm {
  /** The action's reply, when it is this row's. */
  reply: FormReply | undefined;
  formErrorId: string;
  formErrors?: string[];
  field: (name: string) => RowFieldMeta;
  /** Checks the row with its schema; a refused row is not sent and shows why. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Once a row shows errors, each change checks it again (as the kit's forms revalidate on input). */
  onInput: (event: FormEvent<HTMLFormElement>) => void;
}

type Errors = Record<string, string[] | null | undefined>;

export function useRowForms(schema: z.ZodTypeAny): (formKey: string, idPrefix: string) => RowForm {
  const reply = useActionData<FormReply>();
  const resetAfterSuccess = useResetAfterSuccess();
  // What the browser found wrong with one row; a row sent (or a reply arriving) clears it.
  const [local, setLocal] = useState<{ formKey: string; errors: Errors; reply: FormReply | undefined } | null>(null);
  const check = (form: HTMLFormElement): Errors | null => {
    const submission = parseWithZod(new FormData(form), { schema });
    return submission.status === "success" ? null : (submission.error ?? {});
  };
  return (formKey, idPrefix) => {
    const own = reply && typeof reply === "object" && reply.formKey === formKey ? reply : undefined;
    const shownLocal = local && local.formKey === formKey && local.reply === reply ? local.errors : undefined;
    const errors: Errors = shownLocal ?? own?.result?.error ?? {};
    const typed = (own?.result?.initialValue ?? {}) as Record<string, unknown>;
    return {
      reply: own,
      formErrorId: `${idPrefix}-form-error`,
      formErrors: errors[""] ?? undefined,
      field: (name) => ({
        id: `${idPrefix}-${name}`,
        name,
        errorId: `${idPrefix}-${name}-error`,
        errors: errors[name] ?? undefined,
        initialValue: typeof typed[name] === "string" ? (typed[name] as string) : undefined,
      }),
      onSubmit: (event) => {
        const found = check(event.currentTarget);
        if (found) {
          event.preventDefault();
          setLocal({ formKey, errors: found, reply });
          return;
        }
        if (local) setLocal(null);
        resetAfterSuccess(event);
      },
      onInput: (event) => {
        if (!shownLocal && !own?.result?.error) return;
        setLocal({ formKey, errors: check(event.currentTarget) ?? {}, reply });
      },
    };
  };
}

/** A whole number typed into a row's text input with a numeric keyboard (as the kit's NumberField). */
export function RowNumberField({ meta, label, placeholder, hideLabel }: { meta: RowFieldMeta; label: string; placeholder?: string; hideLabel?: boolean }) {
  return (
    <div className="field">
      <label htmlFor={meta.id} className={hideLabel ? "visually-hidden" : undefined}>
        {label}
      </label>
      <input
        type="text"
        id={meta.id}
        name={meta.name}
        defaultValue={meta.initialValue}
        required
        inputMode="numeric"
        autoComplete="off"
        placeholder={placeholder}
        aria-invalid={meta.errors ? true : undefined}
        aria-describedby={meta.errors ? meta.errorId : undefined}
      />
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}
