import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { addDays } from "~/domain/calendar";
import type { Db, Viewer } from "~/domain/outcome";
import { translate } from "~/i18n/i18n.server";
import type { GroupBy, TimeSpan } from "./codes";
import { chartBuckets, dayTotalsOf, spanStart, summaryRows, type DayTotal } from "./summaries";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * My History (spec part 3 §2): the chart of minutes and calories with its filters, and the
 * Calories Burned summary by week. One indexed query of a member's rows per day; the sums and
 * buckets are app/fitness/summaries.ts.
 */

export const SERIES_COLORS = { minutes: "#12807a", calories: "#b4531a" } as const;

export type HistoryGraph = z.infer<typeof apiShapes.historyChart>;

async function firstDay(userId: number, exercise?: number | null): Promise<string | null> {
  let q = db.selectFrom("exercise_logs").select((eb) => eb.fn.min<string>("done_on").as("first")).where("user_id", "=", userId);
  if (exercise) q = q.where("exercise_id", "=", exercise);
  const row = await q.executeTakeFirst();
  return row?.first ?? null;
}

async function totalsPerDay(conn: Db, userId: number, from: string, to: string, exercise?: number | null): Promise<Map<string, DayTotal>> {
  let q = conn
    .selectFrom("exercise_logs")
    .select(["done_on", (eb) => eb.fn.sum<number>("minutes").as("minutes"), (eb) => eb.fn.sum<number | null>("calories_kcal").as("calories")])
    .where("user_id", "=", userId)
    .where("done_on", ">=", from)
    .where("done_on", "<=", to);
  if (exercise) q = q.where("exercise_id", "=", exercise);
  const rows = await q.groupBy("done_on").execute();
  return dayTotalsOf(rows.map((r) => ({ done_on: r.done_on, minutes: Number(r.minutes), calories: r.calories === null ? null : Number(r.calories) })));
}

/** The exercises a member has logged, by name. */
export async function loggedExercises(userId: number): Promise<{ id: number; name: string }[]> {
  return db
    .selectFrom("exercises as e")
    .select(["e.id", "e.name"])
    .where("e.id", "in", (eb) => eb.selectFrom("exercise_logs").select("exercise_id").where("user_id", "=", userId))
    .orderBy(byName(db, "e.name"))
    .orderBy("e.id")
    .execute();
}

/** The chart of a member's logs; its title and series are named in `language` (the page's, or the API caller's). */
export async function historyGraph(viewer: Viewer, q: { time_span: TimeSpan; group_by: GroupBy; exercise: number | null }, today: string, language: string): Promise<HistoryGraph> {
  const first = q.time_span === "all" ? await firstDay(viewer.id, q.exercise) : null;
  const from = q.time_span === "all" ? (first && first <= today ? first : today) : spanStart(today, Number(q.time_span));
  const [totals, exercise] = await Promise.all([totalsPerDay(db, viewer.id, from, today, q.exercise), loggedExercises(viewer.id)]);
  const buckets = chartBuckets(totals, from, today, q.group_by);
  const picked = q.exercise ? exercise.find((e) => e.id === q.exercise)?.name : null;
  return {
    chart_title: translate(language, `fitness:history.chartTitle.${q.group_by}.${q.time_span}`, { exercise: picked ?? translate(language, "fitness:history.allExercises") }),
    data_categories: buckets.categories,
    data_series: [
      { name: translate(language, "fitness:chart.minutes"), color: SERIES_COLORS.minutes, unit: "min", data: buckets.categories.map((x, i) => ({ x, y: buckets.minutes[i] })) },
      { name: translate(language, "fitness:chart.calories"), color: SERIES_COLORS.calories, unit: "kcal", data: buckets.categories.map((x, i) => ({ x, y: buckets.calories[i] })) },
    ],
    exercise,
    start_date: from,
    end_date: today,
    group_by: q.group_by,
  };
}

/** Calories burned by week, newest week first (the list's count and links are the route's). */
export type HistorySummary = Omit<z.infer<typeof apiShapes.caloriesByWeek>, "count" | "next" | "previous">;

/** Calories burned by week: the last `days` days, or all history (GET /api/history_summary?days_to_do=). */
export async function historySummary(viewer: Viewer, days: number | null, today: string): Promise<HistorySummary> {
  // Weeks before the member's first log are left out: they only ever hold zeros.
  const first = (await firstDay(viewer.id)) ?? today;
  const from = days ? addDays(today, -(days - 1)) : first;
  const later = from > first ? from : first;
  const start = later < today ? later : today;
  const rows = summaryRows(await totalsPerDay(db, viewer.id, start, today), start, today);
  return { start_date: start, end_date: today, results: rows, total: rows.reduce((a, r) => a + r.total, 0) };
}

/** Fitness home's Track My Results: minutes and calories per week for the last `weeks` weeks. */
export async function recentWeeks(viewer: Viewer, weeks: number, today: string) {
  return exerciseWeeks(db, viewer.id, weeks, today);
}

/** One patient's exercise minutes and calories by week, the last `weeks` weeks to `today`, read through `conn` (the care team's record). */
export async function exerciseWeeks(conn: Db, patientId: number, weeks: number, today: string) {
  const from = spanStart(today, weeks);
  return chartBuckets(await totalsPerDay(conn, patientId, from, today), from, today, "week");
}
