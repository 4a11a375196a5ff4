/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { Field, FormError, formProps, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { savedReplySchema } from "../schemas";
import type { SavedReply } from "../saved-replies.server";
import { MessageText } from "./message-text";

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
      <Field meta={fields.title} label="Title" hint={id === undefined ? "What the care team picks it by, e.g. Injection site redness." : undefined} />
      <TextareaField meta={fields.body} label="Reply" rows={4} />
      <div className="form-actions">
        <SubmitButton intent={intent} className={intent === "add" ? "btn btn-primary" : "btn btn-secondary"} busyLabel="Saving…">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** One saved reply as the care team reads it, its edit form behind "Edit" (open again when a change was refused), and Delete. */
export function SavedReplyRow({ clinic, reply: r }: { clinic: number; reply: SavedReply }) {
  const refused = useReplyFor(`save:${r.id}`);
  return (
    <article className="saved-reply" aria-labelledby={`saved-reply-${r.id}-title`}>
      <h3 id={`saved-reply-${r.id}-title`}>{r.title}</h3>
      <MessageText text={r.body} />
      <details className="saved-reply-edit" open={refused ? true : undefined}>
        <summary>
          Edit<span className="visually-hidden"> {r.title}</span>
        </summary>
        <SavedReplyForm clinic={clinic} intent="save" id={r.id} title={r.title} body={r.body} submitLabel="Save" />
      </details>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="clinic" value={clinic} />
        <input type="hidden" name="id" value={r.id} />
        <SubmitButton intent="delete" className="btn btn-danger-outline btn-sm" busyLabel="Deleting…">
          Delete<span className="visually-hidden"> {r.title}</span>
        </SubmitButton>
      </Form>
    </article>
  );
}
