import { UNIT_NAMES, type Units } from "~/domain/units";
import type { Formats } from "~/i18n/format";
import { bmiCategoryKey } from "~/progress/bmi";
import { MEASURES, measureIn, type Group, type Measure } from "./codes";
import type { Say } from "./csv";
import type { ReportRow } from "./intake";
import type { IntakeReport } from "./intake.server";

/** A table of a report or a visit summary, its texts in the reader's language. */
export interface Table {
  kind: "table";
  heading: string;
  columns: string[];
  rows: string[][];
}

/**
 * /reports as it is read: the report's rows as display text (docs/decisions/0220), each measure
 * beside the goal in force, weights in the reader's units. The page draws these tables with the
 * visit summary's table card, so the two read the same. Written in the reader's language
 * (issue 41): `say` translates a key, `f` formats its dates and numbers.
 */

/** The page's language, for the text made on the server: its translations and its formats. */
export interface Reader {
  say: Say;
  f: Formats;
}

export interface ReportView {
  covers: string;
  table: Table;
  /** The exchange servings against their goals, period by period. */
  servings: Table;
  /** The range's whole row beside the previous period's, when asked. */
  compare: Table | null;
  charts: ReportCharts;
}

/** The two charts' series, one point a period, and each chart's numbers as its table (its text alternative). */
export interface ReportCharts {
  units: Units;
  /** The periods' names, as the tables show them. */
  labels: string[];
  /** Average energy a day over the days logged, and the energy goal in force (kcal). */
  energy: (number | null)[];
  goal: (number | null)[];
  /** The trend weight at each period's end, in the reader's unit. */
  weight: (number | null)[];
  weightUnit: string;
  energyTable: Table;
  weightTable: Table;
}

/** The measures of each table, in the reader's units (fluids in oz or mL). */
const shownOf = (table: Measure["table"], units: Units) => MEASURES.filter((m) => m.table === table).map((m) => measureIn(m, units));

/** A measure's column heading: "Energy (kcal)", "Vegetable (servings)", in the reader's language. */
export const measureHeading = ({ say }: Reader, m: Pick<Measure, "key" | "unit">) => say("reports:csv.measure", { label: say(`reports:measures.${m.key}`), unit: say(`reports:units.${m.unit}`) });

/** A unit's name in the reader's language ("lb", "porciones"). */
export const unitName = ({ say }: Reader, unit: string) => say(`reports:units.${unit}`);

/** A BMI's category (progress.bmi.ts's English label) in the reader's language. */
export const bmiCategoryOf = ({ say }: Reader, label: string) => {
  const key = bmiCategoryKey(label);
  return key ? say(`progress:bmi.${key}`) : label;
};

const num = ({ say, f }: Reader, v: number | null, digits: 0 | 1 | 2) => (v === null ? say("reports:page.none") : f.number(v, digits));
const signed = ({ say, f }: Reader, v: number | null) => (v === null ? say("reports:page.none") : `${v > 0 ? "+" : v < 0 ? "−" : ""}${f.number(Math.abs(v), 1)}`);

/** "5 / 7": the days logged of the period's days. */
const daysOf = ({ say, f }: Reader, r: ReportRow) => say("reports:page.daysOf", { logged: f.count(r.days_logged), days: f.count(r.days) });

/** A measure's average beside its goal in brackets, as shown. */
function measureCells(rd: Reader, r: ReportRow, measures: Measure[]): string[] {
  return measures.map((m) => {
    const avg = num(rd, r.averages[m.key], m.decimals);
    const goal = m.goal ? r.goals[m.goal] : null;
    return goal === null ? avg : rd.say("reports:page.withGoal", { value: avg, goal: num(rd, goal, m.decimals) });
  });
}

function cells(rd: Reader, label: string, r: ReportRow, intake: Measure[]): string[] {
  return [
    label,
    daysOf(rd, r),
    ...measureCells(rd, r, intake),
    num(rd, r.exercise_minutes, 0),
    num(rd, r.exercise_calories, 0),
    num(rd, r.weight_trend, 1),
    signed(rd, r.weight_change),
    sideEffectText(rd, r),
  ];
}

