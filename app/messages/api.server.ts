import { z } from "zod";
import { API_MSG, apiErrors, pageOf, pageQuery } from "~/api/api.server";
import { message } from "~/i18n/languages";
import { unwrap } from "~/api/domain.server";
import type { SessionUser } from "~/auth/users.server";
import type { Outcome, Viewer } from "~/domain/outcome";
import { apiLanguage, translateMessage } from "~/i18n/i18n.server";
import { integer } from "~/validation/rules";
import { sideOf } from "./access.server";
import { ASSIGNED_FILTERS, INBOX_PAGE_SIZE, INBOX_STATUSES, MESSAGES_MSG, MESSAGES_PAGE_SIZE } from "./codes";
import type { InboxQuery } from "./inbox.server";
import type { SendOutcome } from "./send.server";
import type { Conversation } from "./threads.server";

/** What the messaging calls share: their queries, the patient-only check, and the answers to a send. */

/** The patient's calls: staff are refused (403); their side is /api/care/messages. */
export function requirePatientCaller(user: Viewer): void {
  if (sideOf(user) !== "patient") throw apiErrors.forbidden();
}

/**
 * A send's outcome: its data, the usual API errors, or 429 RATE_LIMITED with Retry-After when the
 * sender sent too many (its own answer, for the header: its `detail` in the caller's language here).
 */
export async function sentOrRefused<T>(args: { request: Request; user: SessionUser }, outcome: SendOutcome<T>): Promise<T> {
  if (!outcome.ok && outcome.reason === "rate_limited") {
    const language = await apiLanguage(args.request, args.user.language ?? null);
    throw Response.json(
      { error_code: "RATE_LIMITED", detail: translateMessage(language, MESSAGES_MSG.tooFast) },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter), "Cache-Control": "no-store" } },
    );
  }
  return unwrap(outcome as Outcome<T>);
}

/** A conversation's messages: `limit` (default 50, at most 200) and `offset`, the latest first. */
export const conversationQuery = pageQuery(MESSAGES_PAGE_SIZE, 200);

/** A conversation as the API answers it: its summary (and the care team's facts, for staff) and a page of its messages. */
export function conversationAnswer(request: Request, c: Conversation, page: { limit: number; offset: number }) {
  const { care, stamp: _stamp, messages, ...summary } = c;
  return { ...summary, ...(care ?? {}), messages: pageOf(request, { ...messages, ...page }) };
}

const optionalId = z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional());

/** GET /api/care/messages: `clinic`, `status`, `assigned`, `patient`, `limit`, `offset`. */
export const inboxApiQuery = pageQuery(INBOX_PAGE_SIZE, 100).extend({
  clinic: optionalId,
  status: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(INBOX_STATUSES, { errorMap: () => ({ message: API_MSG.oneOf(INBOX_STATUSES) }) }).default("waiting"))
    .describe("waiting (open, waiting for the care team: the default, oldest waiting first), answered (waiting for the patient), closed, or all."),
  assigned: z
    .enum(ASSIGNED_FILTERS, { errorMap: () => ({ message: message("common:api.assignedFilter") }) })
    .default("")
    .describe("me: assigned to the caller; nobody: not assigned; empty: anyone."),
  patient: optionalId.describe("One patient's conversations."),
});

export function inboxQueryFromApi(q: z.output<typeof inboxApiQuery>): InboxQuery {
  return { clinic: q.clinic ?? null, status: q.status, assigned: q.assigned, patient: q.patient ?? null, limit: q.limit, offset: q.offset };
}
