import { sql } from "kysely";
import type { CareNote } from "~/clinical/api-shapes";
import { notesOfIds } from "~/care/notes.server";
import { db } from "~/db/db.server";
import { done, forbidden, type Db, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { sideOf } from "./access.server";
import { stateOf, unreadOf, type ConversationSummary } from "./threads.server";

/**
 * The patient's side of messaging (issue 39): their conversations with the care team, and on the
 * page the notes the care team left on their journal days among them. The notes stay the care
 * area's (app/care/notes.server.ts); the two are read together here, newest activity first, and
 * never copied into one another.
 */

function patientConversations(conn: Db, patientId: number) {
  return conn
    .selectFrom("conversations as c")
    .select(["c.id", "c.subject", "c.status", "c.awaiting", "c.created_at", "c.last_message_at", unreadOf("patient").as("unread")])
    .where("c.patient_id", "=", patientId);
}

type Row = Awaited<ReturnType<ReturnType<typeof patientConversations>["executeTakeFirstOrThrow"]>>;

const toSummary = (r: Row): ConversationSummary => ({
  id: r.id,
  subject: r.subject,
  state: stateOf(r),
  created_at: r.created_at,
  last_message_at: r.last_message_at,
  unread: Number(r.unread),
});

/** GET /api/messages: the patient's conversations, latest activity first, with their unread count each. Staff: 403. */
export async function myConversations(viewer: Viewer, page: { limit: number; offset: number }): Promise<Outcome<Page<ConversationSummary>>> {
  if (sideOf(viewer) !== "patient") return forbidden;
  const [rows, total] = await Promise.all([
    patientConversations(db, viewer.id).orderBy("c.last_message_at", "desc").orderBy("c.id", "desc").limit(page.limit).offset(page.offset).execute(),
    db.selectFrom("conversations").select(sql<number>`count(*)`.as("n")).where("patient_id", "=", viewer.id).executeTakeFirstOrThrow(),
  ]);
  return done({ count: Number(total.n), results: rows.map(toSummary) });
}

export type TimelineItem = { kind: "conversation"; at: string; conversation: ConversationSummary } | { kind: "note"; at: string; note: CareNote };

/**
 * /messages: the patient's conversations and the care team's notes on their journal days, in one
 * list by latest activity (a conversation's last message, a note's writing), a page at a time.
 */
export async function myTimeline(viewer: Viewer, page: { limit: number; offset: number }): Promise<Outcome<Page<TimelineItem>>> {
  if (sideOf(viewer) !== "patient") return forbidden;
  const items = db
    .selectFrom("conversations")
    .select([sql<string>`'conversation'`.as("kind"), "id", "last_message_at as at"])
    .where("patient_id", "=", viewer.id)
    .unionAll(db.selectFrom("care_notes").select([sql<string>`'note'`.as("kind"), "id", "created_at as at"]).where("patient_id", "=", viewer.id));
  const [slice, total] = await Promise.all([
    db.selectFrom(items.as("t")).select(["t.kind", "t.id", "t.at"]).orderBy("t.at", "desc").orderBy("t.kind").orderBy("t.id", "desc").limit(page.limit).offset(page.offset).execute(),
    db.selectFrom(items.as("t")).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  const conversationIds = slice.filter((i) => i.kind === "conversation").map((i) => i.id);
  const [conversations, notes] = await Promise.all([
    conversationIds.length ? patientConversations(db, viewer.id).where("c.id", "in", conversationIds).execute() : [],
    notesOfIds(db, viewer.id, slice.filter((i) => i.kind === "note").map((i) => i.id)),
  ]);
  const byId = new Map(conversations.map((r) => [r.id, toSummary(r)]));
  const noteById = new Map(notes.map((n) => [n.id, n]));
  const results = slice.flatMap((i): TimelineItem[] => {
    if (i.kind === "conversation") {
      const c = byId.get(i.id);
      return c ? [{ kind: "conversation", at: i.at, conversation: c }] : [];
    }
    const n = noteById.get(i.id);
    return n ? [{ kind: "note", at: i.at, note: n }] : [];
  });
  return done({ count: Number(total.n), results });
}
