import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";

/** The member's next appointment from today on (dates are the clinic's local calendar days). */
const nextAppointmentRow = preparedRead(["userId", "today"], (a: { userId: number; today: string }) =>
  db.selectFrom("appointments").select(["appt_date", "appt_time"]).where("user_id", "=", a.userId).where("appt_date", ">=", a.today).orderBy("appt_date").orderBy("appt_time").limit(1),
);

export async function nextAppointment(userId: number, today: string) {
  const [row] = await nextAppointmentRow(db, { userId, today });
  return row ?? null;
}
