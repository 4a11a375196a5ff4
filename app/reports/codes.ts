import { GOAL_KINDS, JOURNAL_NUTRIENTS, type GoalKey } from "~/journal/codes";
import { shownDecimalsOf } from "~/journal/amounts";
import { UNIT_NAMES, type Units } from "~/domain/units";
import { message } from "~/i18n/languages";

/**
 * The reports' code lists, limits, labels and messages (issue 40), shared by the pages, the
 * /api/reports calls, the CSV, the PDF and the browser bundle (no server code here). The texts a
 * person reads are keys of the `reports` namespace (public/locales/<language>/reports.json, issue 41):
 * the measures' and groups' names, the messages below, the pages' and the PDF's words.
 */

/** How a range is grouped: a row a day, a week (the clinic's calendar weeks) or a calendar month. */
export const GROUPS = ["day", "week", "month"] as const;
export type Group = (typeof GROUPS)[number];

/** The page's ranges, each ending today: 7 days, 4 calendar weeks, 3 calendar months, or two days of the patient's own. */
export const RANGES = ["7d", "4w", "3m", "custom"] as const;
export type RangePreset = (typeof RANGES)[number];

/** The longest range a report covers: two years, a leap day included. */
export const REPORT_MAX_DAYS = 731;
/** The longest a visit summary reaches back. */
export const VISIT_MAX_DAYS = REPORT_MAX_DAYS;
/** A visit summary with no visit before it covers the last four weeks. */
export const VISIT_DEFAULT_DAYS = 28;
/** The care team's notes a visit summary lists, at most (the newest). */
export const VISIT_NOTES_MAX = 20;

/** The patient's questions for the visit: a short list, each a sentence or two. */
export const QUESTIONS_MAX = 10;
export const QUESTION_MAX_LENGTH = 300;

/**
 * What a report averages for each period, in the order the tables show it: energy and the label
 * nutrients (no goals), the fluids and the exchange servings (against the goals in force). Labels,
 * units and decimals are the journal's own (its goal cards and its nutrient list), so a day here
 * reads as it reads in the journal.
 */
export interface Measure {
  key: MeasureKey;
  label: string;
  unit: string;
  /** Decimals a value is shown with (the journal's rule for its unit, decision 0111). */
  decimals: 0 | 1 | 2;
  /** The goal it is read against, or null (the label nutrients have no goal). */
  goal: GoalKey | null;
  /** Which table shows it. */
  table: "intake" | "servings";
}

const nutrient = (column: "protein_g" | "carbohydrate_g" | "fat_g" | "fiber_g") => {
  const n = JOURNAL_NUTRIENTS.find((x) => x.column === column)!;
  return { key: column, label: n.label, unit: n.units, decimals: n.decimals as 0 | 1, goal: null, table: "intake" as const };
};
const goalMeasure = (key: GoalKey, table: Measure["table"], label?: string) => {
  const k = GOAL_KINDS.find((g) => g.key === key)!;
  return { key, label: label ?? k.label, unit: k.unit, decimals: shownDecimalsOf(k.unit), goal: key, table };
};

export const MEASURE_KEYS = [
  "calories",
  "protein_g",
  "carbohydrate_g",
  "fat_g",
  "fiber_g",
  "hydration",
  "electrolyte",
  "protein_calories",
  "vegetable",
  "fruit",
  "fat",
  "starch",
  "dairy",
  "misc",
] as const;
export type MeasureKey = (typeof MEASURE_KEYS)[number];

export const MEASURES: readonly Measure[] = [
  goalMeasure("calories", "intake", "Energy"),
  nutrient("protein_g"),
  nutrient("carbohydrate_g"),
  nutrient("fat_g"),
  nutrient("fiber_g"),
  goalMeasure("hydration", "intake"),
  goalMeasure("electrolyte", "intake"),
  goalMeasure("protein_calories", "servings"),
  goalMeasure("vegetable", "servings"),
  goalMeasure("fruit", "servings"),
  goalMeasure("fat", "servings"),
  goalMeasure("starch", "servings"),
  goalMeasure("dairy", "servings"),
  goalMeasure("misc", "servings"),
];

export const measureOf = (key: MeasureKey) => MEASURES.find((m) => m.key === key)!;

/**
 * Hydration and electrolyte are stored in fluid ounces and read in the member's units, as the
 * journal shows them (decision 0172): ounces to the hundredth, or whole millilitres.
 */
export const isFluid = (key: MeasureKey) => key === "hydration" || key === "electrolyte";

/** A measure in the reader's units: its unit and the decimals a value is shown with. */
export function measureIn(m: Measure, units: Units): Measure {
  if (!isFluid(m.key)) return m;
  const unit = UNIT_NAMES[units].fluid;
  return { ...m, unit, decimals: shownDecimalsOf(unit) };
}

/**
 * The reports' messages, as keys of the `reports` namespace (issue 41): the page, the toaster and
 * the API translate them where they are shown (public/locales/<language>/reports.json).
 */
export const REPORT_MSG = {
  rangeTooLong: message("reports:msg.rangeTooLong"),
  endBeforeStart: message("reports:msg.endBeforeStart"),
  futureDay: message("reports:msg.futureDay"),
  sinceTooEarly: message("reports:msg.sinceTooEarly"),
  badDate: message("reports:msg.badDate"),
  pickGroup: message("reports:msg.pickGroup"),
  pickRange: message("reports:msg.pickRange"),
  questionsFull: message("reports:msg.questionsFull", { max: QUESTIONS_MAX }),
  noQuestions: message("reports:msg.noQuestions"),
} as const;

export const REPORT_TOAST = {
  questionAdded: message("reports:toast.questionAdded"),
  questionRemoved: message("reports:toast.questionRemoved"),
} as const;

/** Where the visit summary's "since" came from. */
export const SINCE_SOURCES = ["visit", "chosen", "default"] as const;
export type SinceSource = (typeof SINCE_SOURCES)[number];
