import { GOAL_KINDS, JOURNAL_NUTRIENTS, type GoalKey } from "~/journal/codes";
import { shownDecimalsOf } from "~/journal/amounts";
import { UNIT_NAMES, type Units } from "~/domain/units";

/**
 * The reports' code lists, limits, labels and messages (issue 40), shared by the pages, the
 * /api/reports calls, the CSV, the PDF and the browser bundle (no server code here). Every
 * sentence a person reads is here, whole, so a translation sweeps one file.
 */

/** How a range is grouped: a row a day, a week (the clinic's calendar weeks) or a calendar month. */
export const GROUPS = ["day", "week", "month"] as const;
export type Group = (typeof GROUPS)[number];
export const GROUP_LABELS: Record<Group, string> = { day: "Day", week: "Week", month: "Month" };

/** The page's ranges, each ending today: 7 days, 4 calendar weeks, 3 calendar months, or two days of the patient's own. */
export const RANGES = ["7d", "4w", "3m", "custom"] as const;
export type RangePreset = (typeof RANGES)[number];
export const RANGE_LABELS: Record<RangePreset, string> = {
  "7d": "Last 7 days",
  "4w": "Last 4 weeks",
  "3m": "Last 3 months",
  custom: "Choose dates",
};

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

/** A measure's column heading: "Energy (kcal)", "Vegetable (servings)". */
export const measureHeading = (m: Pick<Measure, "label" | "unit">) => `${m.label} (${m.unit})`;

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

export const REPORT_MSG = {
  rangeTooLong: "Choose a range of two years or less.",
  endBeforeStart: "The end date cannot be before the start date.",
  futureDay: "The date cannot be in the future.",
  sinceTooEarly: "Choose a day within the last two years.",
  badDate: "Enter a date as YYYY-MM-DD.",
  pickGroup: "Choose day, week or month.",
  pickRange: "Choose a range.",
  questionsFull: `You can keep up to ${QUESTIONS_MAX} questions. Remove one first.`,
  noDaysLogged: "No food logged in this period.",
  noWeighIns: "No weigh-ins in this period.",
  noQuestions: "No questions yet. Add what you would like to ask at your visit.",
  noNotes: "No notes from the care team in this period.",
  noFlags: "Nothing is flagged for the care team.",
  noComposition: "Body composition appears after a weigh-in on the clinic's scale.",
  visitSinceLast: "Since the last visit",
  visitSinceChosen: "Since the chosen day",
  visitSinceDefault: "The last four weeks (no earlier visit)",
  pdfFailed: "The PDF could not be made. Please try again.",
} as const;

export const REPORT_TOAST = {
  questionAdded: "Question added.",
  questionRemoved: "Question removed.",
} as const;

