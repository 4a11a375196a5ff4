import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { MAX_IMAGE_MB } from "~/config/limits";
import { useFormat } from "~/i18n/react";
import { Field, FieldErrors, FormError, FormNotice, formProps, SubmitButton, TextareaField, useReplyFor, useSchemaForm, type FieldMeta } from "~/ui/forms";
import { MESSAGE_MAX } from "../codes";
import { newConversationSchema, replySchema } from "../schemas";

/** The hints under the photo and the text, in the page's language. */
function useHints() {
  const { t } = useTranslation("messages");
  const f = useFormat();
  return { t, photo: t("compose.photoHint", { mb: MAX_IMAGE_MB }), text: t("compose.textHint", { max: f.count(MESSAGE_MAX) }) };
}

/** The photo's file input, wired to its field like the kit's inputs (a file is never refilled after an error). */
function PhotoField({ meta, hint }: { meta: FieldMeta; hint?: string }) {
  const hints = useHints();
  return (
    <div className="field">
      <label htmlFor={meta.id}>{hints.t("compose.photo")}</label>
      <input
        type="file"
        id={meta.id}
        name={meta.name}
        accept="image/jpeg,image/png,image/gif,image/bmp,.jpg,.jpeg,.png,.gif,.bmp"
        aria-describedby={meta.errors ? `${meta.errorId} ${meta.id}-hint` : `${meta.id}-hint`}
        aria-invalid={meta.errors ? true : undefined}
      />
      <p className="field-hint" id={`${meta.id}-hint`}>
        {hint ?? hints.photo}
      </p>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/**
 * A new conversation: a subject, the message and a photo. A plain multipart POST with its intent,
 * so it works before JavaScript loads; success leaves the page for the conversation, so the form
 * is empty when the member comes back.
 */
export function NewConversationForm({ intent, label, subject, submitLabel }: { intent: string; label: string; subject?: string; submitLabel: string }) {
  const reply = useReplyFor(intent);
  const hints = useHints();
  const [form, fields] = useSchemaForm({ id: `new-conversation-${intent}`, schema: newConversationSchema, lastResult: reply?.result, defaultValue: subject ? { subject } : undefined });
  return (
    <Form method="post" encType="multipart/form-data" {...formProps(form)} className="stack" preventScrollReset>
      <FormNotice reply={reply} />
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.subject} label={hints.t("compose.subject")} />
      <TextareaField meta={fields.body} label={label} rows={6} hint={hints.text} />
      <PhotoField meta={fields.image} />
      <div className="form-actions">
        <SubmitButton intent={intent} busyLabel={hints.t("compose.sending")}>
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * A reply with an optional photo. The page keys it by the reader's own last message, so it is empty
 * again after their send (a new key, a fresh form) and keeps what they are typing when the other
 * side's message arrives. `text`: a saved reply the care team chose to start from.
 */
export function ReplyForm({ label, hint, text, photoHint }: { label: string; hint?: string; text?: string; photoHint?: string }) {
  const reply = useReplyFor("reply");
  const hints = useHints();
  const [form, fields] = useSchemaForm({ id: "reply-form", schema: replySchema, lastResult: reply?.result, defaultValue: text ? { body: text } : undefined });
  return (
    <Form method="post" encType="multipart/form-data" {...formProps(form)} className="stack" preventScrollReset>
      <FormNotice reply={reply} />
      <FormError id={form.errorId} errors={form.errors} />
      <TextareaField meta={fields.body} label={label} rows={5} hint={hint ?? hints.text} />
      <PhotoField meta={fields.image} hint={photoHint} />
      <div className="form-actions">
        <SubmitButton intent="reply" busyLabel={hints.t("compose.sending")}>
          {hints.t("compose.send")}
        </SubmitButton>
      </div>
    </Form>
  );
}
