import { sql } from "kysely";
import { db } from "~/db/db.server";
import { todayIn } from "~/domain/calendar";
import { done, forbidden, notFound, type Db, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { unansweredSince } from "~/clinical/flags";
import { paths } from "~/paths";
import { personName, sideOf, visibleConversation, type ConversationRecord, type Side } from "./access.server";
import { WITHDRAW_MS, type ConversationState } from "./codes";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Reading conversations (issue 39): one conversation with a page of its messages, for the patient
 * or their care team; marking what a side has read; the stamp the page's live check compares.
 * Lists are ./timeline.server.ts (the patient's) and ./inbox.server.ts (the care team's).
 */

export interface MessagePhoto {
  /** The photo's sizes, private links (the patient and their care team only). */
  s: string;
  m: string;
  l: string;
  o: string;
}

export type MessageJson = z.infer<typeof apiShapes.message>;

/** A conversation as either side lists it. */
export type ConversationSummary = z.infer<typeof apiShapes.conversationSummary>;

/** What the care team sees of a conversation besides. */
export type CareConversationFacts = z.infer<typeof apiShapes.careConversationFacts>;

export interface Conversation extends ConversationSummary {
  /** The care team's facts, for staff only. */
  care: CareConversationFacts | null;
  /** Changes with anything either side sees: the live check compares it (docs/decisions/0211). */
  stamp: string;
  /** A page of the messages, the latest first. */
  messages: Page<MessageJson>;
}

export const stateOf = (c: { status: string; awaiting: string }): ConversationState => (c.status === "closed" ? "closed" : c.awaiting === "staff" ? "waiting" : "answered");

/** Whether a wait that began at `since` (ISO) is past the clinic's next working day on `today`. */
export const isOverdue = (since: string | null, timeZone: string, today: string) => since !== null && unansweredSince(todayIn(timeZone, new Date(since))) <= today;

export function careFacts(c: ConversationRecord, now = new Date()): CareConversationFacts {
  return {
    patient: { id: c.patient_id, name: personName(c.patient_first, c.patient_last) ?? "" },
    clinic: { id: c.clinic_id, name: c.clinic_name },
    assigned_to: c.assigned_to === null ? null : { id: c.assigned_to, name: personName(c.assignee_first, c.assignee_last) ?? "" },
    waiting_since: c.status === "open" ? c.waiting_since : null,
    waiting_count: c.status === "open" ? c.waiting_count : 0,
    overdue: c.status === "open" && isOverdue(c.waiting_since, c.time_zone, todayIn(c.time_zone, now)),
    last_closed: c.closed_at === null ? null : { at: c.closed_at, by: personName(c.closer_first, c.closer_last) },
  };
}

/** In a select of conversations `c`: the messages of the other side after the one the reader's side last read (not withdrawn). */
export const unreadOf = (side: Side) =>
  sql<number>`(select count(*) from messages m where m.conversation_id = ${sql.ref("c.id")} and m.from_staff = ${sql.lit(side === "patient" ? 1 : 0)} and m.withdrawn_at is null and m.id > ${sql.ref(side === "patient" ? "c.patient_read_id" : "c.staff_read_id")})`;

function messageRows(conn: Db, conversationId: number) {
  return conn
    .selectFrom("messages as m")
    .leftJoin("users as u", "u.id", "m.sender_id")
    .select(["m.id", "m.from_staff", "m.sender_id", "m.body", "m.photo_id", "m.created_at", "m.withdrawn_at", "u.first_name", "u.last_name"])
    .where("m.conversation_id", "=", conversationId);
}

type MessageRowOf = Awaited<ReturnType<ReturnType<typeof messageRows>["executeTakeFirstOrThrow"]>>;

export function toMessage(viewer: Viewer, r: MessageRowOf, now = Date.now()): MessageJson {
  const withdrawn = r.withdrawn_at !== null;
  const mine = r.sender_id === viewer.id;
  const until = Date.parse(r.created_at) + WITHDRAW_MS;
  return {
    id: r.id,
    from: r.from_staff ? "care_team" : "patient",
    sender: personName(r.first_name, r.last_name),
    mine,
    text: withdrawn ? null : r.body,
    withdrawn,
    image:
      withdrawn || r.photo_id === null
        ? null
        : { s: paths.messagePhoto(r.photo_id, "s"), m: paths.messagePhoto(r.photo_id, "m"), l: paths.messagePhoto(r.photo_id, "l"), o: paths.messagePhoto(r.photo_id, "o") },
    created_at: r.created_at,
    withdraw_until: mine && !withdrawn && until > now ? new Date(until).toISOString() : null,
  };
}

/** One message of a conversation, as the caller sees it. */
export async function messageOf(conn: Db, viewer: Viewer, conversationId: number, messageId: number): Promise<MessageJson> {
  return toMessage(viewer, await messageRows(conn, conversationId).where("m.id", "=", messageId).executeTakeFirstOrThrow());
}

const stampOf = (c: { updated_at: string; status: string }) => `${c.updated_at}|${c.status}`;

/**
 * A conversation with a page of its messages (the latest first), for the patient or their care
 * team; another patient's, or another clinic's, is not found. `markRead`: the page shows it, so
 * the reader's side has read it (the apps say so with POST …/read).
 */
export async function conversation(viewer: Viewer, id: number, page: { limit: number; offset: number; markRead?: boolean }): Promise<Outcome<Conversation>> {
  const side = sideOf(viewer);
  if (!side) return forbidden;
  const c = await visibleConversation(db, viewer, id);
  if (!c) return notFound;
  if (page.markRead) await markRead(db, c, side);
  const [rows, total, unread] = await Promise.all([
    messageRows(db, c.id).orderBy("m.id", "desc").limit(page.limit).offset(page.offset).execute(),
    db.selectFrom("messages").select(sql<number>`count(*)`.as("n")).where("conversation_id", "=", c.id).executeTakeFirstOrThrow(),
    page.markRead ? 0 : unreadIn(db, c, side),
  ]);
  const now = Date.now();
  return done({
    id: c.id,
    subject: c.subject,
    state: stateOf(c),
    created_at: c.created_at,
    last_message_at: c.last_message_at,
    unread,
    care: side === "staff" ? careFacts(c) : null,
    stamp: stampOf(c),
    messages: { count: Number(total.n), results: rows.map((r) => toMessage(viewer, r, now)) },
  });
}

async function unreadIn(conn: Db, c: ConversationRecord, side: Side): Promise<number> {
  const row = await conn
    .selectFrom("messages")
    .select(sql<number>`count(*)`.as("n"))
    .where("conversation_id", "=", c.id)
    .where("from_staff", "=", side === "patient" ? 1 : 0)
    .where("withdrawn_at", "is", null)
    .where("id", ">", side === "patient" ? c.patient_read_id : c.staff_read_id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The reader's side has read every message so far (a write only when something was new). */
async function markRead(conn: Db, c: { id: number; patient_read_id: number; staff_read_id: number }, side: Side): Promise<number> {
  const last = await conn.selectFrom("messages").select((eb) => eb.fn.max("id").as("id")).where("conversation_id", "=", c.id).executeTakeFirst();
  const upTo = Number(last?.id ?? 0);
  const column = side === "patient" ? "patient_read_id" : "staff_read_id";
  if (upTo > c[column]) await conn.updateTable("conversations").set({ [column]: upTo }).where("id", "=", c.id).where(column, "<", upTo).execute();
  return upTo;
}

/** POST /api/messages/{id}/read (and the staff's): the caller's side has read the conversation. */
export async function markConversationRead(viewer: Viewer, id: number): Promise<Outcome<{ read_up_to: number }>> {
  const side = sideOf(viewer);
  if (!side) return forbidden;
  const c = await visibleConversation(db, viewer, id);
  if (!c) return notFound;
  return done({ read_up_to: await markRead(db, c, side) });
}

/** The live check's answer: what the page compares with the stamp it was drawn with; null when not theirs. */
export async function conversationStamp(viewer: Viewer, id: number): Promise<string | null> {
  const c = await visibleConversation(db, viewer, id);
  return c ? stampOf(c) : null;
}
