import { Form } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { FormError, formProps, SelectField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { assignSchema } from "../schemas";
import type { Colleague } from "../inbox.server";
import type { SavedReply } from "../saved-replies.server";

/** Who the conversation is assigned to: the staff member, a colleague of the clinic, or nobody (a plain POST). */
export function AssignForm({ people, current, me }: { people: Colleague[]; current: number | null; me: number }) {
  const reply = useReplyFor("assign");
  const { t } = useTranslation("messages");
  const [form, fields] = useSchemaForm({ id: `assign-${current ?? 0}`, schema: assignSchema, lastResult: reply?.result, defaultValue: { assignee: current === null ? "" : String(current) } });
  const options = people.map((p) => ({ value: p.id, label: p.id === me ? t("staff.assign.me", { name: p.name }) : p.name }));
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <SelectField meta={fields.assignee} label={t("staff.assign.label")} options={options} empty={t("staff.assign.nobody")} />
      <div className="form-actions">
        <SubmitButton intent="assign" className="btn btn-secondary" busyLabel={t("staff.assign.saving")}>
          {t("staff.assign.save")}
        </SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The clinic's saved replies: choosing one opens the reply form with its text (a GET of the page
 * with `?reply=`, so it works before JavaScript loads), to send as it is or change first.
 */
export function SavedReplyPicker({ replies, chosen }: { replies: SavedReply[]; chosen: number | null }) {
  const { t } = useTranslation("messages");
  if (replies.length === 0) return null;
  return (
    <Form method="get" className="inline-form saved-reply-picker" preventScrollReset>
      <div className="field">
        <label htmlFor="saved-reply">{t("staff.picker.label")}</label>
        <select id="saved-reply" name="reply" defaultValue={chosen ?? ""}>
          <option value="">{t("staff.picker.choose")}</option>
          {replies.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        {t("staff.picker.use")}
      </button>
    </Form>
  );
}
