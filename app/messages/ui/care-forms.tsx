/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form } from "@remix-run/react";
import { FormError, formProps, SelectField, SubmitButton, useReplyFor, useSchemaForm } from "~/ui/forms";
import { assignSchema } from "../schemas";
import type { Colleague } from "../inbox.server";
import type { SavedReply } from "../saved-replies.server";

/** Who the conversation is assigned to: the staff member, a colleague of the clinic, or nobody (a plain POST). */
export function AssignForm({ people, current, me }: { people: Colleague[]; current: number | null; me: number }) {
  const reply = useReplyFor("assign");
  const [form, fields] = useSchemaForm({ id: `assign-${current ?? 0}`, schema: assignSchema, lastResult: reply?.result, defaultValue: { assignee: current === null ? "" : String(current) } });
  const options = people.map((p) => ({ value: p.id, label: p.id === me ? `${p.name} (me)` : p.name }));
  return (
    <Form method="post" {...formProps(form)} className="stack" preventScrollReset>
      <FormError id={form.errorId} errors={form.errors} />
      <SelectField meta={fields.assignee} label="Assign to" options={options} empty="Nobody" />
      <div className="form-actions">
        <SubmitButton intent="assign" className="btn btn-secondary" busyLabel="Saving…">
          Save assignment
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
  if (replies.length === 0) return null;
  return (
    <Form method="get" className="inline-form saved-reply-picker" preventScrollReset>
      <div className="field">
        <label htmlFor="saved-reply">Saved reply</label>
        <select id="saved-reply" name="reply" defaultValue={chosen ?? ""}>
          <option value="">Choose a saved reply</option>
          {replies.map((r) => (
            <option key={r.id} value={r.id}>
              {r.title}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-secondary">
        Use this reply
      </button>
    </Form>
  );
}
