import { addDays } from "~/domain/calendar";
import { apportion, shown } from "~/domain/rounding";
import { fluidOf, kgToLb, weightOf, type Units } from "~/domain/units";
import { GOAL_KINDS, JOURNAL_NUTRIENTS, type GoalKey } from "~/journal/codes";
import type { JournalGoal, JournalSummary } from "~/journal/types";
import { SYMPTOMS, type Symptom } from "~/medications/codes";
import { lastIndexOnOrBefore, trendLine } from "~/clinical/trend";
import { isFluid, MEASURES, measureIn, measureOf, type MeasureKey } from "./codes";
import { periodsOf, type DayRange, type Period } from "./periods";
import type { Group } from "./codes";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * A report's arithmetic, pure (docs/decisions/0220): each day of the journal as the journal shows
 * it, then each period's averages over its days logged, the goals in force on those days, the
 * exercise done and the weight trend. The server module reads the rows (intake.server.ts); the
 * page, the API, the CSV and the PDF all show what this returns.
 *
 * "A week's average is the average of its days as shown": a day's value is rounded as the
 * journal shows it (its unit's decimals, decision 0111), a period's average is the mean of those
 * values over the days logged, rounded once more the same way. Exercise minutes and calories are
 * sums of the days as shown (the fitness pages' whole calories a day). Weight changes are the
 * trend's (decision 0061), apportioned so that the periods' changes add up to the range's.
 */

/** A day with food logged counts; the care panel counts "journal days" the same way. */
export interface DayFacts {
  day: string;
  logged: boolean;
  /** Each measure's total that day, unrounded (fluids in fluid ounces): shownIn rounds it as the reader's journal shows it. */
  values: Record<MeasureKey, number>;
  goal: JournalGoal | null;
  minutes: number;
  /** Whole kcal, as the journal's "burned" line shows it. */
  burned: number;
  /** The day's worst side effect of the medicines' check-in, or null. */
  side_effect: SideEffectMark | null;
}

/** A side effect as the check-in records it: a symptom and its severity, 1 (very mild) to 5 (severe). */
export interface SideEffectMark {
  symptom: Symptom;
  severity: number;
}

/** Which of two marks is worse: the more severe; at the same severity, the symptom the check-in lists first. */
export const worseThan = (a: SideEffectMark, b: SideEffectMark) => a.severity > b.severity || (a.severity === b.severity && SYMPTOMS.indexOf(a.symptom) < SYMPTOMS.indexOf(b.symptom));

/** The worst mark of each day's check-ins. */
export function worstByDay(rows: readonly (SideEffectMark & { day: string })[]): Map<string, SideEffectMark> {
  const out = new Map<string, SideEffectMark>();
  for (const r of rows) {
    const mark = { symptom: r.symptom, severity: r.severity };
    const seen = out.get(r.day);
    if (!seen || worseThan(mark, seen)) out.set(r.day, mark);
  }
  return out;
}

export type ReportRow = z.infer<typeof apiShapes.reportRow>;

/** A patient's weigh-ins and their trend (kilograms), oldest first. */
export interface WeightSeries {
  days: string[];
  trendKg: number[];
}

/** Weigh-ins (oldest first) with the progress area's trend line through them. */
export function weightSeriesOf(rows: readonly { measured_on: string; weight_kg: number }[]): WeightSeries {
  return { days: rows.map((r) => r.measured_on), trendKg: trendLine(rows.map((r) => ({ day: r.measured_on, kg: r.weight_kg }))) };
}

const nutrientIndex = (column: string) => JOURNAL_NUTRIENTS.findIndex((n) => n.column === column);
const SUMMARY_FIELD = Object.fromEntries(GOAL_KINDS.map((k) => [k.key, k.summary])) as Record<GoalKey, keyof JournalSummary>;
const GOAL_FIELD = Object.fromEntries(GOAL_KINDS.map((k) => [k.key, k.goal])) as Record<GoalKey, keyof JournalGoal>;
const GOAL_KEYS = GOAL_KINDS.map((k) => k.key);

/** A day's value of a measure, unrounded as the journal's summary holds it. */
function summaryValue(s: JournalSummary, key: MeasureKey): number {
  const i = nutrientIndex(key);
  if (i >= 0) return s.nut[i]?.data ?? 0;
  return Number(s[SUMMARY_FIELD[key as GoalKey]] ?? 0);
}

/** The journal's days (summarizeDays) with the goals in force and the exercise minutes, as the report reads them. */
export function dayFacts(
  summaries: readonly JournalSummary[],
  goals: readonly JournalGoal[],
  minutes: ReadonlyMap<string, number>,
  sideEffects: ReadonlyMap<string, SideEffectMark> = new Map(),
): DayFacts[] {
  const goalById = new Map(goals.map((g) => [g.id, g]));
  return summaries.map((s) => ({
    day: s.date,
    logged: s.entries > 0,
    values: Object.fromEntries(MEASURES.map((m) => [m.key, summaryValue(s, m.key)])) as Record<MeasureKey, number>,
    goal: s.goal === null ? null : (goalById.get(s.goal) ?? null),
    minutes: minutes.get(s.date) ?? 0,
    burned: s.calories_burned ?? 0,
    side_effect: sideEffects.get(s.date) ?? null,
  }));
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

/** A day's value (or goal) of a measure as the reader's journal shows it: fluids in their units (whole mL, or oz to the hundredth), each to its decimals. */
function shownIn(key: MeasureKey, value: number, units: Units): number {
  return isFluid(key) && units === "metric" ? fluidOf(value, units) : shown(value, measureOf(key).decimals);
}

/** The days of a range as the reader's journal shows them (decision 0220: a day first, as shown). */
function asShown(days: readonly DayFacts[], units: Units): DayFacts[] {
  return days.map((d) => ({ ...d, values: Object.fromEntries(MEASURES.map((m) => [m.key, shownIn(m.key, d.values[m.key], units)])) as Record<MeasureKey, number> }));
}

function averagesOf(days: DayFacts[], units: Units): Record<MeasureKey, number | null> {
  const logged = days.filter((d) => d.logged);
  return Object.fromEntries(
    MEASURES.map((m) => [m.key, logged.length ? shown(mean(logged.map((d) => d.values[m.key])), measureIn(m, units).decimals) : null]),
  ) as Record<MeasureKey, number | null>;
}

/** The goals of the days logged; with none logged, the goal in force on the period's last day. */
function goalsOf(days: DayFacts[], units: Units): Record<GoalKey, number | null> {
  let withGoal = days.filter((d) => d.logged && d.goal !== null);
  if (withGoal.length === 0 && days.length && days[days.length - 1].goal) withGoal = [days[days.length - 1]];
  const goalOf = (k: GoalKey) => shown(mean(withGoal.map((d) => shownIn(k, Number(d.goal![GOAL_FIELD[k]]), units))), measureIn(measureOf(k), units).decimals);
  return Object.fromEntries(GOAL_KEYS.map((k) => [k, withGoal.length ? goalOf(k) : null])) as Record<GoalKey, number | null>;
}

/** The trend on a day: at the last weigh-in on or before it (null before the first). */
function trendOn(w: WeightSeries, day: string): number | null {
  const i = lastIndexOnOrBefore(w.days, day);
  return i < 0 ? null : w.trendKg[i];
}

/** What the range's weight changes are measured from: the trend the day before it, else at its first weigh-in. */
function baselineOf(w: WeightSeries, r: DayRange): number | null {
  const before = trendOn(w, addDays(r.from, -1));
  if (before !== null) return before;
  const first = w.days.findIndex((d) => d >= r.from && d <= r.to);
  return first < 0 ? null : w.trendKg[first];
}

const inUnits = (kg: number, units: Units) => (units === "metric" ? kg : kgToLb(kg));

interface WeightCell {
  weight_trend: number | null;
  weight_change: number | null;
  weigh_ins: number;
}

/** Each period's trend and change, and the range's; the periods' changes add up to the range's as shown. */
function weightCells(w: WeightSeries, r: DayRange, periods: Period[], units: Units): { rows: WeightCell[]; total: WeightCell } {
  const base = baselineOf(w, r);
  let ref = base;
  const raw = periods.map((p) => {
    const end = trendOn(w, p.to);
    const change = end === null || ref === null ? null : end - ref;
    if (end !== null) ref = end;
    return { end, change, weigh_ins: w.days.filter((d) => d >= p.from && d <= p.to).length };
  });
  const endKg = trendOn(w, r.to);
  const totalKg = endKg === null || base === null ? null : endKg - base;
  const known = raw.map((x, i) => ({ i, v: x.change })).filter((x): x is { i: number; v: number } => x.v !== null);
  const parts = totalKg === null ? [] : apportion(known.map((x) => inUnits(x.v, units)), 1, inUnits(totalKg, units));
  const changes = new Map(known.map((x, k) => [x.i, parts[k] ?? null]));
  return {
    rows: raw.map((x, i) => ({ weight_trend: weightOf(x.end, units), weight_change: changes.get(i) ?? null, weigh_ins: x.weigh_ins })),
    total: {
      weight_trend: weightOf(endKg, units),
      // The parts' sum, so the rows add up to it exactly; the rounded change when no period has one.
      weight_change: totalKg === null ? null : parts.length ? shown(parts.reduce((a, b) => a + b, 0), 1) : shown(inUnits(totalKg, units), 1),
      weigh_ins: raw.reduce((a, x) => a + x.weigh_ins, 0),
    },
  };
}

/** The worst side effect of the days; the latest day of the worst. */
function worstOf(days: DayFacts[]): ReportRow["worst_side_effect"] {
  let worst: ReportRow["worst_side_effect"] = null;
  for (const d of days) if (d.side_effect && (!worst || d.side_effect.severity >= worst.severity)) worst = { ...d.side_effect, day: d.day };
  return worst;
}

function rowOf(p: Period, days: DayFacts[], weight: WeightCell, units: Units): ReportRow {
  return {
    period: p.start,
    from: p.from,
    to: p.to,
    days: days.length,
    days_logged: days.filter((d) => d.logged).length,
    averages: averagesOf(days, units),
    goals: goalsOf(days, units),
    exercise_minutes: days.reduce((a, d) => a + d.minutes, 0),
    exercise_calories: days.reduce((a, d) => a + d.burned, 0),
    ...weight,
    worst_side_effect: worstOf(days),
  };
}

/** A range's rows by `group`, and the whole range as one row. `days` may reach beyond the range (the comparison's). */
export function reportRows(days: readonly DayFacts[], weights: WeightSeries, r: DayRange, group: Group, units: Units): { rows: ReportRow[]; total: ReportRow } {
  const inRange = asShown(
    days.filter((d) => d.day >= r.from && d.day <= r.to),
    units,
  );
  const periods = periodsOf(r, group);
  const weight = weightCells(weights, r, periods, units);
  let i = 0;
  const rows = periods.map((p, k) => {
    const own: DayFacts[] = [];
    while (i < inRange.length && inRange[i].day <= p.to) own.push(inRange[i++]);
    return rowOf(p, own, weight.rows[k], units);
  });
  return { rows, total: rowOf({ start: r.from, from: r.from, to: r.to }, inRange, weight.total, units) };
}
