import { DEFAULT_UNITS, lbToKg, roundTo, type Units } from "~/domain/units";

/**
 * The badges a clinic awards (docs/decisions/0060-badge-rules.md), each rule written once as
 * parameters. The card text — what earns a badge — is generated from the same parameters as the
 * evaluation in rules.ts, so the two can never disagree. Ids are stable: member_badges stores
 * them, the API hands them out. Pure, so the pages can render the cards from it.
 */

export type BadgeRule =
  /** The weight is this many pounds below the first weigh-in, on some weigh-in. Earned once. */
  | { kind: "weight_loss_lb"; pounds: number }
  /** The same, as a share of the first weigh-in. Earned once. */
  | { kind: "weight_loss_pct"; percent: number }
  /** Food journal kept this many days in a row (each day logged on the day or the next). Once per run. */
  | { kind: "journal_streak"; days: number }
  /** Hydration goal met this many days in a row (logged on the day or the next). Once per run. */
  | { kind: "hydration_streak"; days: number }
  /** This many workouts logged. Earned once, on the day of that workout. */
  | { kind: "workout_count"; count: number }
  /** This many recipes submitted. Earned once. */
  | { kind: "recipe_count"; count: number };

export type BadgeIcon = "scale" | "target" | "journal" | "drop" | "dumbbell" | "trophy" | "chef";

export interface BadgeDef {
  id: number;
  /** Names the badge's picture: /badge-images/{code}.svg. */
  code: string;
  name: string;
  /**
   * The name a member who reads kilograms sees (issue 36): the same badge, earned at the same
   * loss, named in their unit. Only the badges whose name is a weight have one.
   */
  metricName?: string;
  rule: BadgeRule;
  icon: BadgeIcon;
  /** The emblem's colour (AA contrast with white). */
  colour: string;
}

export const BADGES: readonly BadgeDef[] = [
  { id: 1, code: "lost-5-lb", name: "First 5 Pounds", metricName: "First 2.3 Kilograms", rule: { kind: "weight_loss_lb", pounds: 5 }, icon: "scale", colour: "#0f6b63" },
  { id: 2, code: "lost-10-lb", name: "10 Pounds Down", metricName: "4.5 Kilograms Down", rule: { kind: "weight_loss_lb", pounds: 10 }, icon: "scale", colour: "#0d5e8c" },
  { id: 3, code: "lost-25-lb", name: "25 Pounds Down", metricName: "11.3 Kilograms Down", rule: { kind: "weight_loss_lb", pounds: 25 }, icon: "trophy", colour: "#6b3fa0" },
  { id: 4, code: "lost-5-percent", name: "5% Lighter", rule: { kind: "weight_loss_pct", percent: 5 }, icon: "target", colour: "#a34a12" },
  { id: 5, code: "lost-10-percent", name: "10% Lighter", rule: { kind: "weight_loss_pct", percent: 10 }, icon: "target", colour: "#9c2a4d" },
  { id: 6, code: "journal-week", name: "Journal Week", rule: { kind: "journal_streak", days: 7 }, icon: "journal", colour: "#2f6b1f" },
  { id: 7, code: "journal-month", name: "Journal Month", rule: { kind: "journal_streak", days: 30 }, icon: "journal", colour: "#1f5a4a" },
  { id: 8, code: "hydration-week", name: "Hydration Hero", rule: { kind: "hydration_streak", days: 7 }, icon: "drop", colour: "#1d4f91" },
  { id: 9, code: "first-workout", name: "First Workout", rule: { kind: "workout_count", count: 1 }, icon: "dumbbell", colour: "#8a3b12" },
  { id: 10, code: "ten-workouts", name: "10 Workouts", rule: { kind: "workout_count", count: 10 }, icon: "dumbbell", colour: "#7a2e8f" },
  { id: 11, code: "fifty-workouts", name: "50 Workouts", rule: { kind: "workout_count", count: 50 }, icon: "trophy", colour: "#5c3d0a" },
  { id: 12, code: "first-recipe", name: "Recipe Sharer", rule: { kind: "recipe_count", count: 1 }, icon: "chef", colour: "#8c2f39" },
];

const byId = new Map(BADGES.map((b) => [b.id, b]));
const byCode = new Map(BADGES.map((b) => [b.code, b]));

export const badgeById = (id: number) => byId.get(id) ?? null;
export const badgeByCode = (code: string) => byCode.get(code) ?? null;

/** Streak badges can be earned again by a later run; the others once. */
export const isRepeatable = (rule: BadgeRule) => rule.kind === "journal_streak" || rule.kind === "hydration_streak";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A badge's name in the member's units: "First 5 Pounds", or "First 2.3 Kilograms". */
export const badgeName = (def: Pick<BadgeDef, "name" | "metricName">, units: Units = DEFAULT_UNITS) => (units === "metric" && def.metricName ? def.metricName : def.name);

/** A loss badge's pounds in kilograms, one decimal, as every weight a metric member reads. */
export const lossKg = (pounds: number) => roundTo(lbToKg(pounds), 1);

/** What earns the badge, in the member's words and units: the card text (and the API's description). */
export function describeRule(rule: BadgeRule, units: Units = DEFAULT_UNITS): string {
  switch (rule.kind) {
    case "weight_loss_lb":
      if (units === "metric") return `Weigh in ${lossKg(rule.pounds)} kilograms below your first weigh-in.`;
      return `Weigh in ${plural(rule.pounds, "pound")} below your first weigh-in.`;
    case "weight_loss_pct":
      return `Weigh in ${rule.percent}% below your first weigh-in.`;
    case "journal_streak":
      return `Keep your food journal ${rule.days} days in a row, each day logged on the day or the next. Earned again for every new streak.`;
    case "hydration_streak":
      return `Meet your hydration goal ${rule.days} days in a row, each day logged on the day or the next. Earned again for every new streak.`;
    case "workout_count":
      return rule.count === 1 ? "Log your first workout." : `Log ${plural(rule.count, "workout")}.`;
    case "recipe_count":
      return rule.count === 1 ? "Submit your first recipe to the clinic's cookbook." : `Submit ${plural(rule.count, "recipe")}.`;
  }
}

/** The picture of a badge (served by the badge-images route); a weight badge's figure in the member's unit. */
export const badgeImageUrl = (def: Pick<BadgeDef, "code" | "metricName">, units: Units = DEFAULT_UNITS) =>
  units === "metric" && def.metricName ? `/badge-images/${def.code}.svg?units=metric` : `/badge-images/${def.code}.svg`;
