import type { ExpressionBuilder } from "kysely";
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import type { Database } from "~/db/schema";
import type { Db } from "~/domain/outcome";

/**
 * A patient's appointments as every page reads them (issue 37: they were read three ways): the
 * next from a clinic day on (the day's own included, earliest time first) and the last before it.
 * Dates are the clinic's calendar days; the time is the clinic's "HH:MM". Home, the care record,
 * the visit summary and the panel all ask here.
 */

export interface Appointment {
  date: string;
  time: string;
}

const nextRow = preparedRead(["userId", "today"], (a: { userId: number; today: string }) =>
  db.selectFrom("appointments").select(["appt_date", "appt_time"]).where("user_id", "=", a.userId).where("appt_date", ">=", a.today).orderBy("appt_date").orderBy("appt_time").limit(1),
);

const lastRow = preparedRead(["userId", "today"], (a: { userId: number; today: string }) =>
  db.selectFrom("appointments").select("appt_date").where("user_id", "=", a.userId).where("appt_date", "<", a.today).orderBy("appt_date", "desc").limit(1),
);

/** The patient's next appointment on or after `today`, or null. */
export async function nextAppointment(conn: Db, patientId: number, today: string): Promise<Appointment | null> {
  const [row] = await nextRow(conn, { userId: patientId, today });
  return row ? { date: row.appt_date, time: row.appt_time } : null;
}

/** The day of the patient's last appointment before `today` (the visit summary starts from it), or null. */
export async function lastAppointmentDay(conn: Db, patientId: number, today: string): Promise<string | null> {
  const [row] = await lastRow(conn, { userId: patientId, today });
  return row?.appt_date ?? null;
}

/**
 * The same next appointment as a column of a list of patients (the care panel): "YYYY-MM-DD HH:MM"
 * of the patient whose id is `userId`'s column, or null. `nextAppointment` reads one patient's.
 */
export function nextAppointmentColumn<DB extends Database, TB extends keyof DB>(eb: ExpressionBuilder<DB, TB>, userId: string, today: string) {
  const e = eb as unknown as ExpressionBuilder<Database, "appointments">;
  return e
    .selectFrom("appointments as a")
    .select(sql<string | null>`min(a.appt_date || ' ' || a.appt_time)`.as("next"))
    .where("a.user_id", "=", sql.ref<number>(userId))
    .where("a.appt_date", ">=", today);
}

/** "YYYY-MM-DD HH:MM" as the panel's column gives it, as an appointment. */
export const appointmentOf = (next: string | null): Appointment | null => (next ? { date: next.slice(0, 10), time: next.slice(11) } : null);
