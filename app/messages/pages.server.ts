import { redirect } from "@remix-run/node";
import { requireUser } from "~/auth/auth.server";
import type { SessionUser } from "~/auth/users.server";
import type { FieldErrors, Outcome } from "~/domain/outcome";
import { formFailure, type domainFailure } from "~/page/form.server";
import { conformErrors, pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import { sideOf } from "./access.server";
import { MESSAGES_MSG } from "./codes";
import type { SendOutcome } from "./send.server";

/** What the messaging pages share: the patient side's guard, and a send's outcome on a page. */

/** The patient's messaging pages: staff are sent to their inbox, anyone else home. */
export async function requireMessagingPatient(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  const side = sideOf(user);
  if (side === "patient") return user;
  throw redirect(side === "staff" ? paths.careInbox() : paths.home());
}

type Submission = Parameters<typeof domainFailure>[1];

/**
 * A send on a page: its data, or why it failed: field errors (400), or too many messages (429),
 * both answered beside the form with what was typed kept (`sendFailure`).
 */
export function pageSend<T>(outcome: SendOutcome<T>): { ok: true; data: T } | { ok: false; errors: FieldErrors; status: 400 | 429 } {
  if (!outcome.ok && outcome.reason === "rate_limited") return { ok: false, errors: { non_field_errors: [MESSAGES_MSG.tooFast] }, status: 429 };
  const page = pageOutcome(outcome as Outcome<T>);
  return page.ok ? page : { ...page, status: 400 };
}

export function sendFailure(formKey: string, submission: Submission, failed: { errors: FieldErrors; status: 400 | 429 }) {
  return formFailure(formKey, { result: submission.reply(conformErrors(failed.errors)) }, failed.status);
}
