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
  /** A weekly dose more than 2 days late, or under 80 % of the daily doses taken over 14 days (issue 38, decision 0200). */
  missedDoses: { weeklyLateDays: 2, dailyWindowDays: 14, dailyBelowPct: 80 },
  /** Any symptom of severity 4 or 5 in the last 7 days, or vomiting on 3 of them (issue 38, decision 0200). */
  sideEffects: { windowDays: 7, atLeastSeverity: 4, vomitingDays: 3 },
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

/** The facts the flags are worked out from: the summary's stored rules and last days, and the day the account was made. */
export type FlagFacts = Pick<SeriesFacts, "plateau_since" | "rapid_loss_since" | "regain_since" | "implausible_since"> &
  ActivityFacts & { waiting_since_day?: string | null } & Partial<MedicationFlagFacts>;

/** The flags the calendar raises: open from their day on, which may lie after the day the facts were stored. */
export const CALENDAR_FLAGS: ReadonlySet<FlagCode> = new Set<FlagCode>(["no_weigh_in", "quiet", "unanswered"]);

/**
 * Every flag the facts raise, each with the clinic day it begins: the weight and medication rules
 * as the summary stored them, and those the calendar raises (nothing logged for 7 days; no
 * weigh-in for 14; a message unanswered past the next working day: `waiting_since_day` is the
 * clinic day the oldest unanswered one was sent), whose day may still be to come. Nothing here
 * depends on today, so the summary keeps the list (`flag_days`, docs/decisions/0265) and a panel
 * of two thousand patients reads one column where it read eleven; `openOn` says which are open.
 */
export function flagDays(facts: FlagFacts): OpenFlag[] {
  const T = CARE_THRESHOLDS;
  const days: OpenFlag[] = [];
  if (facts.rapid_loss_since) days.push({ code: "rapid_loss", since: facts.rapid_loss_since });
  if (facts.implausible_since) days.push({ code: "implausible", since: facts.implausible_since });
  if (facts.regain_since) days.push({ code: "regain", since: facts.regain_since });
  if (facts.plateau_since) days.push({ code: "plateau", since: facts.plateau_since });
  days.push({ code: "no_weigh_in", since: daysAfter(facts.last_weigh_in_day ?? facts.joined_day, T.noWeighIn.days) });
  days.push({ code: "quiet", since: daysAfter(lastActivityDay(facts), T.quiet.days) });
  if (facts.waiting_since_day) days.push({ code: "unanswered", since: unansweredSince(facts.waiting_since_day) });
  // The medication flags as the summary stored them (kept on every write and each night, decision 0200).
  if (facts.missed_doses_since) days.push({ code: "missed_doses", since: facts.missed_doses_since });
  if (facts.side_effects_since) days.push({ code: "side_effects", since: facts.side_effects_since });
  return days;
}

/**
 * The flags of `flagDays` open on `today`: a calendar flag from its day on ("n days or more before
 * today" is "its day on or before today"), the stored rules' as they stand.
 */
export const openOn = (days: readonly OpenFlag[], today: string): OpenFlag[] => days.filter((f) => f.since <= today || !CALENDAR_FLAGS.has(f.code));

/** The flags open on `today`, each with the day it began (flagDays, then openOn). */
export const openFlags = (facts: FlagFacts, today: string): OpenFlag[] => openOn(flagDays(facts), today);

/** `flagDays` as the summary stores them: JSON `[[code, day], …]` in the panel's order. */
export const flagDaysText = (days: readonly OpenFlag[]): string => JSON.stringify(days.map((f) => [f.code, f.since]));

/** The flags of a stored `flag_days` (flagDaysText's answer) open on `today`, as openOn keeps them: the panel asks it of every patient of a clinic. */
export function storedFlagsOpenOn(text: string, today: string): OpenFlag[] {
  const open: OpenFlag[] = [];
  for (const [code, since] of JSON.parse(text) as [FlagCode, string][]) if (since <= today || !CALENDAR_FLAGS.has(code)) open.push({ code, since });
  return open;
}

const after = new Map<string, string>();
/** The day `n` days after `day`, remembered: a panel asks it of thousands of patients, whose last days are a few hundred. */
function daysAfter(day: string, n: number): string {
  const key = `${day}|${n}`;
  let found = after.get(key);
  if (found === undefined) {
    if (after.size > 4096) after.clear();
    found = addDays(day, n);
    after.set(key, found);
  }
  return found;
}

