import { DEFAULT_UNITS, lbToKg, roundTo, type Units } from "~/domain/units";
import { message } from "~/i18n/languages";

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
  /**
   * Whether a member who reads kilograms sees another name (issue 36): the same badge, earned at
   * the same loss, named in their unit. Only the badges whose name is a weight have one. The names
   * are the "badges" namespace's `names.{code}` and `metricNames.{code}` (issue 41).
   */
  metricName?: true;
  rule: BadgeRule;
  icon: BadgeIcon;
  /** The emblem's colour (AA contrast with white). */
  colour: string;
}

export const BADGES: readonly BadgeDef[] = [
  { id: 1, code: "lost-5-lb", metricName: true, rule: { kind: "weight_loss_lb", pounds: 5 }, icon: "scale", colour: "#0f6b63" },
  { id: 2, code: "lost-10-lb", metricName: true, rule: { kind: "weight_loss_lb", pounds: 10 }, icon: "scale", colour: "#0d5e8c" },
  { id: 3, code: "lost-25-lb", metricName: true, rule: { kind: "weight_loss_lb", pounds: 25 }, icon: "trophy", colour: "#6b3fa0" },
  { id: 4, code: "lost-5-percent", rule: { kind: "weight_loss_pct", percent: 5 }, icon: "target", colour: "#a34a12" },
  { id: 5, code: "lost-10-percent", rule: { kind: "weight_loss_pct", percent: 10 }, icon: "target", colour: "#9c2a4d" },
  { id: 6, code: "journal-week", rule: { kind: "journal_streak", days: 7 }, icon: "journal", colour: "#2f6b1f" },
  { id: 7, code: "journal-month", rule: { kind: "journal_streak", days: 30 }, icon: "journal", colour: "#1f5a4a" },
  { id: 8, code: "hydration-week", rule: { kind: "hydration_streak", days: 7 }, icon: "drop", colour: "#1d4f91" },
  { id: 9, code: "first-workout", rule: { kind: "workout_count", count: 1 }, icon: "dumbbell", colour: "#8a3b12" },
  { id: 10, code: "ten-workouts", rule: { kind: "workout_count", count: 10 }, icon: "dumbbell", colour: "#7a2e8f" },
  { id: 11, code: "fifty-workouts", rule: { kind: "workout_count", count: 50 }, icon: "trophy", colour: "#5c3d0a" },
  { id: 12, code: "first-recipe", rule: { kind: "recipe_count", count: 1 }, icon: "chef", colour: "#8c2f39" },
];

const byId = new Map(BADGES.map((b) => [b.id, b]));
const byCode = new Map(BADGES.map((b) => [b.code, b]));

export const badgeById = (id: number) => byId.get(id) ?? null;
export const badgeByCode = (code: string) => byCode.get(code) ?? null;

/** Streak badges can be earned again by a later run; the others once. */
export const isRepeatable = (rule: BadgeRule) => rule.kind === "journal_streak" || rule.kind === "hydration_streak";

/**
 * A badge's name in the member's units ("First 5 Pounds", or "First 2.3 Kilograms"), as a message
 * (app/i18n/languages.ts) written in the reader's language where it is shown.
 */
export const badgeName = (def: Pick<BadgeDef, "code" | "metricName">, units: Units = DEFAULT_UNITS) =>
  message(units === "metric" && def.metricName ? `badges:metricNames.${def.code}` : `badges:names.${def.code}`);

/** A loss badge's pounds in kilograms, one decimal, as every weight a metric member reads. */
export const lossKg = (pounds: number) => roundTo(lbToKg(pounds), 1);

/** What earns the badge, in the member's units, as a message: the card text (and the API's description). */
export function describeRule(rule: BadgeRule, units: Units = DEFAULT_UNITS): string {
  switch (rule.kind) {
    case "weight_loss_lb":
      if (units === "metric") return message("badges:rules.weightLossKg", { kg: lossKg(rule.pounds) });
      return message("badges:rules.weightLossLb", { count: rule.pounds });
    case "weight_loss_pct":
      return message("badges:rules.weightLossPct", { percent: rule.percent });
    case "journal_streak":
      return message("badges:rules.journalStreak", { days: rule.days });
    case "hydration_streak":
      return message("badges:rules.hydrationStreak", { days: rule.days });
    case "workout_count":
      return rule.count === 1 ? message("badges:rules.firstWorkout") : message("badges:rules.workoutCount", { count: rule.count });
    case "recipe_count":
      return rule.count === 1 ? message("badges:rules.firstRecipe") : message("badges:rules.recipeCount", { count: rule.count });
  }
}

/** The picture of a badge (served by the badge-images route); a weight badge's figure in the member's unit. */
export const badgeImageUrl = (def: Pick<BadgeDef, "code" | "metricName">, units: Units = DEFAULT_UNITS) =>
  units === "metric" && def.metricName ? `/badge-images/${def.code}.svg?units=metric` : `/badge-images/${def.code}.svg`;
