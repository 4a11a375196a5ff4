import { appointmentOf, nextAppointmentColumn } from "~/clinical/appointments.server";
import type { Db } from "~/domain/outcome";

/**
 * What only the panel's rows on show need (or a sort by them): each patient's last 14 days' food
 * counts and exercise minutes as their summary keeps them, and their next appointment. Read for
 * those rows alone: reading them for every patient of a clinic of two thousand, to show 25, was
 * most of the panel's time (issue 38's budget, docs/decisions/0256).
 */

export interface PanelDetails {
  recent_food: string;
  recent_minutes: string;
  next: { date: string; time: string } | null;
}

async function panelDetails(conn: Db, ids: readonly number[], today: string): Promise<Map<number, PanelDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .selectFrom("users as u")
    .leftJoin("care_summaries as s", "s.user_id", "u.id")
    .select([
      "u.id",
      "s.recent_food",
      "s.recent_minutes",
      (eb) => nextAppointmentColumn(eb, "u.id", today).as("next_appointment"),
    ])
    .where("u.id", "in", [...ids])
    .execute();
  return new Map(
    rows.map((r) => [
      r.id,
      {
        recent_food: r.recent_food ?? "[]",
        recent_minutes: r.recent_minutes ?? "[]",
        next: appointmentOf(r.next_appointment),
      },
    ]),
  );
}

/** A panel's row before its details are read: they are filled in where it stands, once. */
export interface Detailed {
  id: number;
  summary: { recent_food?: string; recent_minutes?: string } | null;
  next: PanelDetails["next"];
  detailed?: boolean;
}

/** Reads the details of the rows that have none yet, into them. */
export async function withDetails(conn: Db, candidates: readonly Detailed[], today: string): Promise<void> {
  const open = candidates.filter((c) => !c.detailed);
  const details = await panelDetails(
    conn,
    open.map((c) => c.id),
    today,
  );
  for (const c of open) {
    const d = details.get(c.id);
    if (c.summary) Object.assign(c.summary, { recent_food: d?.recent_food ?? "[]", recent_minutes: d?.recent_minutes ?? "[]" });
    c.next = d?.next ?? null;
    c.detailed = true;
  }
}
