import { Form } from "@remix-run/react";
import { Field, FormError, formProps, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { savedReplySchema } from "../schemas";

/** A saved reply's title and text: the add form (empty again after it is added) or one reply's edit form. */
export function SavedReplyForm({ clinic, intent, id, title, body, submitLabel }: { clinic: number; intent: "add" | "save"; id?: number; title?: string; body?: string; submitLabel: string }) {
  const key = id === undefined ? intent : `${intent}:${id}`;
  const reply = useReplyFor(key);
  const [form, fields] = useSchemaForm({ id: `saved-reply-${id ?? "new"}`, schema: savedReplySchema, lastResult: reply?.result, defaultValue: id === undefined ? undefined : { title, body } });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <input type="hidden" name="clinic" value={clinic} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.title} label="Title" hint="What the care team picks it by, e.g. Injection site redness." />
      <TextareaField meta={fields.body} label="Reply" rows={4} />
      <div className="form-actions">
        <SubmitButton intent={intent} className={intent === "add" ? "btn btn-primary" : "btn btn-secondary"} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