/** The rate over the last 4 weeks, kg a week (negative: losing), from the stored 4-week change. */
export const weeklyRateKg = (trend28dKg: number | null) => (trend28dKg === null ? null : trend28dKg / 4);

/** The medication flags' start days, as the summary stores them (null: not raised). */
export interface MedicationFlagFacts {
  missed_doses_since: string | null;
  side_effects_since: string | null;
}

/** A day's doses of the daily regimens: taken, and counted (taken, skipped without the clinic's word, or missed). */
export interface DoseDay {
  day: string;
  taken: number;
  counted: number;
}

/** A day's side-effect check-in as the rule reads it: the worst severity, and whether the patient vomited. */
export interface SymptomDay {
  day: string;
  worst: number;
  vomiting: boolean;
}

/**
 * The first day of the run of days, ending `today`, on which `holds` is true (walking back no
 * further than `first`), or null when it does not hold today.
 */
function runSince(first: string, today: string, holds: (i: number) => boolean, indexOf: (day: string) => number): string | null {
  const end = indexOf(today);
  if (!holds(end)) return null;
  let i = end;
  while (i - 1 >= indexOf(first) && holds(i - 1)) i--;
  return addDays(today, i - end);
}

/**
 * Missed doses (issue 38): a weekly dose more than 2 days late, or under 80 % of the daily doses
 * taken over the last 14 days. `weeklyOpen` holds, per weekly regimen, the first scheduled dose after
 * the last one taken (or skipped on the clinic's word): more than 2 days after it the flag is up,
 * from the day it became late. `daily` holds the daily regimens' doses per day, oldest first; the
 * daily rule is up from the first day of the run of days whose 14 days fall under 80 %.
 */
export function missedDosesSince(weeklyOpen: readonly string[], daily: readonly DoseDay[], today: string): string | null {
  const T = CARE_THRESHOLDS.missedDoses;
  const late = weeklyOpen.map((d) => addDays(d, T.weeklyLateDays + 1)).filter((d) => d <= today);
  let since = late.length ? late.reduce((a, b) => (a < b ? a : b)) : null;
  if (daily.length) {
    const first = daily[0].day;
    const n = daysBetween(first, today) + 1;
    // Prefix sums by day index from `first`: a window's sums are two lookups.
    const taken = new Array<number>(n + 1).fill(0);
    const counted = new Array<number>(n + 1).fill(0);
    const perDay = new Map(daily.map((d) => [d.day, d]));
    for (let i = 0; i < n; i++) {
      const d = perDay.get(addDays(first, i));
      taken[i + 1] = taken[i] + (d?.taken ?? 0);
      counted[i + 1] = counted[i] + (d?.counted ?? 0);
    }
    const w = T.dailyWindowDays;
    const holds = (i: number) => {
      const lo = Math.max(0, i - w + 1);
      const c = counted[i + 1] - counted[lo];
      return c > 0 && ((taken[i + 1] - taken[lo]) / c) * 100 < T.dailyBelowPct;
    };
    const dailySince = daysBetween(first, today) >= 0 ? runSince(first, today, holds, (day) => daysBetween(first, day)) : null;
    if (dailySince && (since === null || dailySince < since)) since = dailySince;
  }
  return since;
}

/**
 * Side effects (issue 38): any symptom of severity 4 or 5 in the last 7 days, or vomiting on 3 of
 * them; up from the first day of the run of days on which that held. `days` oldest first.
 */
export function sideEffectsSince(days: readonly SymptomDay[], today: string): string | null {
  if (days.length === 0) return null;
  const T = CARE_THRESHOLDS.sideEffects;
  const first = days[0].day;
  if (first > today) return null;
  const n = daysBetween(first, today) + 1;
  const severe = new Array<number>(n + 1).fill(0);
  const vomit = new Array<number>(n + 1).fill(0);
  const perDay = new Map(days.map((d) => [d.day, d]));
  for (let i = 0; i < n; i++) {
    const d = perDay.get(addDays(first, i));
    severe[i + 1] = severe[i] + (d && d.worst >= T.atLeastSeverity ? 1 : 0);
    vomit[i + 1] = vomit[i] + (d?.vomiting ? 1 : 0);
  }
  const holds = (i: number) => {
    const lo = Math.max(0, i - T.windowDays + 1);
    return severe[i + 1] - severe[lo] > 0 || vomit[i + 1] - vomit[lo] >= T.vomitingDays;
  };
  return runSince(first, today, holds, (day) => daysBetween(first, day));
}
