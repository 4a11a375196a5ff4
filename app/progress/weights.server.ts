import { awardBadges, type Earning } from "~/badges/award.server";
import { db, nowIso } from "~/db/db.server";
import type { WeightRow } from "~/db/tables/body";
import { isFutureDay, todayIn } from "~/domain/calendar";
import { done, forbidden, invalid, notFound, type Db, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { isAdmin } from "~/domain/users";
import { bmiCategory, bmiOf } from "./bmi";
import { PROGRESS_MSG, type WeightEntryInput } from "./schemas";
import { chartWindow, trendLine } from "./trend";
import { feetAndInches, inOf, inToCm, kgToLb, lbOf, lbToKg, roundTo } from "~/domain/units";

/**
 * Weigh-ins and the body profile (spec part 3 §2 "Weight progress", §3, §7 Weight). The clinic's
 * weigh-ins at appointments (member_created 0, the spec's z = 0) and the member's own entries
 * (1). Stored in kilograms and centimetres, shown in pounds and inches; every write that could
 * earn a badge awards it in the same transaction (app/badges/award.server.ts).
 */

export { WEIGHT_PAGE_SIZE } from "./schemas";

/** One row of the Weight History Table (spec part 3 §3), in display units. */
export interface WeightHistoryRow {
  id: number;
  start_date: string;
  /** Pounds. */
  weight: number;
  bmi: number | null;
  /** "120/80", or null. */
  bp: string | null;
  bp_systolic: number | null;
  bp_diastolic: number | null;
  /** Per cent. */
  fat: number | null;
  /** Pounds. */
  fat_mass: number | null;
  ffm: number | null;
  tbw: number | null;
  pulse: number | null;
  /** Inches. */
  waist: number | null;
  impedance: number | null;
  /** Pounds since the previous weigh-in of any kind (null for the first). */
  w_delta: number | null;
  /** Pounds since the first weigh-in. */
  w_delta_total: number;
  member_created: boolean;
}

export interface BodyProfile {
  height_cm: number | null;
  goal_weight_kg: number | null;
}

async function getBodyProfile(conn: Db, patientId: number): Promise<BodyProfile> {
  const row = await conn.selectFrom("body_profiles").select(["height_cm", "goal_weight_kg"]).where("user_id", "=", patientId).executeTakeFirst();
  return row ?? { height_cm: null, goal_weight_kg: null };
}

const WEIGHT_COLUMNS = [
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

type SeriesRow = Pick<WeightRow, (typeof WEIGHT_COLUMNS)[number]>;

/** Every weigh-in of a patient, oldest first (two years is a few hundred rows). */
async function series(conn: Db, patientId: number): Promise<SeriesRow[]> {
  return conn.selectFrom("weights").select(WEIGHT_COLUMNS).where("user_id", "=", patientId).orderBy("measured_on").orderBy("id").execute();
}

const r1 = (n: number | null) => (n === null ? null : roundTo(n, 1));

function historyRows(rows: SeriesRow[], heightCm: number | null): WeightHistoryRow[] {
  const first = rows[0];
  return rows.map((w, i) => {
    const bmi = bmiOf(w.weight_kg, heightCm);
    return {
      id: w.id,
      start_date: w.measured_on,
      weight: lbOf(w.weight_kg)!,
      bmi: r1(bmi),
      bp: w.bp_systolic !== null && w.bp_diastolic !== null ? `${w.bp_systolic}/${w.bp_diastolic}` : null,
      bp_systolic: w.bp_systolic,
      bp_diastolic: w.bp_diastolic,
      fat: r1(w.fat_pct),
      fat_mass: lbOf(w.fat_mass_kg),
      ffm: lbOf(w.ffm_kg),
      tbw: lbOf(w.tbw_kg),
      pulse: w.pulse_bpm,
      waist: inOf(w.waist_cm),
      impedance: w.impedance_ohm === null ? null : roundTo(w.impedance_ohm, 0),
      w_delta: i === 0 ? null : roundTo(kgToLb(w.weight_kg - rows[i - 1].weight_kg), 1),
      w_delta_total: roundTo(kgToLb(w.weight_kg - first.weight_kg), 1),
      member_created: w.member_created !== 0,
    };
  });
}

/**
 * A page of the history, newest first: every weigh-in, or only the member's own
 * (`memberCreated` true, the My Weight Entries tab) or only the clinic's (false). Deltas are
 * always against the whole series, so a member entry's change is since the weigh-in before it.
 */
export async function weightHistory(viewer: Viewer, page: HistoryPage): Promise<Page<WeightHistoryRow>> {
  const [rows, profile] = await Promise.all([series(db, viewer.id), getBodyProfile(db, viewer.id)]);
  return historyPage(rows, profile, page);
}

type HistoryPage = { memberCreated?: boolean; limit: number; offset: number };

function historyPage(rows: SeriesRow[], profile: BodyProfile, page: HistoryPage): Page<WeightHistoryRow> {
  let all = historyRows(rows, profile.height_cm);
  if (page.memberCreated !== undefined) all = all.filter((r) => r.member_created === page.memberCreated);
  all.reverse();
  return { count: all.length, results: all.slice(page.offset, page.offset + page.limit) };
}

/** One weigh-in of the member's own (an entry the clinic made is not theirs to change). */
export const getOwnWeight = (viewer: Viewer, id: number) => ownWeight(db, viewer.id, id);

async function ownWeight(conn: Db, patientId: number, id: number): Promise<WeightHistoryRow | null> {
  const [rows, profile] = await Promise.all([series(conn, patientId), getBodyProfile(conn, patientId)]);
  const row = historyRows(rows, profile.height_cm).find((r) => r.id === id);
  return row && row.member_created ? row : null;
}

export interface ChartPoint {
  /** The day, YYYY-MM-DD. */
  x: string;
  /** Pounds. */
  y: number;
  /** 0: the clinic's weigh-in; 1: the member's own (spec part 3 §3). */
  z: 0 | 1;
  /** The trend line at this day, pounds (docs/decisions/0061-weight-trend.md). */
  trend: number;
}

export interface CompositionPoint {
  x: string;
  fat: number | null;
  fat_mass: number | null;
  ffm: number | null;
  tbw: number | null;
  waist: number | null;
}

export interface ProgressOverview {
  entries: number;
  start: { date: string; weight: number } | null;
  current: { date: string; weight: number } | null;
  /** Pounds, current minus start (negative: lost). */
  change: number | null;
  /** Per cent of the starting weight. */
  change_pct: number | null;
  /** The trend weight now, and its change over the last 28 days (pounds). */
  trend: number | null;
  trend_28d: number | null;
  height_in: number | null;
  height_label: string | null;
  bmi: number | null;
  bmi_category: string | null;
  goal_weight: number | null;
  /** Pounds still to lose (0 once reached), when a goal is set. */
  to_goal: number | null;
  weight_chart: ChartPoint[];
  detail_chart: CompositionPoint[];
}

function overviewOf(rows: SeriesRow[], profile: BodyProfile): ProgressOverview {
  const trend = trendLine(rows.map((r) => ({ day: r.measured_on, kg: r.weight_kg })));
  const first = rows[0];
  const last = rows[rows.length - 1];
  const points: ChartPoint[] = rows.map((r, i) => ({
    x: r.measured_on,
    y: lbOf(r.weight_kg)!,
    z: r.member_created ? 1 : 0,
    trend: lbOf(trend[i])!,
  }));
  const composition = rows
    .filter((r) => r.fat_pct !== null || r.fat_mass_kg !== null || r.ffm_kg !== null || r.tbw_kg !== null || r.waist_cm !== null)
    .map((r) => ({ x: r.measured_on, fat: r1(r.fat_pct), fat_mass: lbOf(r.fat_mass_kg), ffm: lbOf(r.ffm_kg), tbw: lbOf(r.tbw_kg), waist: inOf(r.waist_cm) }));
  let trend28: number | null = null;
  if (last) {
    const cutoff = new Date(`${last.measured_on}T00:00:00Z`);
    cutoff.setUTCDate(cutoff.getUTCDate() - 28);
    const since = cutoff.toISOString().slice(0, 10);
    let before = -1;
    for (let i = rows.length - 1; i >= 0 && before < 0; i--) if (rows[i].measured_on <= since) before = i;
    if (before >= 0) trend28 = roundTo(kgToLb(trend[trend.length - 1] - trend[before]), 1);
  }
  const bmi = last ? bmiOf(last.weight_kg, profile.height_cm) : null;
  const heightIn = inOf(profile.height_cm);
  return {
    entries: rows.length,
    start: first ? { date: first.measured_on, weight: lbOf(first.weight_kg)! } : null,
    current: last ? { date: last.measured_on, weight: lbOf(last.weight_kg)! } : null,
    change: first ? roundTo(kgToLb(last.weight_kg - first.weight_kg), 1) : null,
    change_pct: first ? roundTo(((last.weight_kg - first.weight_kg) / first.weight_kg) * 100, 1) : null,
    trend: last ? lbOf(trend[trend.length - 1]) : null,
    trend_28d: trend28,
    height_in: heightIn,
    height_label: heightIn === null ? null : feetAndInches(heightIn),
    bmi: r1(bmi),
    bmi_category: bmi === null ? null : bmiCategory(bmi),
    goal_weight: lbOf(profile.goal_weight_kg),
    to_goal: profile.goal_weight_kg !== null && last ? Math.max(0, roundTo(kgToLb(last.weight_kg - profile.goal_weight_kg), 1)) : null,
    weight_chart: chartWindow(points),
    detail_chart: chartWindow(composition),
  };
}

/** What /progress and GET /api/progress show above the tables. */
export async function progressOverview(viewer: Viewer): Promise<ProgressOverview> {
  const [rows, profile] = await Promise.all([series(db, viewer.id), getBodyProfile(db, viewer.id)]);
  return overviewOf(rows, profile);
}

/**
 * The /progress loader's data in one read of the series: the overview and a page of one tab.
 */
export async function progressPage(viewer: Viewer, tab: HistoryPage) {
  const [rows, profile] = await Promise.all([series(db, viewer.id), getBodyProfile(db, viewer.id)]);
  return { overview: overviewOf(rows, profile), history: historyPage(rows, profile, tab) };
}

/**
 * GET /api/statistics (spec part 1 §7, §9): the weight-history chart points (first plus last 11)
 * and the change since the first. The clinic's weigh-ins only, unless `includeMemberEntries`
 * (`member_created=True`, what the apps send) adds the member's own, marked z = 1.
 */
export async function weightStatistics(viewer: Viewer, includeMemberEntries: boolean) {
  let q = db.selectFrom("weights").select(["measured_on", "weight_kg", "member_created"]).where("user_id", "=", viewer.id);
  if (!includeMemberEntries) q = q.where("member_created", "=", 0);
  const rows = await q.orderBy("measured_on").orderBy("id").execute();
  const points = rows.map((r) => ({ x: r.measured_on, y: lbOf(r.weight_kg)!, z: (r.member_created ? 1 : 0) as 0 | 1 }));
  const change = rows.length ? roundTo(kgToLb(rows[rows.length - 1].weight_kg - rows[0].weight_kg), 1) : 0;
  return { weight_chart: chartWindow(points), weight_change: change };
}

function columnsOf(input: WeightEntryInput) {
  const kg = (lb: number | undefined) => (lb === undefined ? null : lbToKg(lb));
  return {
    weight_kg: lbToKg(input.weight),
    impedance_ohm: input.impedance ?? null,
    fat_pct: input.fat ?? null,
    fat_mass_kg: kg(input.fat_mass),
    ffm_kg: kg(input.ffm),
    tbw_kg: kg(input.tbw),
    bp_systolic: input.bp_systolic ?? null,
    bp_diastolic: input.bp_diastolic ?? null,
    pulse_bpm: input.pulse ?? null,
    waist_cm: input.waist_circumference === undefined ? null : inToCm(input.waist_circumference),
  };
}

/**
 * The columns an edit writes. A value sent back as the portal shows it (pounds and inches to one
 * decimal, fat % to one, impedance whole) keeps what is stored: editing only the pulse must not
 * round a 187.25 lb weigh-in to the 187.3 it was shown as (docs/decisions/0063: nothing stored is
 * rounded). A value that differs from what was shown is written as typed.
 */
function editedColumns(stored: SeriesRow, input: WeightEntryInput) {
  const next = columnsOf(input);
  const kept = <K extends "weight_kg" | "fat_mass_kg" | "ffm_kg" | "tbw_kg" | "waist_cm" | "fat_pct" | "impedance_ohm">(
    column: K,
    typed: number | undefined,
    shown: (v: number | null) => number | null,
  ) => (typed !== undefined && stored[column] !== null && shown(stored[column]) === typed ? stored[column] : next[column]);
  return {
    ...next,
    weight_kg: kept("weight_kg", input.weight, lbOf) ?? next.weight_kg,
    fat_mass_kg: kept("fat_mass_kg", input.fat_mass, lbOf),
    ffm_kg: kept("ffm_kg", input.ffm, lbOf),
    tbw_kg: kept("tbw_kg", input.tbw, lbOf),
    waist_cm: kept("waist_cm", input.waist_circumference, inOf),
    fat_pct: kept("fat_pct", input.fat, r1),
    impedance_ohm: kept("impedance_ohm", input.impedance, (v) => (v === null ? null : roundTo(v, 0))),
  };
}

function checkEntry(viewer: Viewer, input: WeightEntryInput): Outcome<string> {
  if (isAdmin(viewer)) return forbidden;
  const today = todayIn(viewer.time_zone);
  const day = input.date ?? today;
  if (isFutureDay(day, viewer.time_zone)) return invalid({ date: [PROGRESS_MSG.futureDate] });
  return done(day);
}

export interface WeightWrite {
  row: WeightHistoryRow;
  /** Badges this write earned (for a congratulation). */
  awarded: Earning[];
}

/** POST /api/progress/add_weight and the Add Weight panel: the member's own entry. */
export async function addWeight(viewer: Viewer, input: WeightEntryInput): Promise<Outcome<WeightWrite>> {
  const day = checkEntry(viewer, input);
  if (!day.ok) return day;
  const written = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const { id } = await trx
      .insertInto("weights")
      .values({ user_id: viewer.id, measured_on: day.data, member_created: 1, ...columnsOf(input), created_by: viewer.id, created_at: now, updated_at: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const awarded = await awardBadges(trx, viewer.id, ["weights"]);
    return { id, awarded };
  });
  const row = await ownWeight(db, viewer.id, written.id);
  return done({ row: row!, awarded: written.awarded });
}

/** Changes one of the member's own entries (the clinic's weigh-ins are not theirs: not found). */
export async function updateWeight(viewer: Viewer, id: number, input: WeightEntryInput): Promise<Outcome<WeightWrite>> {
  const day = checkEntry(viewer, input);
  if (!day.ok) return day;
  const written = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom("weights")
      .select(WEIGHT_COLUMNS)
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .where("member_created", "=", 1)
      .executeTakeFirst();
    if (!stored) return null;
    await trx
      .updateTable("weights")
      .set({ measured_on: day.data, ...editedColumns(stored, input), updated_at: nowIso() })
      .where("id", "=", id)
      .execute();
    return { awarded: await awardBadges(trx, viewer.id, ["weights"]) };
  });
  if (!written) return notFound;
  const row = await ownWeight(db, viewer.id, id);
  return done({ row: row!, awarded: written.awarded });
}