/** "Nausea (4 of 5)", or a dash with none recorded. */
export const sideEffectText = ({ say }: Reader, r: ReportRow) =>
  r.worst_side_effect
    ? say("reports:page.sideEffectCell", { symptom: say(`medications:symptoms.${r.worst_side_effect.symptom}`), severity: r.worst_side_effect.severity })
    : say("reports:page.none");

const columns = (rd: Reader, first: string, weight: string, intake: Measure[]) => [
  first,
  rd.say("reports:page.daysLogged"),
  ...intake.map((m) => measureHeading(rd, m)),
  rd.say("reports:page.exerciseMinutes"),
  rd.say("reports:page.exerciseCalories"),
  rd.say("reports:page.weightTrend", { unit: weight }),
  rd.say("reports:page.weightChange", { unit: weight }),
  rd.say("reports:page.worstSideEffect"),
];

const periodLabel = ({ f }: Reader, group: Group, r: ReportRow) => (group === "month" ? f.shortDate(r.period) : f.shortDate(r.from));

function chartsOf(rd: Reader, r: IntakeReport, weight: string): ReportCharts {
  const { say } = rd;
  const labels = r.rows.map((row) => periodLabel(rd, r.group, row));
  const first = say(`reports:page.periodHeading.${r.group}`);
  return {
    units: r.units,
    labels,
    energy: r.rows.map((row) => row.averages.calories),
    goal: r.rows.map((row) => row.goals.calories),
    weight: r.rows.map((row) => row.weight_trend),
    weightUnit: weight,
    energyTable: {
      kind: "table",
      heading: say("reports:charts.energyTable"),
      columns: [first, say("reports:charts.energySeries"), say("reports:charts.goalSeries")],
      rows: r.rows.map((row, i) => [labels[i], num(rd, row.averages.calories, 0), num(rd, row.goals.calories, 0)]),
    },
    weightTable: {
      kind: "table",
      heading: say("reports:charts.weightTable"),
      columns: [first, say("reports:page.weightTrend", { unit: weight }), say("reports:page.weightChange", { unit: weight })],
      rows: r.rows.map((row, i) => [labels[i], num(rd, row.weight_trend, 1), signed(rd, row.weight_change)]),
    },
  };
}

export function reportView(rd: Reader, r: IntakeReport): ReportView {
  const { say, f } = rd;
  const weight = unitName(rd, UNIT_NAMES[r.units].weight);
  const intake = shownOf("intake", r.units);
  const servings = shownOf("servings", r.units);
  const label = (row: ReportRow) => periodLabel(rd, r.group, row);
  const whole = say("reports:page.whole");
  const first = say(`reports:page.periodHeading.${r.group}`);
  return {
    charts: chartsOf(rd, r, weight),
    covers: say("reports:page.covers", { from: f.date(r.from), to: f.date(r.to) }),
    table: {
      kind: "table",
      heading: say("reports:page.tableHeading"),
      columns: columns(rd, first, weight, intake),
      rows: [...r.rows.map((row) => cells(rd, label(row), row, intake)), cells(rd, whole, r.total, intake)],
    },
    servings: {
      kind: "table",
      heading: say("reports:page.servingsHeading"),
      columns: [first, say("reports:page.daysLogged"), ...servings.map((m) => measureHeading(rd, m))],
      rows: [...r.rows, r.total].map((row, i) => [i < r.rows.length ? label(row) : whole, daysOf(rd, row), ...measureCells(rd, row, servings)]),
    },
    compare: r.previous
      ? {
          kind: "table",
          heading: say("reports:page.compareHeading"),
          columns: columns(rd, say("reports:page.range"), weight, intake),
          rows: [
            cells(rd, say("reports:page.thisPeriod", { from: f.shortDate(r.from), to: f.shortDate(r.to) }), r.total, intake),
            cells(rd, say("reports:page.previousPeriod", { from: f.shortDate(r.previous.from), to: f.shortDate(r.previous.to) }), r.previous.total, intake),
          ],
        }
      : null,
  };
}
