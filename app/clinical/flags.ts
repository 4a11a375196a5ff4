import type { CareSummaryRow } from "~/db/tables/care";
import { addDays, daysBetween, todayIn, weekdayOf } from "~/domain/calendar";
import { lbToKg } from "~/domain/units";
import { trendChange, trendLine } from "~/clinical/trend";
import type { FlagCode } from "./flag-codes";

/**
 * The care team's flags: every rule, written once (docs/decisions/0121 says where each threshold
 * comes from). Pure: the summaries (summary.server.ts) store what the weigh-ins say, and the
 * panel and the record add what the calendar says. Every weight rule reads the same trend the
 * patient's /progress page shows (app/clinical/trend.ts), measured at the last weigh-in, so staff
 * and patient never see two numbers.
 */
export const CARE_THRESHOLDS = {
  /** After the first 4 weeks, the trend moved less than 0.5 % over the last 21 days. */
  plateau: { afterDays: 28, windowDays: 21, belowPct: 0.5 },
  /** More than 1.5 % of body weight a week, averaged over the last 2 weeks. */
  rapidLoss: { windowDays: 14, abovePctPerWeek: 1.5 },
  /** After 8 weeks, the trend 2 % or more above its lowest point since the start. */
  regain: { afterDays: 56, atLeastPct: 2 },
  /** No journal entry, exercise log or weigh-in for 7 days. */
  quiet: { days: 7 },
  /** No weigh-in for 14 days. */
  noWeighIn: { days: 14 },
  /**
   * A weigh-in more than 5 % away from the trend before it, plus what the fastest plausible loss
   * (5 lb a week, NIDDK's figure for a supervised very-low-calorie diet; decision 0173) could do
   * over the days since the last weigh-in, counted for at most 12 weeks (such a diet's usual length).
   */
  implausible: { abovePct: 5, plausibleLbPerWeek: 5, maxGapWeeks: 12 },
  /**
   * A patient's message still unanswered when the clinic's next working day after the day it was
   * sent has ended: more than one working day (Monday to Friday on the clinic's calendar;
   * docs/decisions/0210, issue 39).
   */
  unanswered: { workingDays: 1, weekend: [0, 6] },
} as const;

/** A weigh-in as the rules read it (oldest first; same-day entries in the order made). */
export interface WeighIn {
  id: number;
  day: string;
  kg: number;
  /** The patient's own entry (1), or the clinic's (0). */
  member: boolean;
  /** Confirmed far from the trend and not yet reviewed by staff (weights.needs_review). */
  held?: boolean;
}

/** What the weigh-ins say, as the summary stores it (kilograms, clinic days; app/db/tables/care.ts). */
export type SeriesFacts = Pick<
  CareSummaryRow,
  | "start_day"
  | "start_kg"
  | "trend_kg"
  | "trend_low_kg"
  | "trend_28d_kg"
  | "last_weigh_in_day"
  | "plateau_since"
  | "rapid_loss_since"
  | "regain_since"
  | "implausible_since"
  | "implausible_weight_id"
>;

const pct = (part: number, whole: number) => (part / whole) * 100;

/** How far a weight is from a trend, in per cent of the trend. */
export const offTrendPct = (kg: number, trendKg: number) => Math.abs(pct(kg - trendKg, trendKg));

/**
 * How far from the trend (per cent of it) a weigh-in may be, `gapDays` after the weigh-in before
 * it: 5 %, plus the plausible rate over the gap. The same day, 5 %; a week later, 5 % and 5 lb;
 * six weeks later, 5 % and 30 lb (20 % of 200 lb); never more than twelve weeks' worth.
 */
export function allowedOffTrendPct(trendKg: number, gapDays: number): number {
  const T = CARE_THRESHOLDS.implausible;
  const weeks = Math.min(Math.max(gapDays, 0), T.maxGapWeeks * 7) / 7;
  return T.abovePct + pct(lbToKg(T.plausibleLbPerWeek) * weeks, trendKg);
}

/** The implausible-entry rule: farther from the trend before it than the gap allows. */
export const isImplausible = (kg: number, trendKg: number, gapDays: number) => offTrendPct(kg, trendKg) > allowedOffTrendPct(trendKg, gapDays);

