import { appointmentOf, nextAppointmentColumn } from "~/clinical/appointments.server";
import { joinedDayOf } from "~/clinical/flags";
import type { CareSummaryRow } from "~/db/tables/care";
import type { Db } from "~/domain/outcome";

/**
 * What only the panel's rows on show need (or a sort by them): each patient's summary, the day
 * they joined, and their next appointment. Read for those rows alone: the clinic's read of every
 * patient holds their names and the days their flags begin (./panel-read.server.ts); reading the
 * rest for a clinic of two thousand, to show 25, was most of the panel's time (issue 38's budget,
 * docs/decisions/0256, 0265).
 */

/** The summary's columns the panel reads. */
export type PanelSummary = Omit<CareSummaryRow, "user_id" | "updated_at" | "trend_low_kg" | "implausible_weight_id" | "medications_on" | "flag_days">;

interface PanelDetails {
  summary: PanelSummary | null;
  created_at: string;
  next: { date: string; time: string } | null;
}

async function panelDetails(conn: Db, ids: readonly number[], today: string): Promise<Map<number, PanelDetails>> {
  if (ids.length === 0) return new Map();
  const rows = await conn
    .selectFrom("users as u")
    .leftJoin("care_summaries as s", "s.user_id", "u.id")
    .select([
      "u.id",
      "u.created_at",
      "s.user_id as summary",
      "s.start_day",
      "s.start_kg",
      "s.trend_kg",
      "s.trend_28d_kg",
      "s.last_weigh_in_day",
      "s.last_journal_day",
      "s.last_exercise_day",
      "s.recent_food",
      "s.recent_minutes",
      "s.plateau_since",
      "s.rapid_loss_since",
      "s.regain_since",
      "s.implausible_since",
      "s.waiting_messages",
      "s.waiting_since_day",
      "s.adherence_28d",
      "s.missed_doses_since",
      "s.side_effects_since",
      (eb) => nextAppointmentColumn(eb, "u.id", today).as("next_appointment"),
    ])
    .where("u.id", "in", [...ids])
    .execute();
  return new Map(
    rows.map(({ id, created_at, summary, next_appointment, ...s }) => [
      id,
      { summary: summary === null ? null : (s as PanelSummary), created_at, next: appointmentOf(next_appointment) },
    ]),
  );
}

/** A panel's row before its details are read: they are filled in where it stands, once. */
export interface Detailed {
  id: number;
  /** Null: no summary yet (or its details not read yet: `detailed`). */
  summary: PanelSummary | null;
  /** What the weeks on the programme count from: the first weigh-in, else the clinic day the account was made. */
  joined: string;
  next: PanelDetails["next"];
  detailed?: boolean;
}

/** Reads the details of the rows that have none yet, into them; days in the clinic's `timeZone`. */
export async function withDetails(conn: Db, candidates: readonly Detailed[], timeZone: string, today: string): Promise<void> {
  const open = candidates.filter((c) => !c.detailed);
  const details = await panelDetails(
    conn,
    open.map((c) => c.id),
    today,
  );
  for (const c of open) {
    const d = details.get(c.id);
    const s = d?.summary ?? null;
    c.summary = s;
    // A clinic day is worked out only for a patient never weighed (weeks, and both calendar flags fall back to it).
    c.joined = s?.last_weigh_in_day && s.start_day ? s.start_day : joinedDayOf(d?.created_at ?? new Date().toISOString(), timeZone);
    c.next = d?.next ?? null;
    c.detailed = true;
  }
}
