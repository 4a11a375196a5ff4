import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { Viewer } from "~/domain/outcome";

/**
 * "Who viewed my record" (/my-data, GET /api/me/access_log): an accounting of disclosures, read
 * from the audit log. Every health-data row another person left about the patient (a staff
 * member reading their record, recording a weigh-in, setting a goal, moderating a testimonial),
 * newest first, with the person's name and clinic, when, and what in plain words. The patient's
 * own reads and writes are theirs and not listed.
 */

export interface AccessLogEntry {
  id: number;
  /** When (UTC, ISO 8601). */
  occurred_at: string;
  staff: { name: string; clinic: string | null };
  /** "viewed", "added", "changed", "deleted" or "downloaded". */
  action: string;
  /** What, in the patient's words: "your record", "your weight entries", … */
  what: string;
  /** The kind of record, as the audit log names it. */
  record: string;
}

const ACTIONS: Record<string, string> = {
  health_read: "viewed",
  health_create: "added",
  health_update: "changed",
  health_delete: "deleted",
  health_export: "downloaded",
};

const WHAT: Record<string, string> = {
  care_record: "your record",
  visit_summary: "your visit summary",
  care_panel: "your summary on the clinic's patient list",
  care_note: "a note to you",
  care_flag: "a flag on your record",
  weight: "your weight entries",
  body_profile: "your height and goal weight",
  nutrition_goal: "your nutrition goals",
  journal_day: "your food journal",
  journal_entry: "your food journal",
  journal_summary: "your food journal",
  fitness_plan: "your workout plan",
  exercise_log: "your exercise log",
  fitness_history: "your exercise history",
  fitness_journal: "your fitness journal",
  fitness_goal: "your fitness goals",
  badge: "your badges",
  testimonial: "your testimonial",
  testimonial_image: "your testimonial photos",
  data_export: "a copy of your data",
  home_dashboard: "your home page",
  medications: "your medicines",
  medication: "one of your medicines",
  medication_dose: "your medicine doses",
  side_effect: "your side effects",
};

export const whatWasAccessed = (record: string) => WHAT[record] ?? "your record";

export async function accessLog(viewer: Viewer, page: { limit: number; offset: number }): Promise<{ count: number; results: AccessLogEntry[] }> {
  const base = db
    .selectFrom("audit_log as a")
    .where("a.patient_id", "=", viewer.id)
    .where("a.user_id", "is not", null)
    .where("a.user_id", "<>", viewer.id)
    .where("a.event", "in", Object.keys(ACTIONS));
  const [rows, total] = await Promise.all([
    base
      .innerJoin("users as u", "u.id", "a.user_id")
      .leftJoin("clinics as c", "c.id", "u.clinic_id")
      .select(["a.id", "a.occurred_at", "a.event", "a.record_type", "u.first_name", "u.last_name", "c.name as clinic"])
      .orderBy("a.occurred_at", "desc")
      .orderBy("a.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return {
    count: Number(total.n),
    results: rows.map((r) => ({
      id: r.id,
      occurred_at: r.occurred_at,
      staff: { name: `${r.first_name} ${r.last_name}`.trim(), clinic: r.clinic },
      action: ACTIONS[r.event],
      what: whatWasAccessed(r.record_type),
      record: r.record_type,
    })),
  };
}
