import { sql } from "kysely";
import { db } from "~/db/db.server";
import type { Viewer } from "~/domain/outcome";
import { isFlagCode } from "~/clinical/flag-codes";
import { accessLine, type AccessParticulars as Particulars } from "./codes";
import { intlLocaleOf, translate } from "~/i18n/i18n.server";
import { formatsFor } from "~/i18n/format";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * "Who viewed my record" (/my-data, GET /api/me/access_log): an accounting of disclosures, read
 * from the audit log. Every health-data row another person left about the patient (a staff
 * member reading their record, recording a weigh-in, setting a goal, moderating a testimonial),
 * newest first, with the person's name and clinic, when, and what in plain words. The patient's
 * own reads and writes are theirs and not listed.
 *
 * Repeated views are one line (issue 36): the same person's views of the same kind of record
 * within the same hour, with how many there were and when the first and last were. Every change
 * stays a line of its own, saying exactly what changed (the weigh-in's day, the note's day, the
 * flag), in the sentences of codes.ts. Hours are the audit log's UTC hours, which are the clinic's own: every clinic's zone is a
 * whole number of hours from UTC.
 */

export type AccessLogEntry = z.infer<typeof apiShapes.accessLogEntry>;

const ACTIONS: Record<string, AccessLogEntry["action"]> = {
  health_read: "viewed",
  health_create: "added",
  health_update: "changed",
  health_delete: "deleted",
  health_export: "downloaded",
};

/** What each kind of record is, in the patient's words (`care:access.what.*`); any other is "your record". */
const WHAT = new Set(["care_record", "care_panel", "care_note", "care_flag", "weight", "body_profile", "nutrition_goal", "journal_day", "journal_entry", "journal_summary", "fitness_plan", "exercise_log", "fitness_history", "fitness_journal", "fitness_goal", "badge", "testimonial", "testimonial_image", "data_export", "home_dashboard", "conversation", "message", "message_photo", "visit_summary", "intake_report", "visit_question", "medications", "medication", "medication_dose", "side_effect"]);

/** What was accessed, in the patient's words and language: "your goal weight". */
export const whatWasAccessed = (language: string, record: string) => translate(language, `care:access.what.${WHAT.has(record) ? record : "any"}`);

/** The day or flag of each change on the page, read from the patient's own rows (a row since deleted names nothing). */
async function particularsOf(patientId: number, lines: { event: string; record_type: string; record_id: number | null }[]): Promise<Map<string, Particulars>> {
  const ids = (record: string) => [...new Set(lines.filter((l) => l.record_type === record && l.event !== "health_read" && l.record_id !== null).map((l) => l.record_id!))];
  const [weights, notes, flags] = await Promise.all([
    ids("weight").length ? db.selectFrom("weights").select(["id", "measured_on as day"]).where("user_id", "=", patientId).where("id", "in", ids("weight")).execute() : [],
    ids("care_note").length ? db.selectFrom("care_notes").select(["id", "day"]).where("patient_id", "=", patientId).where("id", "in", ids("care_note")).execute() : [],
    ids("care_flag").length ? db.selectFrom("care_flags").select(["id", "code"]).where("patient_id", "=", patientId).where("id", "in", ids("care_flag")).execute() : [],
  ]);
  const out = new Map<string, Particulars>();
  for (const w of weights) out.set(`weight ${w.id}`, { day: w.day, flag: null });
  for (const n of notes) out.set(`care_note ${n.id}`, { day: n.day, flag: null });
  for (const f of flags) out.set(`care_flag ${f.id}`, { day: null, flag: f.code });
  return out;
}

/** A line's sentence in the patient's language: its day as they write one, a flag by its name. */
function summaryIn(language: string, line: ReturnType<typeof accessLine>): string {
  const values: Record<string, string> = {};
  if (line.day) values.day = formatsFor(intlLocaleOf(language)).longDate(line.day);
  if (line.flag) values.flag = isFlagCode(line.flag) ? translate(language, `care:flagLabels.${line.flag}`) : line.flag;
  return translate(language, line.key, values);
}

/** The patient's access log, a page, its lines in `language` (the page's or the API caller's). */
export async function accessLog(viewer: Viewer, page: { limit: number; offset: number }, language: string): Promise<{ count: number; results: AccessLogEntry[] }> {
  // One line per person, event, kind of record and hour for views; one per row for any change.
  const lines = db
    .selectFrom("audit_log as a")
    .where("a.patient_id", "=", viewer.id)
    .where("a.user_id", "is not", null)
    .where("a.user_id", "<>", viewer.id)
    .where("a.event", "in", Object.keys(ACTIONS))
    .select([
      "a.user_id",
      "a.event",
      "a.record_type",
      sql<number>`max(a.id)`.as("id"),
      sql<string>`min(a.occurred_at)`.as("first_at"),
      sql<string>`max(a.occurred_at)`.as("occurred_at"),
      sql<number>`count(*)`.as("times"),
      sql<number | null>`max(a.record_id)`.as("record_id"),
    ])
    .groupBy(["a.user_id", "a.event", "a.record_type", sql`substr(a.occurred_at, 1, 13)`, sql`case when a.event = 'health_read' then 0 else a.id end`]);
  const [rows, total] = await Promise.all([
    db
      .selectFrom(lines.as("l"))
      .innerJoin("users as u", "u.id", "l.user_id")
      .leftJoin("clinics as c", "c.id", "u.clinic_id")
      .select(["l.id", "l.first_at", "l.occurred_at", "l.times", "l.event", "l.record_type", "l.record_id", "u.first_name", "u.last_name", "c.name as clinic"])
      .orderBy("l.occurred_at", "desc")
      .orderBy("l.id", "desc")
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db.selectFrom(lines.as("l")).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  const particulars = await particularsOf(viewer.id, rows);
  return {
    count: Number(total.n),
    results: rows.map((r) => {
      const action = ACTIONS[r.event];
      const p = (r.record_id !== null && particulars.get(`${r.record_type} ${r.record_id}`)) || { day: null, flag: null };
      return {
        id: Number(r.id),
        occurred_at: r.occurred_at,
        first_at: r.first_at,
        times: Number(r.times),
        staff: { name: `${r.first_name} ${r.last_name}`.trim(), clinic: r.clinic },
        action,
        what: whatWasAccessed(language, r.record_type),
        summary: summaryIn(language, accessLine(action, r.record_type, p)),
        record: r.record_type,
      };
    }),
  };
}
