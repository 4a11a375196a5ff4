import { Form } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { Field, FormError, formProps, SubmitButton, TextareaField, useReplyFor, useSchemaForm } from "~/ui/forms";
import { savedReplySchema } from "../schemas";
import type { SavedReply } from "../saved-replies.server";
import { MessageText } from "./message-text";

/** The title read out after "Edit" and "Delete", for a screen reader. */
const hidden = [<span key="title" className="visually-hidden" />];

/** A saved reply's title and text: the add form (empty again after it is added) or one reply's edit form. */
export function SavedReplyForm({ clinic, intent, id, title, body, submitLabel }: { clinic: number; intent: "add" | "save"; id?: number; title?: string; body?: string; submitLabel: string }) {
  const key = id === undefined ? intent : `${intent}:${id}`;
  const reply = useReplyFor(key);
  const { t } = useTranslation("messages");
  const [form, fields] = useSchemaForm({ id: `saved-reply-${id ?? "new"}`, schema: savedReplySchema, lastResult: reply?.result, defaultValue: id === undefined ? undefined : { title, body } });
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <input type="hidden" name="clinic" value={clinic} />
      {id === undefined ? null : <input type="hidden" name="id" value={id} />}
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.title} label={t("staff.saved.titleField")} hint={id === undefined ? t("staff.saved.titleHint") : undefined} />
      <TextareaField meta={fields.body} label={t("staff.saved.reply")} rows={4} />
      <div className="form-actions">
        <SubmitButton intent={intent} className={intent === "add" ? "btn btn-primary" : "btn btn-secondary"} busyLabel={t("staff.saved.saving")}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** One saved reply as the care team reads it, its edit form behind "Edit" (open again when a change was refused), and Delete. */
export function SavedReplyRow({ clinic, reply: r }: { clinic: number; reply: SavedReply }) {
  const refused = useReplyFor(`save:${r.id}`);
  const { t } = useTranslation("messages");
  return (
    <article className="saved-reply" aria-labelledby={`saved-reply-${r.id}-title`}>
      <h3 id={`saved-reply-${r.id}-title`}>{r.title}</h3>
      <MessageText text={r.body} />
      <details className="saved-reply-edit" open={refused ? true : undefined}>
        <summary>
          <Trans t={t} i18nKey="staff.saved.edit" values={{ title: r.title }} components={hidden} />
        </summary>
        <SavedReplyForm clinic={clinic} intent="save" id={r.id} title={r.title} body={r.body} submitLabel={t("staff.saved.save")} />
      </details>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="clinic" value={clinic} />
        <input type="hidden" name="id" value={r.id} />
        <SubmitButton intent="delete" className="btn btn-danger-outline btn-sm" busyLabel={t("staff.saved.deleting")}>
          <Trans t={t} i18nKey="staff.saved.delete" values={{ title: r.title }} components={hidden} />
        </SubmitButton>
      </Form>
    </article>
  );
}
