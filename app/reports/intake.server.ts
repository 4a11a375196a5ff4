import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { todayIn } from "~/domain/calendar";
import { done, type Outcome, type Viewer } from "~/domain/outcome";
import { weightOf, type Units } from "~/domain/units";
import { summarizeDays } from "~/journal/journal.server";
import { sideEffectsOf } from "~/medications/side-effects.server";
import { getBodyProfile } from "~/progress/profile.server";
import { series } from "~/progress/weights.server";
import type { Group, RangePreset } from "./codes";
import { dayFacts, reportRows, weightSeriesOf, worstByDay, type DayFacts, type WeightSeries } from "./intake";
import { previousRange, reportRange, type DayRange } from "./periods";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * A patient's report over a range (issue 40, docs/decisions/0220): the food journal's days with
 * the goals in force (the journal's summarizeDays), the minutes of exercise a day (a reporting
 * query of this area: the fitness journal's days carry calories burned, not minutes), the
 * weigh-ins and their trend (the progress area's series and trend line). The arithmetic is
 * intake.ts; /reports, GET /api/reports/intake, the CSV and the visit summary read this.
 */

/** Whose report: the patient (a viewer of their own, or the care team's view of them) and their clinic's zone. */
export type ReportPatient = Pick<Viewer, "id" | "time_zone">;

export type RangeReport = z.infer<typeof apiShapes.rangeReportAnswer>;

/** A report with its settings (weights in the reader's units) and, when asked, the range just before. */
export type IntakeReport = z.infer<typeof apiShapes.intakeReport>;

/** Minutes of exercise on each day of a range that has any (a day without is absent). */
const minutesRows = preparedRead(["patientId", "from", "to"], (a: { patientId: number; from: string; to: string }) =>
  db
    .selectFrom("exercise_logs")
    .select(["done_on", (eb) => eb.fn.sum<number>("minutes").as("minutes")])
    .where("user_id", "=", a.patientId)
    .where("done_on", ">=", a.from)
    .where("done_on", "<=", a.to)
    .groupBy("done_on"),
);

async function minutesByDay(patientId: number, r: DayRange): Promise<Map<string, number>> {
  const rows = await minutesRows(db, { patientId, from: r.from, to: r.to });
  return new Map(rows.map((x) => [x.done_on, Number(x.minutes ?? 0)]));
}

/** The patient's weigh-ins and their trend (every weigh-in: the trend at a day needs the ones before it). */
export async function weightSeries(patientId: number): Promise<WeightSeries> {
  return weightSeriesOf(await series(db, patientId));
}

/** The journal's, the fitness journal's and the side-effect check-in's days of a range, as the report reads them. */
export async function journalFacts(patient: ReportPatient, r: DayRange): Promise<DayFacts[]> {
  const viewer: Viewer = { id: patient.id, user_type: "P", time_zone: patient.time_zone };
  const [{ summaries, goals }, minutes, sideEffects] = await Promise.all([summarizeDays(viewer, r.from, r.to), minutesByDay(patient.id, r), sideEffectsOf(db, patient.id, r)]);
  return dayFacts(summaries, goals, minutes, worstByDay(sideEffects));
}

/**
 * The report of a range asked by the page or the API: checked against the patient's clinic
 * calendar (reportRange), by `group`, with the period before it when `compare` is asked.
 */
export async function intakeReport(
  patient: ReportPatient,
  q: { range?: RangePreset; from?: string; to?: string; group: Group; compare?: boolean },
  units: Units,
): Promise<Outcome<IntakeReport>> {
  const today = todayIn(patient.time_zone);
  const checked = reportRange(q, today);
  if (!checked.ok) return checked;
  const range = checked.data;
  const before = q.compare ? previousRange(range, range.preset) : null;
  // One read from the start of the comparison: the two ranges touch.
  const [days, weights, profile] = await Promise.all([
    journalFacts(patient, { from: before ? before.from : range.from, to: range.to }),
    weightSeries(patient.id),
    getBodyProfile(db, patient.id),
  ]);
  return done({
    from: range.from,
    to: range.to,
    group: q.group,
    preset: range.preset,
    today,
    units,
    goal_weight: weightOf(profile.goal_weight_kg, units),
    ...reportRows(days, weights, range, q.group, units),
    previous: before ? { ...before, ...reportRows(days, weights, before, q.group, units) } : null,
  });
}

/** The viewer's own report (/reports, GET /api/reports/intake). */
export const myIntakeReport = (viewer: Viewer, q: Parameters<typeof intakeReport>[1], units: Units) => intakeReport(viewer, q, units);
