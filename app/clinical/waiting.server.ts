import { sql } from "kysely";
import { unansweredSince } from "~/clinical/flags";
import { DEFAULT_TIME_ZONE, todayIn } from "~/domain/calendar";
import type { Db } from "~/domain/outcome";

/**
 * Who is to speak next in a conversation, and what the care panel keeps of it
 * (docs/decisions/0122, 0210). Both are worked out from the messages themselves inside the
 * transaction of every write (a message, a withdrawal, closing and reopening), never kept by
 * counting up and down, so a withdrawn message or a closed conversation can never leave a stale
 * number behind.
 */

/**
 * Brings a conversation's `awaiting`, `waiting_since` and `waiting_count` in step with its
 * messages: the patient's messages (not withdrawn) after the care team's last one (not withdrawn)
 * and after the care team last closed it wait for an answer, from the first of them. A closed
 * conversation waits for no one; opened again by a reply, what was asked before it was closed
 * counts as dealt with.
 */
export async function refreshConversation(trx: Db, conversationId: number, now: string): Promise<{ patientId: number }> {
  const conv = await trx.selectFrom("conversations").select(["patient_id", "status", "closed_at"]).where("id", "=", conversationId).executeTakeFirstOrThrow();
  const lastStaff = await trx
    .selectFrom("messages")
    .select((eb) => eb.fn.max("id").as("id"))
    .where("conversation_id", "=", conversationId)
    .where("from_staff", "=", 1)
    .where("withdrawn_at", "is", null)
    .executeTakeFirst();
  const waiting = await trx
    .selectFrom("messages")
    .select([sql<number>`count(*)`.as("n"), (eb) => eb.fn.min("created_at").as("since")])
    .where("conversation_id", "=", conversationId)
    .where("from_staff", "=", 0)
    .where("withdrawn_at", "is", null)
    .where("id", ">", Number(lastStaff?.id ?? 0))
    .$if(conv.closed_at !== null, (q) => q.where("created_at", ">", conv.closed_at!))
    .executeTakeFirstOrThrow();
  const count = conv.status === "open" ? Number(waiting.n) : 0;
  await trx
    .updateTable("conversations")
    .set({ awaiting: count > 0 ? "staff" : "patient", waiting_count: count, waiting_since: count > 0 ? (waiting.since as string) : null, updated_at: now })
    .where("id", "=", conversationId)
    .execute();
  return { patientId: conv.patient_id };
}

/**
 * The care summary's part (app/clinical/summary.server.ts): how many of the patient's messages wait
 * for the care team across their open conversations, and the clinic day the oldest was sent.
 */
export async function waitingPart(conn: Db, patientId: number): Promise<{ waiting_messages: number; waiting_since_day: string | null }> {
  const row = await conn
    .selectFrom("conversations as c")
    .innerJoin("clinics as k", "k.id", "c.clinic_id")
    .select([
      (eb) => eb.fn.sum<number>("c.waiting_count").as("n"),
      (eb) => eb.fn.min("c.waiting_since").as("since"),
      (eb) => eb.fn.max("k.time_zone").as("zone"),
    ])
    .where("c.patient_id", "=", patientId)
    .where("c.status", "=", "open")
    .where("c.awaiting", "=", "staff")
    .executeTakeFirst();
  const since = (row?.since as string | null | undefined) ?? null;
  return {
    waiting_messages: Number(row?.n ?? 0),
    waiting_since_day: since ? todayIn((row?.zone as string | null) || DEFAULT_TIME_ZONE, new Date(since)) : null,
  };
}

/**
 * The care team's morning count (app/care/digest.server.ts): a clinic's open conversations whose
 * patient has waited past the clinic's next working day, as of the clinic day `day`.
 */
export async function unansweredAt(conn: Db, clinicId: number, day: string): Promise<number> {
  const rows = await conn
    .selectFrom("conversations as c")
    .innerJoin("clinics as k", "k.id", "c.clinic_id")
    .select(["c.waiting_since", "k.time_zone"])
    .where("c.clinic_id", "=", clinicId)
    .where("c.status", "=", "open")
    .where("c.awaiting", "=", "staff")
    .execute();
  return rows.filter((r) => r.waiting_since !== null && unansweredSince(todayIn(r.time_zone || DEFAULT_TIME_ZONE, new Date(r.waiting_since))) <= day).length;
}
