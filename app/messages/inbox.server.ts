import { sql } from "kysely";
import { careClinics, type CareClinic } from "~/clinical/access.server";
import { careSummaryChanged } from "~/clinical/summary.server";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalidField, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { isStaff } from "~/domain/users";
import { conversationRows, inScope, personName, sideOf, visibleConversation, type ConversationRecord } from "./access.server";
import { INBOX_STATUSES, MESSAGES_MSG, type AssignedFilter, type InboxStatus } from "./codes";
import { careFacts, stateOf, unreadOf } from "./threads.server";
import { refreshConversation } from "~/clinical/waiting.server";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The care team's inbox (issue 39): a clinic's conversations by status (waiting for us, the
 * default, oldest waiting first; waiting for the patient; closed; all), assigned to anyone, the
 * caller or nobody, with how long each has waited; assigning and closing. Another clinic's
 * conversation is not found; a patient is refused (403).
 */

export interface InboxQuery {
  /** One of the caller's clinics, or null for their own (else the first with patients). */
  clinic: number | null;
  status: InboxStatus;
  assigned: AssignedFilter;
  /** One patient's conversations, or null for the clinic's. */
  patient: number | null;
  limit: number;
  offset: number;
}

export type InboxRow = z.infer<typeof apiShapes.careConversation>;

export interface Inbox {
  clinic: CareClinic;
  clinics: CareClinic[];
  /** Conversations of each status under the other filters (assigned, patient). */
  counts: Record<InboxStatus, number>;
  count: number;
  results: InboxRow[];
}

/** Without a choice: the staff member's own clinic when they look after it, else the first with patients. */
async function clinicOf(conn: Db, viewer: Viewer, clinics: CareClinic[], asked: number | null): Promise<CareClinic | undefined> {
  if (asked !== null) return clinics.find((c) => c.id === asked);
  const own = await conn.selectFrom("users").select("clinic_id").where("id", "=", viewer.id).executeTakeFirst();
  return clinics.find((c) => c.id === own?.clinic_id) ?? clinics.find((c) => c.patients > 0) ?? clinics[0];
}

export const toInboxRow = (c: ConversationRecord & { unread: number | string }, now: Date): InboxRow => ({
  id: c.id,
  subject: c.subject,
  state: stateOf(c),
  created_at: c.created_at,
  last_message_at: c.last_message_at,
  unread: Number(c.unread),
  ...careFacts(c, now),
});

/** GET /api/care/messages and /patients/messages: a page of one of the caller's clinics' conversations. */
export async function careInbox(viewer: Viewer, q: InboxQuery): Promise<Outcome<Inbox>> {
  if (!isStaff(viewer)) return forbidden;
  const clinics = await careClinics(viewer);
  const clinic = await clinicOf(db, viewer, clinics, q.clinic);
  if (!clinic) return notFound;
  // The filters, on the conversations `c` of the clinic (the page's ids, and the counts by status).
  const base = () =>
    db
      .selectFrom("conversations as c")
      .where("c.clinic_id", "=", clinic.id)
      .$if(q.patient !== null, (b) => b.where("c.patient_id", "=", q.patient!))
      .$if(q.assigned === "me", (b) => b.where("c.assigned_to", "=", viewer.id))
      .$if(q.assigned === "nobody", (b) => b.where("c.assigned_to", "is", null));
  let ids = base().select("c.id");
  if (q.status === "waiting") ids = ids.where("c.status", "=", "open").where("c.awaiting", "=", "staff").orderBy("c.waiting_since").orderBy("c.id");
  else {
    if (q.status === "answered") ids = ids.where("c.status", "=", "open").where("c.awaiting", "=", "patient");
    if (q.status === "closed") ids = ids.where("c.status", "=", "closed");
    ids = ids.orderBy("c.last_message_at", "desc").orderBy("c.id", "desc");
  }
  // The page's ids first (an index walk in order), then its 25 rows with their names and unread counts.
  const [pageIds, grouped] = await Promise.all([
    ids.limit(q.limit).offset(q.offset).execute(),
    base().select(["c.status", "c.awaiting", sql<number>`count(*)`.as("n")]).groupBy(["c.status", "c.awaiting"]).execute(),
  ]);
  const order = pageIds.map((r) => r.id);
  const rows = order.length ? await conversationRows(db).select(unreadOf("staff").as("unread")).where("c.id", "in", order).execute() : [];
  rows.sort((x, y) => order.indexOf(x.id) - order.indexOf(y.id));
  const counts = Object.fromEntries(INBOX_STATUSES.map((s) => [s, 0])) as Record<InboxStatus, number>;
  for (const g of grouped) {
    const n = Number(g.n);
    counts.all += n;
    counts[stateOf(g)] += n;
  }
  const now = new Date();
  return done({ clinic, clinics, counts, count: counts[q.status], results: rows.map((r) => toInboxRow({ ...r, time_zone: r.time_zone || clinic.time_zone }, now)) });
}