/**
 * The implausible-entry rule at the moment of entering one on `day`: the trend of the weigh-ins
 * before it (on or before its day), how far from it the gap since the last of them allows, and
 * whether the new weight is farther. Null: nothing to compare with (a first weigh-in).
 */
export function entryCheck(before: readonly WeighIn[], kg: number, day: string): { trendKg: number; allowedPct: number; implausible: boolean } | null {
  if (before.length === 0) return null;
  const trend = trendLine(before.map((w) => ({ day: w.day, kg: w.kg })));
  const trendKg = trend[trend.length - 1];
  const gap = daysBetween(before[before.length - 1].day, day);
  return { trendKg, allowedPct: allowedOffTrendPct(trendKg, gap), implausible: isImplausible(kg, trendKg, gap) };
}

/**
 * Each weight rule at each weigh-in of the series; a flag's `since` is the first weigh-in of the
 * run it is still in at the last one (a rule that holds, stops holding and holds again starts a
 * new run). The implausible flag is the latest of the patient's own entries (or of the clinic's
 * still held for review) that was too far from the trend before it, for the gap since the one
 * before: it stays until staff review it or the entry is corrected.
 */
export function seriesFacts(series: readonly WeighIn[]): SeriesFacts {
  const none: SeriesFacts = {
    start_day: null,
    start_kg: null,
    trend_kg: null,
    trend_low_kg: null,
    trend_28d_kg: null,
    last_weigh_in_day: null,
    plateau_since: null,
    rapid_loss_since: null,
    regain_since: null,
    implausible_since: null,
    implausible_weight_id: null,
  };
  if (series.length === 0) return none;
  const T = CARE_THRESHOLDS;
  const days = series.map((w) => w.day);
  const trend = trendLine(series.map((w) => ({ day: w.day, kg: w.kg })));
  const start = days[0];
  const runs = { plateau: null as string | null, rapid: null as string | null, regain: null as string | null };
  let low = trend[0];
  let implausible: WeighIn | null = null;
  for (let k = 0; k < series.length; k++) {
    const day = days[k];
    low = Math.min(low, trend[k]);
    const age = daysBetween(start, day);
    const moved = trendChange(days, trend, T.plateau.windowDays, k);
    const plateau = age >= T.plateau.afterDays && moved !== null && Math.abs(pct(moved, trend[k] - moved)) < T.plateau.belowPct;
    const lost = trendChange(days, trend, T.rapidLoss.windowDays, k);
    const weeks = T.rapidLoss.windowDays / 7;
    const rapid = lost !== null && pct(-lost, trend[k] - lost) / weeks > T.rapidLoss.abovePctPerWeek;
    const regain = age >= T.regain.afterDays && pct(trend[k] - low, low) >= T.regain.atLeastPct;
    runs.plateau = plateau ? (runs.plateau ?? day) : null;
    runs.rapid = rapid ? (runs.rapid ?? day) : null;
    runs.regain = regain ? (runs.regain ?? day) : null;
    // The patient's own entries, and a clinic weigh-in confirmed far from the trend until staff have reviewed it.
    if (k > 0 && (series[k].member || series[k].held) && isImplausible(series[k].kg, trend[k - 1], daysBetween(days[k - 1], day))) implausible = series[k];
  }
  const last = series.length - 1;
  return {
    start_day: start,
    start_kg: series[0].kg,
    trend_kg: trend[last],
    trend_low_kg: low,
    trend_28d_kg: trendChange(days, trend, 28),
    last_weigh_in_day: days[last],
    plateau_since: runs.plateau,
    rapid_loss_since: runs.rapid,
    regain_since: runs.regain,
    implausible_since: implausible?.day ?? null,
    implausible_weight_id: implausible?.id ?? null,
  };
}

/** What the calendar adds: the last day anything was logged, and the account's first day. */
export interface ActivityFacts {
  last_weigh_in_day: string | null;
  last_journal_day: string | null;
  last_exercise_day: string | null;
  /** The clinic day the account was made: a patient who never logged anything is measured from it. */
  joined_day: string;
}

