import { sql } from "kysely";
import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import type { Viewer } from "~/domain/outcome";
import { sideOf } from "./access.server";

/**
 * The header's messages count, on every signed-in page beside the bell (issue 39): one prepared,
 * indexed read. A patient: the care team's messages and day notes they have not read. Staff: the
 * open conversations waiting for the care team at the clinics assigned to them.
 */

const patientUnread = preparedRead(["userId"], (a: { userId: number }) =>
  db.selectNoFrom([
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

const staffWaiting = preparedRead(["userId"], (a: { userId: number }) =>
  db
    .selectFrom("conversations as c")
    .select(sql<number>`count(*)`.as("n"))
    .where("c.clinic_id", "in", (eb) => eb.selectFrom("staff_clinics").select("clinic_id").where("user_id", "=", a.userId))
    .where("c.status", "=", "open")
    .where("c.awaiting", "=", "staff"),
);

export async function messagesBadge(viewer: Viewer): Promise<number> {
  const side = sideOf(viewer);
  if (side === "patient") {
    const [row] = await patientUnread(db, { userId: viewer.id });
    return Number(row?.messages ?? 0) + Number(row?.notes ?? 0);
  }
  if (side === "staff") {
    const [row] = await staffWaiting(db, { userId: viewer.id });
    return Number(row?.n ?? 0);
  }
  return 0;
}
