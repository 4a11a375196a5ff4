import { addDays } from "~/domain/calendar";
import { KG_PER_LB } from "~/progress/units";
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

/** One earning: one day for an achievement, a streak's first and last day otherwise. */
export interface Earning {
  badgeId: number;
  start: string;
  end: string;
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
 * The days that count for a streak: logged on the day itself or the next (a day filled in a
 * month later does not), each day once.
 */
export function countedDays(days: readonly LoggedDay[]): string[] {
  const counted = new Set<string>();
  for (const d of days) if (d.loggedOn <= addDays(d.day, 1)) counted.add(d.day);
  return [...counted].sort();
}

/** Runs of consecutive days at least `length` long, as [first, last]. */
export function streaks(sortedDays: readonly string[], length: number): [string, string][] {
  const out: [string, string][] = [];
  let start = 0;
  for (let i = 1; i <= sortedDays.length; i++) {
    if (i < sortedDays.length && sortedDays[i] === addDays(sortedDays[i - 1], 1)) continue;
    if (i - start >= length) out.push([sortedDays[start], sortedDays[i - 1]]);
    start = i;
  }
  return out;
}

function nth(days: readonly string[], n: number): string | null {
  if (days.length < n) return null;
  return [...days].sort()[n - 1];
}

/** The earnings of one rule. */
export function evaluateRule(rule: BadgeRule, facts: BadgeFacts, counted?: { journal: string[]; hydration: string[] }): { start: string; end: string }[] {
  const one = (day: string | null) => (day ? [{ start: day, end: day }] : []);
  switch (rule.kind) {
    case "weight_loss_lb":
      return one(firstLossDay(facts.weights, (loss) => loss / KG_PER_LB >= rule.pounds - EPS));
    case "weight_loss_pct":
      return one(firstLossDay(facts.weights, (loss, start) => (loss / start) * 100 >= rule.percent - EPS));
    case "journal_streak":
      return streaks(counted?.journal ?? countedDays(facts.journal), rule.days).map(([start, end]) => ({ start, end }));
    case "hydration_streak":
      return streaks(counted?.hydration ?? countedDays(facts.hydration), rule.days).map(([start, end]) => ({ start, end }));
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
  return catalogue.flatMap((def) => evaluateRule(def.rule, facts, counted).map((e) => ({ badgeId: def.id, ...e })));
}
