import { db } from "~/db/db.server";

/** The member's next appointment from today on (dates are the clinic's local calendar days). */
export async function nextAppointment(userId: number, today: string) {
  const row = await db
    .selectFrom("appointments")
    .select(["appt_date", "appt_time"])
    .where("user_id", "=", userId)
    .where("appt_date", ">=", today)
    .orderBy("appt_date")
    .orderBy("appt_time")
    .executeTakeFirst();
  return row ?? null;
}
