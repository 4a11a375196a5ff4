import { addDays, daysBetween, weekStart } from "~/domain/calendar";
import type { ActivityType } from "./codes";

/**
 * The arithmetic of history, summaries and weekly goals, kept pure (no database) so it is tested
 * on its own. The server modules fetch a member's rows and hand them here.
 */

export interface DayTotal {
  minutes: number;
  calories: number;
}

/** Rows already summed per day by the database: day → minutes and calories. */
export function dayTotalsOf(rows: { done_on: string; minutes: number | null; calories: number | null }[]): Map<string, DayTotal> {
  const out = new Map<string, DayTotal>();
  for (const r of rows) {
    const t = out.get(r.done_on) ?? { minutes: 0, calories: 0 };
    t.minutes += r.minutes ?? 0;
    t.calories += r.calories ?? 0;
    out.set(r.done_on, t);
  }
  return out;
}

const whole = (n: number) => Math.round(n);

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * Every day from `from` to `to`, as YYYY-MM-DD. Counted on the calendar with integers: two years
 * of days is a few hundred strings, and going through Date objects for each costs more than the
 * database query behind them (scripts/bench-fitness.ts).
 */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  let y = Number(from.slice(0, 4));
  let m = Number(from.slice(5, 7));
  let d = Number(from.slice(8, 10));
  for (let day = from; day <= to; ) {
    out.push(day);
    d += 1;
    if (d > (m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1])) {
      d = 1;
      m += 1;
      if (m > 12) {
        m = 1;
        y += 1;
      }
    }
    day = `${y}-${pad(m)}-${pad(d)}`;
  }
  return out;
}

/** Whole days since 1970-01-01 (for bucketing days into weeks without Date objects per day). */
const dayNumber = (day: string) => Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))) / 86_400_000;

export interface SummaryRow {
  /** The Sunday of the week. */
  week_of: string;
  /** Calories burned (net), Sunday … Saturday. */
  days: number[];
  total: number;
}

/**
 * Calories Burned summary (spec part 3 §3 "week-of, seven day values and a total"): one row per
 * week from the week of `from` to the week of `to`, newest first. Days outside [from, to] are 0.
 */
export function summaryRows(totals: Map<string, DayTotal>, from: string, to: string): SummaryRow[] {
  if (from > to) return [];
  const days = eachDay(weekStart(from), addDays(weekStart(to), 6));
  const rows: SummaryRow[] = [];
  for (let i = 0; i < days.length; i += 7) {
    const values = days.slice(i, i + 7).map((day) => (day < from || day > to ? 0 : whole(totals.get(day)?.calories ?? 0)));
    rows.push({ week_of: days[i], days: values, total: values.reduce((a, b) => a + b, 0) });
  }
  return rows.reverse();
}

export interface ChartBuckets {
  /** The first day of each bucket (a day, or the Sunday of a week). */
  categories: string[];
  minutes: number[];
  calories: number[];
}

/** Minutes and calories per day or per week from `from` to `to`, empty buckets included. */
export function chartBuckets(totals: Map<string, DayTotal>, from: string, to: string, groupBy: "day" | "week"): ChartBuckets {
  const out: ChartBuckets = { categories: [], minutes: [], calories: [] };
  if (from > to) return out;
  if (groupBy === "day") {
    for (const day of eachDay(from, to)) {
      const t = totals.get(day);
      out.categories.push(day);
      out.minutes.push(t?.minutes ?? 0);
      out.calories.push(whole(t?.calories ?? 0));
    }
    return out;
  }
  const first = weekStart(from);
  out.categories = eachDay(first, to).filter((_, i) => i % 7 === 0);
  out.minutes = out.categories.map(() => 0);
  const calories = out.categories.map(() => 0);
  const firstNumber = dayNumber(first);
  for (const [day, t] of totals) {
    if (day < from || day > to) continue;
    const i = Math.floor((dayNumber(day) - firstNumber) / 7);
    out.minutes[i] += t.minutes;
    calories[i] += t.calories;
  }
  out.calories = calories.map(whole);
  return out;
}

/** The first day of a history span of `weeks` weeks ending today: whole weeks, this one included. */
export function spanStart(today: string, weeks: number): string {
  return addDays(weekStart(today), -7 * (weeks - 1));
}

/** Whether a day range is long enough that the chart reads better by week. */
export const longRange = (from: string, to: string) => daysBetween(from, to) > 120;

export interface WeekTotals {
  /** Minutes of cardio. */
  cardio: number;
  /** Sessions: days with at least one entry of that type (docs/decisions/0054). */
  resistance: number;
  flexibility: number;
  /** Calories burned (net), whole. */
  calories_burned: number;
}

/** A week's totals against the weekly goals. */
export function weekTotals(entries: { done_on: string; type_of_activity: ActivityType; minutes: number; calories_kcal: number | null }[]): WeekTotals {
  const resistanceDays = new Set<string>();
  const flexibilityDays = new Set<string>();
  let cardio = 0;
  let calories = 0;
  for (const e of entries) {
    if (e.type_of_activity === "Cardio") cardio += e.minutes;
    if (e.type_of_activity === "Resistance") resistanceDays.add(e.done_on);
    if (e.type_of_activity === "Flexibility") flexibilityDays.add(e.done_on);
    calories += e.calories_kcal ?? 0;
  }
  return { cardio, resistance: resistanceDays.size, flexibility: flexibilityDays.size, calories_burned: whole(calories) };
}

export interface GoalValues {
  cardio: number;
  resistance: number;
  flexibility: number;
  calories_burned: number;
}

export interface GoalProgress {
  /** Its card's heading and unit are the page's (`fitness:goals.cards.*`, `fitness:goals.units.*`). */
  key: keyof GoalValues;
  done: number;
  goal: number;
  /** 0–100: the share of the goal reached, capped at 100 (spec part 3 §9). */
  percent: number;
}

const GOAL_CARDS: { key: keyof GoalValues }[] = [{ key: "cardio" }, { key: "resistance" }, { key: "flexibility" }, { key: "calories_burned" }];

/** A goal of 0 (or none) is reached by anything, and shows 0 % until something is done. */
export function percentOf(done: number, goal: number): number {
  if (!(goal > 0)) return done > 0 ? 100 : 0;
  return Math.min(100, Math.round((done / goal) * 100));
}

export function goalProgress(goal: GoalValues | null, totals: WeekTotals): GoalProgress[] {
  return GOAL_CARDS.map((c) => {
    const target = goal?.[c.key] ?? 0;
    return { ...c, done: totals[c.key], goal: target, percent: percentOf(totals[c.key], target) };
  });
}