/** Monday to Friday on the clinic's calendar (docs/decisions/0210: no holidays are known to the portal). */
export const isWorkingDay = (day: string) => !(CARE_THRESHOLDS.unanswered.weekend as readonly number[]).includes(weekdayOf(day));

const unansweredFrom = new Map<string, string>();
/**
 * The clinic day a patient's message sent on `sentDay` (and still unanswered) raises the
 * `unanswered` flag: the day after the clinic's next working day after it. Sent on a Monday: the
 * Wednesday; on a Friday, Saturday or Sunday: the Tuesday.
 */
export function unansweredSince(sentDay: string): string {
  let since = unansweredFrom.get(sentDay);
  if (since === undefined) {
    let day = sentDay;
    for (let left = CARE_THRESHOLDS.unanswered.workingDays; left > 0; ) {
      day = addDays(day, 1);
      if (isWorkingDay(day)) left -= 1;
    }
    since = addDays(day, 1);
    if (unansweredFrom.size > 512) unansweredFrom.clear();
    unansweredFrom.set(sentDay, since);
  }
  return since;
}

export interface OpenFlag {
  code: FlagCode;
  /** The clinic day the condition began. */
  since: string;
}

/** The clinic day an account was made: what a patient never weighed or logged is measured from. */
export const joinedDayOf = (createdAt: string, timeZone: string) => todayIn(timeZone, new Date(createdAt));

const latest = (...days: (string | null)[]) => days.reduce<string | null>((a, d) => (d !== null && (a === null || d > a) ? d : a), null);

/** The last day with a journal entry, an exercise log or a weigh-in (or the day the account was made). */
export const lastActivityDay = (a: ActivityFacts) => latest(a.last_weigh_in_day, a.last_journal_day, a.last_exercise_day) ?? a.joined_day;

/**
 * The flags open on `today`: the weight rules as the summary stored them, and those the calendar
 * raises (nothing logged for 7 days; no weigh-in for 14; a message unanswered past the next
 * working day: `waiting_since_day` is the clinic day the oldest unanswered one was sent), each
 * with the day it began.
 */
export function openFlags(
  facts: Pick<SeriesFacts, "plateau_since" | "rapid_loss_since" | "regain_since" | "implausible_since"> & ActivityFacts & { waiting_since_day?: string | null },
  today: string,
): OpenFlag[] {
  const T = CARE_THRESHOLDS;
  const open: OpenFlag[] = [];
  if (facts.rapid_loss_since) open.push({ code: "rapid_loss", since: facts.rapid_loss_since });
  if (facts.implausible_since) open.push({ code: "implausible", since: facts.implausible_since });
  if (facts.regain_since) open.push({ code: "regain", since: facts.regain_since });
  if (facts.plateau_since) open.push({ code: "plateau", since: facts.plateau_since });
  // "n days or more before today" as a comparison of days (a panel asks it of thousands of patients).
  const weighed = facts.last_weigh_in_day ?? facts.joined_day;
  if (weighed <= daysBefore(today, T.noWeighIn.days)) open.push({ code: "no_weigh_in", since: addDays(weighed, T.noWeighIn.days) });
  const active = lastActivityDay(facts);
  if (active <= daysBefore(today, T.quiet.days)) open.push({ code: "quiet", since: addDays(active, T.quiet.days) });
  if (facts.waiting_since_day) {
    const since = unansweredSince(facts.waiting_since_day);
    if (since <= today) open.push({ code: "unanswered", since });
  }
  return open;
}

const before = new Map<string, string>();
/** The day `n` days before `today`, remembered for the few (today, n) pairs a process asks. */
function daysBefore(today: string, n: number): string {
  const key = `${today}|${n}`;
  let day = before.get(key);
  if (day === undefined) {
    if (before.size > 64) before.clear();
    day = addDays(today, -n);
    before.set(key, day);
  }
  return day;
}

/** The rate over the last 4 weeks, kg a week (negative: losing), from the stored 4-week change. */
export const weeklyRateKg = (trend28dKg: number | null) => (trend28dKg === null ? null : trend28dKg / 4);