/** Deletes one of the member's own entries; badges it alone earned go with it. */
export async function deleteWeight(viewer: Viewer, id: number): Promise<Outcome<null>> {
  if (isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .deleteFrom("weights")
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .where("member_created", "=", 1)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return notFound;
    await awardBadges(trx, viewer.id, ["weights"]);
    return done(null);
  });
}

async function saveProfile(conn: Db, patientId: number, values: Partial<{ height_cm: number; height_set_by: number; goal_weight_kg: number | null }>) {
  const now = nowIso();
  await conn
    .insertInto("body_profiles")
    .values({ user_id: patientId, height_cm: null, goal_weight_kg: null, height_set_by: null, ...values, updated_at: now })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ ...values, updated_at: now }))
    .execute();
}

/**
 * A member's height, asked once: it belongs to the clinic record, so a member may give it only
 * while none is recorded.
 */
export async function setOwnHeight(viewer: Viewer, heightIn: number): Promise<Outcome<null>> {
  if (isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const profile = await getBodyProfile(trx, viewer.id);
    if (profile.height_cm !== null) return invalid({ height: [PROGRESS_MSG.heightOnRecord] });
    await saveProfile(trx, viewer.id, { height_cm: inToCm(heightIn), height_set_by: viewer.id });
    return done(null);
  });
}

/** The member's goal weight in pounds, or null to remove it. */
export async function setGoalWeight(viewer: Viewer, goalLb: number | null): Promise<Outcome<null>> {
  if (isAdmin(viewer)) return forbidden;
  await saveProfile(db, viewer.id, { goal_weight_kg: goalLb === null ? null : lbToKg(goalLb) });
  return done(null);
}

/** GET /api/progress/profile: the member's height (inches) and goal weight (pounds), as they are shown. */
export async function bodyProfile(viewer: Viewer): Promise<{ height: number | null; goal_weight: number | null }> {
  const p = await getBodyProfile(db, viewer.id);
  return { height: inOf(p.height_cm), goal_weight: lbOf(p.goal_weight_kg) };
}
