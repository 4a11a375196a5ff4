import { KG_PER_LB } from "~/domain/units";
import { BADGES, type BadgeDef, type BadgeRule } from "./catalogue";

/**
 * The badge rules (docs/decisions/0060-badge-rules.md): from a member's facts to the badges they
 * have earned, each with its date range. Pure and deterministic: the same facts always give the
 * same earnings, so a write's award and the seed's re-evaluation agree, and a deleted entry
 * takes away only what it alone earned.
 */

/** A day of a streak's data, and the clinic day on which it was first logged. */
export interface LoggedDay {
  day: string;
  loggedOn: string;
}

export interface BadgeFacts {
  /** Every weigh-in, oldest first (same-day entries in the order made). */
  weights: readonly { day: string; kg: number }[];
  /** Days with a food-journal entry. */
  journal: readonly LoggedDay[];
  /** Days the hydration goal was met. */
  hydration: readonly LoggedDay[];
  /** The day of each logged workout, in any order. */
  workouts: readonly string[];
  /** The day of each submitted recipe, in any order. */
  recipes: readonly string[];
}

export const NO_FACTS: BadgeFacts = { weights: [], journal: [], hydration: [], workouts: [], recipes: [] };

/** A kind of fact: what one write can change (a weigh-in, a food entry, …). */
export type FactKind = keyof BadgeFacts;
export const FACT_KINDS: readonly FactKind[] = ["weights", "journal", "hydration", "workouts", "recipes"];

/** The one kind of fact a rule reads. */
export function factOf(rule: BadgeRule): FactKind {
  switch (rule.kind) {
    case "weight_loss_lb":
    case "weight_loss_pct":
      return "weights";
    case "journal_streak":
      return "journal";
    case "hydration_streak":
      return "hydration";
    case "workout_count":
      return "workouts";
    case "recipe_count":
      return "recipes";
  }
}

/**
 * One earning: one day for an achievement, a streak's first and last day otherwise, and the day
 * the rule was first met (`earned`): the achievement's day, or the day a streak reached its
 * length. A streak that goes on grows its last day; the day it was earned stays.
 */
export interface Earning {
  badgeId: number;
  start: string;
  end: string;
  earned: string;
}

// Weights are stored from what was typed (pounds × 0.45359237): a hair of slack keeps an exact
// 5.0 lb loss from failing on the last bit of a float.
const EPS = 1e-6;

function firstLossDay(weights: BadgeFacts["weights"], reached: (lossKg: number, startKg: number) => boolean): string | null {
  if (weights.length < 2) return null;
  const start = weights[0].kg;
  for (let i = 1; i < weights.length; i++) if (reached(start - weights[i].kg, start)) return weights[i].day;
  return null;
}

/**
 * A "YYYY-MM-DD" day as a whole number of days since 1970-01-01, by arithmetic alone (the civil
 * calendar's days-from-date): the streak rules compare hundreds of days per write, and building a
 * Date for each would cost more than the rest of the evaluation.
 */
export function dayNumber(day: string): number {
  let y = +day.slice(0, 4);
  const m = +day.slice(5, 7);
  const d = +day.slice(8, 10);
  y -= m <= 2 ? 1 : 0;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (m + (m > 2 ? -3 : 9)) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/**
 * The days that count for a streak: logged on the day itself or the next (a day filled in a
 * month later does not), each day once.
 */
export function countedDays(days: readonly LoggedDay[]): string[] {
  const counted = new Set<string>();
  for (const d of days) if (d.loggedOn <= d.day || dayNumber(d.loggedOn) <= dayNumber(d.day) + 1) counted.add(d.day);
  return [...counted].sort();
}

/** Runs of consecutive days at least `length` long: first and last day, and the day the run reached `length`. */
export function streaks(sortedDays: readonly string[], length: number): { start: string; end: string; earned: string }[] {
  const out: { start: string; end: string; earned: string }[] = [];
  const n = sortedDays.map(dayNumber);
  let start = 0;
  for (let i = 1; i <= n.length; i++) {
    if (i < n.length && n[i] === n[i - 1] + 1) continue;
    if (i - start >= length) out.push({ start: sortedDays[start], end: sortedDays[i - 1], earned: sortedDays[start + length - 1] });
    start = i;
  }
  return out;
}

/** The n-th earliest day (days may come in any order). */
function nth(days: readonly string[], n: number): string | null {
  if (days.length < n) return null;
  let sorted = true;
  for (let i = 1; i < days.length && sorted; i++) sorted = days[i - 1] <= days[i];
  return (sorted ? days : [...days].sort())[n - 1];
}

/** The earnings of one rule. */
export function evaluateRule(rule: BadgeRule, facts: BadgeFacts, counted?: { journal: string[]; hydration: string[] }): Omit<Earning, "badgeId">[] {
  const one = (day: string | null) => (day ? [{ start: day, end: day, earned: day }] : []);
  switch (rule.kind) {
    case "weight_loss_lb":
      return one(firstLossDay(facts.weights, (loss) => loss / KG_PER_LB >= rule.pounds - EPS));
    case "weight_loss_pct":
      return one(firstLossDay(facts.weights, (loss, start) => (loss / start) * 100 >= rule.percent - EPS));
    case "journal_streak":
      return streaks(counted?.journal ?? countedDays(facts.journal), rule.days);
    case "hydration_streak":
      return streaks(counted?.hydration ?? countedDays(facts.hydration), rule.days);
    case "workout_count":
      return one(nth(facts.workouts, rule.count));
    case "recipe_count":
      return one(nth(facts.recipes, rule.count));
  }
}

/** Every badge the facts earn, badge by badge, each badge's earnings oldest first. */
export function earnedBadges(facts: BadgeFacts, catalogue: readonly BadgeDef[] = BADGES): Earning[] {
  // The streak days are worked out once for every streak badge.
  const counted = { journal: countedDays(facts.journal), hydration: countedDays(facts.hydration) };
  // Sorted once for the count badges.
  const prepared = { ...facts, workouts: [...facts.workouts].sort(), recipes: [...facts.recipes].sort() };
  return catalogue.flatMap((def) => evaluateRule(def.rule, prepared, counted).map((e) => ({ badgeId: def.id, ...e })));
}
