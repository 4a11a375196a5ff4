import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import type { WeightRow } from "~/db/tables/body";
import type { Db, Page, Viewer } from "~/domain/outcome";
import { feetAndInches, inOf, lengthOf, roundTo, type Units, weightOf } from "~/domain/units";
import { bmiCategory, bmiOf } from "./bmi";
import { getBodyProfile, type BodyProfile } from "./profile.server";
import { chartWindow, trendChange, trendLine } from "~/clinical/trend";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Weigh-ins as they are shown (spec part 3 §2 "Weight progress", §3, §7 Weight): the history
 * table, the overview and charts, the statistics. The clinic's weigh-ins at appointments
 * (member_created 0, the spec's z = 0) and the member's own entries (1). Stored in kilograms and
 * centimetres, shown in pounds and inches. Writing them: weigh-ins.server.ts; the height and goal
 * weight: profile.server.ts.
 */

export { WEIGHT_PAGE_SIZE } from "./schemas";

/** One row of the Weight History Table (spec part 3 §3), in display units. */
export type WeightHistoryRow = z.infer<typeof apiShapes.weighIn>;

export const WEIGHT_COLUMNS = [
  "id",
  "measured_on",
  "member_created",
  "weight_kg",
  "impedance_ohm",
  "fat_pct",
  "fat_mass_kg",
  "ffm_kg",
  "tbw_kg",
  "bp_systolic",
  "bp_diastolic",
  "pulse_bpm",
  "waist_cm",
] as const;

export type SeriesRow = Pick<WeightRow, (typeof WEIGHT_COLUMNS)[number]>;

/** Every weigh-in of a patient, oldest first (two years is a few hundred rows). */
const seriesRows = preparedRead(["patientId"], (a: { patientId: number }) => db.selectFrom("weights").select(WEIGHT_COLUMNS).where("user_id", "=", a.patientId).orderBy("measured_on").orderBy("id"));

export async function series(conn: Db, patientId: number): Promise<SeriesRow[]> {
  return seriesRows(conn, { patientId });
}

export const r1 = (n: number | null) => (n === null ? null : roundTo(n, 1));

function historyRows(rows: SeriesRow[], heightCm: number | null, units: Units): WeightHistoryRow[] {
  const first = rows[0];
  const wt = (kg: number | null) => weightOf(kg, units);
  return rows.map((w, i) => {
    const bmi = bmiOf(w.weight_kg, heightCm);
    return {
      id: w.id,
      start_date: w.measured_on,
      weight: wt(w.weight_kg)!,
      bmi: r1(bmi),
      bp: w.bp_systolic !== null && w.bp_diastolic !== null ? `${w.bp_systolic}/${w.bp_diastolic}` : null,
      bp_systolic: w.bp_systolic,
      bp_diastolic: w.bp_diastolic,
      fat: r1(w.fat_pct),
      fat_mass: wt(w.fat_mass_kg),
      ffm: wt(w.ffm_kg),
      tbw: wt(w.tbw_kg),
      pulse: w.pulse_bpm,
      waist: lengthOf(w.waist_cm, units),
      impedance: w.impedance_ohm === null ? null : roundTo(w.impedance_ohm, 0),
      w_delta: i === 0 ? null : wt(w.weight_kg - rows[i - 1].weight_kg),
      w_delta_total: wt(w.weight_kg - first.weight_kg)!,
      member_created: w.member_created !== 0,
    };
  });
}

/**
 * A page of the history, newest first: every weigh-in, or only the member's own
 * (`memberCreated` true, the My Weight Entries tab) or only the clinic's (false). Deltas are
 * always against the whole series, so a member entry's change is since the weigh-in before it.
 */
export async function weightHistory(viewer: Viewer, page: HistoryPage, units: Units = "imperial"): Promise<Page<WeightHistoryRow>> {
  const [rows, profile] = await Promise.all([series(db, viewer.id), getBodyProfile(db, viewer.id)]);
  return historyPage(rows, profile, page, units);
}

type HistoryPage = { memberCreated?: boolean; limit: number; offset: number };

function historyPage(rows: SeriesRow[], profile: BodyProfile, page: HistoryPage, units: Units): Page<WeightHistoryRow> {
  let all = historyRows(rows, profile.height_cm, units);
  if (page.memberCreated !== undefined) all = all.filter((r) => r.member_created === page.memberCreated);
  all.reverse();
  return { count: all.length, results: all.slice(page.offset, page.offset + page.limit) };
}

/** One weigh-in of the member's own (an entry the clinic made is not theirs to change). */
export const getOwnWeight = (viewer: Viewer, id: number, units: Units = "imperial") => ownWeight(db, viewer.id, id, units);

export async function ownWeight(conn: Db, patientId: number, id: number, units: Units = "imperial"): Promise<WeightHistoryRow | null> {
  const row = await weightRow(conn, patientId, id, units);
  return row && row.member_created ? row : null;
}

/** One weigh-in of a patient, of either kind, as the history shows it (in `units`). */
export async function weightRow(conn: Db, patientId: number, id: number, units: Units = "imperial"): Promise<WeightHistoryRow | null> {
  const [rows, profile] = await Promise.all([series(conn, patientId), getBodyProfile(conn, patientId)]);
  return historyRows(rows, profile.height_cm, units).find((r) => r.id === id) ?? null;
}

export type ChartPoint = z.infer<typeof apiShapes.chartPoint>;

export interface CompositionPoint {
  x: string;
  fat: number | null;
  fat_mass: number | null;
  ffm: number | null;
  tbw: number | null;
  waist: number | null;
}

export type ProgressOverview = z.infer<typeof apiShapes.overview>;

/** What a glance at the weight needs of each weigh-in (the /home block): three of its columns. */
const GLANCE_COLUMNS = ["measured_on", "weight_kg", "member_created"] as const;
type GlanceRow = Pick<WeightRow, (typeof GLANCE_COLUMNS)[number]>;

const glanceRows = preparedRead(["patientId"], (a: { patientId: number }) => db.selectFrom("weights").select(GLANCE_COLUMNS).where("user_id", "=", a.patientId).orderBy("measured_on").orderBy("id"));

/** The weight now, its change, trend and goal, and the chart: the overview's part a glance shows. */
export type WeightGlance = Pick<ProgressOverview, "units" | "current" | "change" | "trend" | "trend_28d" | "goal_weight" | "to_goal" | "weight_chart">;

function glanceOf(rows: GlanceRow[], trend: number[], goalKg: number | null, units: Units): WeightGlance {
  const wt = (kg: number | null) => weightOf(kg, units);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const points: ChartPoint[] = rows.map((r, i) => ({
    x: r.measured_on,
    y: wt(r.weight_kg)!,
    z: r.member_created ? 1 : 0,
    trend: wt(trend[i])!,
  }));
  // The same measure the care team's rate reads (app/clinical/flags.ts), so both show one number.
  const change28 = trendChange(rows.map((r) => r.measured_on), trend, 28);
  return {
    units,
    current: last ? { date: last.measured_on, weight: wt(last.weight_kg)! } : null,
    change: first ? wt(last.weight_kg - first.weight_kg) : null,
    trend: last ? wt(trend[trend.length - 1]) : null,
    trend_28d: change28 === null ? null : wt(change28),
    goal_weight: wt(goalKg),
    to_goal: goalKg !== null && last ? Math.max(0, wt(last.weight_kg - goalKg)!) : null,
    weight_chart: chartWindow(points),
  };
}

const trendOf = (rows: GlanceRow[]) => trendLine(rows.map((r) => ({ day: r.measured_on, kg: r.weight_kg })));

function overviewOf(rows: SeriesRow[], profile: BodyProfile, units: Units): ProgressOverview {
  const wt = (kg: number | null) => weightOf(kg, units);
  const glance = glanceOf(rows, trendOf(rows), profile.goal_weight_kg, units);
  const first = rows[0];
  const last = rows[rows.length - 1];
  const composition = rows
    .filter((r) => r.fat_pct !== null || r.fat_mass_kg !== null || r.ffm_kg !== null || r.tbw_kg !== null || r.waist_cm !== null)
    .map((r) => ({ x: r.measured_on, fat: r1(r.fat_pct), fat_mass: wt(r.fat_mass_kg), ffm: wt(r.ffm_kg), tbw: wt(r.tbw_kg), waist: lengthOf(r.waist_cm, units) }));
  const bmi = last ? bmiOf(last.weight_kg, profile.height_cm) : null;
  const heightIn = inOf(profile.height_cm);
  return {
    ...glance,
    entries: rows.length,
    start: first ? { date: first.measured_on, weight: wt(first.weight_kg)! } : null,
    change_pct: first ? roundTo(((last.weight_kg - first.weight_kg) / first.weight_kg) * 100, 1) : null,
    height_in: heightIn,
    height: lengthOf(profile.height_cm, units),
    height_label: heightIn === null ? null : units === "metric" ? `${roundTo(profile.height_cm!, 0)} cm` : feetAndInches(heightIn),
    bmi: r1(bmi),
    bmi_category: bmi === null ? null : bmiCategory(bmi),
    detail_chart: chartWindow(composition),
  };
}

/**
 * The /home weight block: the overview's glance, from three columns of each weigh-in rather
 * than all thirteen (issue 28).
 */
export async function weightGlance(viewer: Viewer, units: Units = "imperial"): Promise<WeightGlance> {
  const [rows, profile] = await Promise.all([glanceRows(db, { patientId: viewer.id }), getBodyProfile(db, viewer.id)]);
  return glanceOf(rows, trendOf(rows), profile.goal_weight_kg, units);
}

/** What /progress and GET /api/progress show above the tables. */
export async function progressOverview(viewer: Viewer, units: Units = "imperial"): Promise<ProgressOverview> {
  const [rows, profile] = await Promise.all([series(db, viewer.id), getBodyProfile(db, viewer.id)]);
  return overviewOf(rows, profile, units);
}

/**
 * The /progress loader's data in one read of the series: the overview and a page of one tab.
 */
export async function progressPage(viewer: Viewer, tab: HistoryPage, units: Units = "imperial") {
  return weightProgress(db, viewer.id, tab, units);
}

/** One patient's /progress (overview and a page of weigh-ins), read through `conn`: the care team's record shows the same. */
export async function weightProgress(conn: Db, patientId: number, tab: HistoryPage, units: Units) {
  const [rows, profile] = await Promise.all([series(conn, patientId), getBodyProfile(conn, patientId)]);
  return { overview: overviewOf(rows, profile, units), history: historyPage(rows, profile, tab, units) };
}

/**
 * GET /api/statistics (spec part 1 §7, §9): the weight-history chart points (first plus last 11)
 * and the change since the first. The clinic's weigh-ins only, unless `includeMemberEntries`
 * (`member_created=True`, what the apps send) adds the member's own, marked z = 1.
 */
export async function weightStatistics(viewer: Viewer, includeMemberEntries: boolean, units: Units = "imperial") {
  let q = db.selectFrom("weights").select(["measured_on", "weight_kg", "member_created"]).where("user_id", "=", viewer.id);
  if (!includeMemberEntries) q = q.where("member_created", "=", 0);
  const rows = await q.orderBy("measured_on").orderBy("id").execute();
  const points = rows.map((r) => ({ x: r.measured_on, y: weightOf(r.weight_kg, units)!, z: (r.member_created ? 1 : 0) as 0 | 1 }));
  const change = rows.length ? weightOf(rows[rows.length - 1].weight_kg - rows[0].weight_kg, units)! : 0;
  return { weight_chart: chartWindow(points), weight_change: change };
}