export interface Colleague {
  id: number;
  name: string;
}

/** Who a clinic's conversation may be assigned to: staff who look after the clinic, and the caller. */
export async function colleaguesOf(conn: Db, viewer: Viewer, clinicId: number): Promise<Colleague[]> {
  const rows = await conn
    .selectFrom("users as u")
    .select(["u.id", "u.first_name", "u.last_name"])
    .where("u.user_type", "=", "A")
    .where("u.is_active", "=", 1)
    .where("u.staff_role", "in", ["admin", "care"])
    .where((eb) => eb.or([eb("u.id", "=", viewer.id), eb.exists(eb.selectFrom("staff_clinics as s").select("s.user_id").whereRef("s.user_id", "=", "u.id").where("s.clinic_id", "=", clinicId))]))
    .orderBy("u.first_name")
    .orderBy("u.last_name")
    .orderBy("u.id")
    .execute();
  return rows.map((r) => ({ id: r.id, name: personName(r.first_name, r.last_name) ?? "" }));
}

/** The assign form's choices for one of the viewer's conversations' clinic. */
export async function assignees(viewer: Viewer, clinicId: number): Promise<Colleague[]> {
  return isStaff(viewer) ? colleaguesOf(db, viewer, clinicId) : [];
}

async function staffConversation(viewer: Viewer, id: number): Promise<Outcome<ConversationRecord>> {
  if (sideOf(viewer) !== "staff") return forbidden;
  const c = await visibleConversation(db, viewer, id);
  return c ? done(c) : notFound;
}

async function inboxRowOf(conn: Db, viewer: Viewer, id: number): Promise<InboxRow> {
  const c = await conversationRows(conn).select(unreadOf("staff").as("unread")).where("c.id", "=", id).executeTakeFirstOrThrow();
  return toInboxRow(c, new Date());
}

/** Assigns a conversation to a colleague of its clinic (the caller included), or to nobody (null). */
export async function assignConversation(viewer: Viewer, id: number, assignee: number | null): Promise<Outcome<InboxRow>> {
  const found = await staffConversation(viewer, id);
  if (!found.ok) return found;
  const c = found.data;
  if (assignee !== null && !(await colleaguesOf(db, viewer, c.clinic_id)).some((p) => p.id === assignee)) return invalidField("assignee", MESSAGES_MSG.pickColleague);
  await db.updateTable("conversations").set({ assigned_to: assignee, updated_at: nowIso() }).where("id", "=", c.id).execute();
  return done(await inboxRowOf(db, viewer, c.id));
}

/** Closes a conversation (done, or answered another way); closing it again changes nothing. The patient may reopen it by replying. */
export async function closeConversation(viewer: Viewer, id: number): Promise<Outcome<InboxRow>> {
  const found = await staffConversation(viewer, id);
  if (!found.ok) return found;
  const c = found.data;
  if (c.status === "closed") return done(await inboxRowOf(db, viewer, c.id));
  const now = nowIso();
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("conversations").set({ status: "closed", closed_at: now, closed_by: viewer.id }).where("id", "=", c.id).execute();
    await refreshConversation(trx, c.id, now);
    await careSummaryChanged(trx, c.patient_id, ["messages"]);
    return done(await inboxRowOf(trx, viewer, c.id));
  });
}

/** The record's card: a patient's open conversations and those waiting for the care team (another clinic's patient: none). */
export async function patientConversationCounts(viewer: Viewer, patientId: number): Promise<{ open: number; waiting: number; all: number }> {
  if (sideOf(viewer) !== "staff") return { open: 0, waiting: 0, all: 0 };
  const rows = await db
    .selectFrom("conversations as c")
    .select(["c.status", "c.awaiting", sql<number>`count(*)`.as("n")])
    .where("c.patient_id", "=", patientId)
    .where(inScope(viewer))
    .groupBy(["c.status", "c.awaiting"])
    .execute();
  const out = { open: 0, waiting: 0, all: 0 };
  for (const r of rows) {
    const n = Number(r.n);
    out.all += n;
    if (r.status === "open") out.open += n;
    if (stateOf(r) === "waiting") out.waiting += n;
  }
  return out;
}
