import { patientInScope } from "~/clinical/access.server";
import { lastAppointmentDay, nextAppointment } from "~/clinical/appointments.server";
import type { FlagCode } from "~/clinical/flag-codes";

import { notesOfPatient } from "~/care/notes.server";
import { openFlagsOf } from "~/care/record.server";
import { db } from "~/db/db.server";
import { DEFAULT_TIME_ZONE, todayIn } from "~/domain/calendar";
import { done, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { lengthOf, roundTo, weightOf, type Units } from "~/domain/units";
import { bmiCategory, bmiOf } from "~/progress/bmi";
import { getBodyProfile } from "~/progress/profile.server";
import { series, type SeriesRow } from "~/progress/weights.server";
import { VISIT_NOTES_MAX } from "./codes";
import { reportRows, weightSeriesOf } from "./intake";
import { journalFacts } from "./intake.server";
import { visitStart } from "./periods";
import { questionsOf } from "./questions.server";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The visit summary (issue 40): one printable page of how a patient has done since their last
 * visit (or a chosen day), the same for the patient (/reports/visit, GET /api/reports/visit and
 * its PDF) and for their care team (/patients/{id}/visit, GET /api/care/patients/{id}/reports/visit).
 * Every number comes from the area that owns it: the report's weeks (intake.server.ts), the
 * progress area's weigh-ins, trend and BMI, the care team's flags and notes.
 */

export interface VisitPatient {
  id: number;
  name: string;
  clinic: string;
  time_zone: string;
  created_at: string;
}

export type CompositionAt = z.infer<typeof apiShapes.compositionAt>;

export interface VisitFlag {
  code: FlagCode;
  label: string;
  since: string;
  reviewed: boolean;
}

export type VisitSummary = z.infer<typeof apiShapes.visitSummary>;

const hasComposition = (r: SeriesRow) => r.fat_pct !== null || r.fat_mass_kg !== null || r.ffm_kg !== null || r.tbw_kg !== null || r.waist_cm !== null;

function compositionOf(r: SeriesRow | undefined, units: Units): CompositionAt | null {
  if (!r) return null;
  return {
    date: r.measured_on,
    fat: r.fat_pct === null ? null : roundTo(r.fat_pct, 1),
    fat_mass: weightOf(r.fat_mass_kg, units),
    ffm: weightOf(r.ffm_kg, units),
    tbw: weightOf(r.tbw_kg, units),
    waist: lengthOf(r.waist_cm, units),
  };
}

/** The latest of `rows` on or before `day` that passes `test`, else the first after it. */
function startRow(rows: SeriesRow[], day: string, test: (r: SeriesRow) => boolean = () => true): SeriesRow | undefined {
  const before = rows.filter((r) => r.measured_on <= day && test(r));
  return before.length ? before[before.length - 1] : rows.find((r) => r.measured_on > day && test(r));
}

async function appointments(patientId: number, today: string) {
  const [last, next] = await Promise.all([lastAppointmentDay(db, patientId, today), nextAppointment(db, patientId, today)]);
  return { last, next };
}

async function readSummary(patient: VisitPatient, since: string | undefined, units: Units): Promise<Outcome<VisitSummary>> {
  const today = todayIn(patient.time_zone);
  const visits = await appointments(patient.id, today);
  const start = visitStart(since, visits.last, today);
  if (!start.ok) return start;
  const from = start.data.since;
  const [days, rows, profile, open, notes, questions] = await Promise.all([
    journalFacts(patient, { from, to: today }),
    series(db, patient.id),
    getBodyProfile(db, patient.id),
    openFlagsOf(db, patient, today),
    notesOfPatient(db, patient.id, VISIT_NOTES_MAX),
    questionsOf(db, patient.id),
  ]);
  const report = reportRows(days, weightSeriesOf(rows), { from, to: today }, "week", units);
  const wt = (kg: number | null) => weightOf(kg, units);
  const first = startRow(rows, from);
  const last = rows.length ? rows[rows.length - 1] : undefined;
  const bmi = last ? bmiOf(last.weight_kg, profile.height_cm) : null;
  const composed = rows.filter(hasComposition);
  const latestComposition = composed[composed.length - 1];
  const startComposition = startRow(composed, from);
  return done({
    patient: { id: patient.id, name: patient.name, clinic: patient.clinic },
    today,
    since: from,
    since_source: start.data.source,
    last_visit: visits.last,
    next_appointment: visits.next,
    units,
    weight: {
      start: first ? { date: first.measured_on, weight: wt(first.weight_kg)! } : null,
      current: last ? { date: last.measured_on, weight: wt(last.weight_kg)! } : null,
      change: first && last ? wt(last.weight_kg - first.weight_kg) : null,
      trend: report.total.weight_trend,
      trend_change: report.total.weight_change,
      weigh_ins: report.total.weigh_ins,
      bmi: bmi === null ? null : roundTo(bmi, 1),
      bmi_category: bmi === null ? null : bmiCategory(bmi),
      goal_weight: wt(profile.goal_weight_kg),
      to_goal: profile.goal_weight_kg !== null && last ? Math.max(0, wt(last.weight_kg - profile.goal_weight_kg)!) : null,
    },
    composition: {
      start: startComposition && startComposition !== latestComposition ? compositionOf(startComposition, units) : null,
      latest: compositionOf(latestComposition, units),
    },
    intake: { weeks: report.rows, total: report.total },
    adherence: open.summary?.adherence_28d == null ? null : Math.round(open.summary.adherence_28d * 100),
    worst_side_effect: report.total.worst_side_effect,
    flags: open.flags.map((f) => ({ code: f.code, label: f.label, since: f.since, reviewed: f.reviewed })),
    notes: notes.filter((n) => n.date >= from),
    questions,
  });
}

/** The signed-in patient as the summary names them. */
async function ownPatient(viewer: Viewer): Promise<VisitPatient | null> {
  const row = await db
    .selectFrom("users as u")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .select(["u.id", "u.first_name", "u.last_name", "u.created_at", "c.name as clinic", "c.time_zone"])
    .where("u.id", "=", viewer.id)
    .executeTakeFirst();
  if (!row) return null;
  return { id: row.id, name: `${row.first_name} ${row.last_name}`.trim(), clinic: row.clinic ?? "", time_zone: row.time_zone || viewer.time_zone || DEFAULT_TIME_ZONE, created_at: row.created_at };
}

/** /reports/visit, GET /api/reports/visit and its PDF: the viewer's own summary. */
export async function myVisitSummary(viewer: Viewer, q: { since?: string }, units: Units): Promise<Outcome<VisitSummary>> {
  const patient = await ownPatient(viewer);
  if (!patient) return notFound;
  return readSummary(patient, q.since, units);
}

/**
 * /patients/{id}/visit and GET /api/care/patients/{id}/reports/visit: a patient of the staff
 * member's clinics (another clinic's, like a missing one, is not found; a patient is refused by
 * the route's role check before this).
 */
export async function patientVisitSummary(viewer: Viewer, patientId: number, q: { since?: string }, units: Units): Promise<Outcome<VisitSummary>> {
  const p = await patientInScope(viewer, patientId);
  if (!p) return notFound;
  return readSummary({ id: p.id, name: `${p.first_name} ${p.last_name}`.trim(), clinic: p.clinic_name, time_zone: p.time_zone, created_at: p.created_at }, q.since, units);
}