/** /reports: the patient's page of their weeks and months (its range form, table and questions). */
export const REPORT_TEXT = {
  title: "Reports",
  subtitle: "How your days have gone against your goals, and your questions for the next visit.",
  range: "Range",
  group: "Group by",
  from: "From",
  to: "To",
  customHint: "From and To are read with Choose dates.",
  compare: "Compare with the previous period",
  show: "Show",
  visit: "Open my visit summary",
  /** The link to /reports.csv: the rows shown, for a spreadsheet. */
  csv: "Download these rows (CSV)",
  /** The link to /reports from /progress. */
  open: "My reports",
  /** The link to /reports from the daily journal. */
  fromJournal: "See how your weeks have gone against your goals.",
  tableHeading: "Food, exercise and weight",
  goalsNote: "Goals are in brackets: the goals in force on the days logged.",
  covers: (from: string, to: string) => `From ${from} to ${to}`,
  compareHeading: "This period beside the previous one",
  periodHeading: { day: "Day", week: "Week of", month: "Month of" } as Record<Group, string>,
  thisPeriod: (from: string, to: string) => `This period (${from} to ${to})`,
  previousPeriod: (from: string, to: string) => `Previous period (${from} to ${to})`,
  whole: "Whole range",
  daysLogged: "Days logged",
  exerciseMinutes: "Exercise (minutes)",
  exerciseCalories: "Calories burned (kcal)",
  worstSideEffect: "Worst side effect",
  /** A period's worst side effect in its cell: "Nausea (4 of 5)". */
  sideEffectCell: (symptom: string, severity: number) => `${symptom} (${severity} of 5)`,
  servingsHeading: "Exchange servings",
  weightTrend: (unit: string) => `Weight trend (${unit})`,
  weightChange: (unit: string) => `Weight change (${unit})`,
  questions: "Questions for your visit",
  questionsHint: "Your care team sees these on your visit summary.",
  question: "Your question",
  addQuestion: "Add question",
  adding: "Adding…",
  remove: "Remove",
  removing: "Removing…",
  removeNamed: (text: string) => `Remove the question: ${text}`,
  none: "—",
  energyChart: "Energy against your goal",
  energyChartNote: "Each bar is your average energy a day over the days you logged; the line is your energy goal.",
  energyChartLabel: "Energy against your goal: the numbers are in the table below.",
  energySeries: "Energy (kcal a day)",
  goalSeries: "Energy goal (kcal a day)",
  weightChart: "Weight trend",
  weightChartNote: {
    imperial: "Your trend weight at the end of each period, in pounds.",
    metric: "Your trend weight at the end of each period, in kilograms.",
  } as Record<Units, string>,
  weightChartLabel: "Weight trend: the numbers are in the table below.",
  weightSeries: (unit: string) => `Weight trend (${unit})`,
  noWeightChart: "Your weight trend appears here after a weigh-in.",
  energyTable: "Energy and its goal, period by period",
  weightTable: "Weight trend and its change, period by period",
  showTable: "Show the chart as a table",
} as const;

/** Where the visit summary's "since" came from. */
export const SINCE_SOURCES = ["visit", "chosen", "default"] as const;
export type SinceSource = (typeof SINCE_SOURCES)[number];
export const SINCE_LABELS: Record<SinceSource, string> = {
  visit: REPORT_MSG.visitSinceLast,
  chosen: REPORT_MSG.visitSinceChosen,
  default: REPORT_MSG.visitSinceDefault,
};

/** The visit summary's headings and sentences: the page, the print and the PDF read these. */
export const VISIT_TEXT = {
  title: "Visit summary",
  heading: (who: string) => `Visit summary: ${who}`,
  covers: (from: string, to: string) => `From ${from} to ${to}`,
  lastVisit: (day: string) => `Last visit: ${day}`,
  noLastVisit: "No earlier visit on file.",
  nextVisit: (day: string, time: string) => `Next visit: ${day} at ${time}`,
  noNextVisit: "No visit booked.",
  sinceLabel: "Since",
  show: "Show",
  pdf: "Download PDF",
  backToRecord: "Back to the record",
  weight: "Weight",
  startWeight: "At the start",
  currentWeight: "Latest weigh-in",
  change: "Change",
  trend: "Trend",
  trendChange: "Trend change",
  weighIns: "Weigh-ins in the period",
  bmi: "BMI",
  goalWeight: "Goal weight",
  toGoal: "To goal",
  composition: "Body composition",
  measuredOn: "Measured on",
  fat: "Body fat (%)",
  fatMass: "Fat mass",
  ffm: "Fat-free mass",
  tbw: "Body water",
  waist: "Waist",
  intake: "Food and exercise by week",
  week: "Week of",
  whole: "Whole period",
  daysLogged: "Days logged",
  goal: "Goal",
  exerciseMinutes: "Exercise (minutes)",
  exerciseCalories: "Calories burned (kcal)",
  medicines: "Medicines",
  adherence: (pct: number) => `${pct} % of the doses due in the last 28 days were taken.`,
  noAdherence: "No doses were due in the last 28 days.",
  worstSideEffect: (symptom: string, severity: string, day: string) => `The worst side effect in the period: ${symptom}, ${severity}, on ${day}.`,
  noSideEffects: "No side effects were recorded in the period.",
  flags: "Open flags",
  reviewed: "Reviewed",
  notReviewed: "Not reviewed",
  notes: "Care team notes",
  questions: "The patient's questions",
  noQuestions: "No questions for this visit.",
  none: "—",
} as const;
