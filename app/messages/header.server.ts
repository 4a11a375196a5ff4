import { sql, type ExpressionBuilder } from "kysely";
import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import type { Database } from "~/db/schema";
import type { Viewer } from "~/domain/outcome";
import { keptSince } from "~/notifications/notifications.server";
import { sideOf } from "./access.server";

/**
 * The header's two numbers, on every signed-in page: the bell's (notifications not yet read) and
 * the messages count (issue 39). One prepared, indexed read for both (issue 37: two reads on every
 * page cost the shell a statement). A patient's messages count: the care team's messages and day
 * notes they have not read. Staff: the open conversations waiting for the care team at the
 * clinics assigned to them.
 */

export interface HeaderCounts {
  /** Notifications not yet read (GET /api/notifications/unread_count counts the same). */
  unread: number;
  messages: number;
}

const bell = (eb: ExpressionBuilder<Database, never>, a: { userId: number; since: string }) =>
  eb.selectFrom("notifications").select(sql<number>`count(*)`.as("n")).where("user_id", "=", a.userId).where("read_at", "is", null).where("created_at", ">=", a.since).as("unread");

const patientCounts = preparedRead(["userId", "since"], (a: { userId: number; since: string }) =>
  db.selectNoFrom([
    (eb) => bell(eb, a),
    (eb) =>
      eb
        .selectFrom("conversations as c")
        .innerJoin("messages as m", "m.conversation_id", "c.id")
        .select(sql<number>`count(*)`.as("n"))
        .where("c.patient_id", "=", a.userId)
        .where("m.from_staff", "=", 1)
        .where("m.withdrawn_at", "is", null)
        .whereRef("m.id", ">", "c.patient_read_id")
        .as("messages"),
    (eb) => eb.selectFrom("care_notes").select(sql<number>`count(*)`.as("n")).where("patient_id", "=", a.userId).where("read_at", "is", null).as("notes"),
  ]),
);

const staffCounts = preparedRead(["userId", "since"], (a: { userId: number; since: string }) =>
  db.selectNoFrom([
    (eb) => bell(eb, a),
    (eb) =>
      eb
        .selectFrom("conversations as c")
        .select(sql<number>`count(*)`.as("n"))
        .where("c.clinic_id", "in", (sub) => sub.selectFrom("staff_clinics").select("clinic_id").where("user_id", "=", a.userId))
        .where("c.status", "=", "open")
        .where("c.awaiting", "=", "staff")
        .as("messages"),
  ]),
);

/** The header's numbers for the signed-in member (a member who is neither patient nor care staff has no messages). */
export async function headerCounts(viewer: Viewer): Promise<HeaderCounts> {
  const args = { userId: viewer.id, since: keptSince() };
  const side = sideOf(viewer);
  if (side === "staff") {
    const [row] = await staffCounts(db, args);
    return { unread: Number(row?.unread ?? 0), messages: Number(row?.messages ?? 0) };
  }
  const [row] = await patientCounts(db, args);
  return { unread: Number(row?.unread ?? 0), messages: side === "patient" ? Number(row?.messages ?? 0) + Number(row?.notes ?? 0) : 0 };
}
