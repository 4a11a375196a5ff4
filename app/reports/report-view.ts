import { UNIT_NAMES, type Units } from "~/domain/units";
import { formatDate, formatNumber, formatShortDate } from "~/i18n/format";
import { MEASURES, measureHeading, measureIn, REPORT_TEXT as T, type Group, type Measure } from "./codes";
import { SYMPTOM_LABELS } from "~/medications/codes";
import type { ReportRow } from "./intake";
import type { IntakeReport } from "./intake.server";
import type { Table } from "./visit-view";

/**
 * /reports as it is read: the report's rows as display text (docs/decisions/0220), each measure
 * beside the goal in force, weights in the reader's units. The page draws these tables with the
 * visit summary's table card, so the two read the same.
 */

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

const num = (v: number | null, digits: 0 | 1 | 2) => (v === null ? T.none : formatNumber(v, digits));
const signed = (v: number | null) => (v === null ? T.none : `${v > 0 ? "+" : v < 0 ? "−" : ""}${formatNumber(Math.abs(v), 1)}`);

/** A measure's average beside its goal in brackets, as shown. */
function measureCells(r: ReportRow, measures: Measure[]): string[] {
  return measures.map((m) => {
    const avg = num(r.averages[m.key], m.decimals);
    const goal = m.goal ? r.goals[m.goal] : null;
    return goal === null ? avg : `${avg} (${num(goal, m.decimals)})`;
  });
}

function cells(label: string, r: ReportRow, intake: Measure[]): string[] {
  return [
    label,
    `${r.days_logged} / ${r.days}`,
    ...measureCells(r, intake),
    num(r.exercise_minutes, 0),
    num(r.exercise_calories, 0),
    num(r.weight_trend, 1),
    signed(r.weight_change),
    sideEffectText(r),
  ];
}

/** "Nausea (4 of 5)", or a dash with none recorded: the page's and the CSV's words. */
export const sideEffectText = (r: ReportRow) => (r.worst_side_effect ? T.sideEffectCell(SYMPTOM_LABELS[r.worst_side_effect.symptom], r.worst_side_effect.severity) : T.none);

const columns = (first: string, weight: string, intake: Measure[]) => [
  first,
  T.daysLogged,
  ...intake.map(measureHeading),
  T.exerciseMinutes,
  T.exerciseCalories,
  T.weightTrend(weight),
  T.weightChange(weight),
  T.worstSideEffect,
];

const periodLabel = (group: Group, r: ReportRow) => (group === "month" ? formatShortDate(r.period) : formatShortDate(r.from));

function chartsOf(r: IntakeReport, weight: string): ReportCharts {
  const labels = r.rows.map((row) => periodLabel(r.group, row));
  const first = T.periodHeading[r.group];
  return {
    units: r.units,
    labels,
    energy: r.rows.map((row) => row.averages.calories),
    goal: r.rows.map((row) => row.goals.calories),
    weight: r.rows.map((row) => row.weight_trend),
    weightUnit: weight,
    energyTable: {
      kind: "table",
      heading: T.energyTable,
      columns: [first, T.energySeries, T.goalSeries],
      rows: r.rows.map((row, i) => [labels[i], num(row.averages.calories, 0), num(row.goals.calories, 0)]),
    },
    weightTable: {
      kind: "table",
      heading: T.weightTable,
      columns: [first, T.weightTrend(weight), T.weightChange(weight)],
      rows: r.rows.map((row, i) => [labels[i], num(row.weight_trend, 1), signed(row.weight_change)]),
    },
  };
}

export function reportView(r: IntakeReport): ReportView {
  const weight = UNIT_NAMES[r.units].weight;
  const intake = shownOf("intake", r.units);
  const servings = shownOf("servings", r.units);
  const label = (row: ReportRow) => periodLabel(r.group, row);
  return {
    charts: chartsOf(r, weight),
    covers: T.covers(formatDate(r.from), formatDate(r.to)),
    table: {
      kind: "table",
      heading: T.tableHeading,
      columns: columns(T.periodHeading[r.group], weight, intake),
      rows: [...r.rows.map((row) => cells(label(row), row, intake)), cells(T.whole, r.total, intake)],
    },
    servings: {
      kind: "table",
      heading: T.servingsHeading,
      columns: [T.periodHeading[r.group], T.daysLogged, ...servings.map(measureHeading)],
      rows: [...r.rows, r.total].map((row, i) => [i < r.rows.length ? label(row) : T.whole, `${row.days_logged} / ${row.days}`, ...measureCells(row, servings)]),
    },
    compare: r.previous
      ? {
          kind: "table",
          heading: T.compareHeading,
          columns: columns(T.range, weight, intake),
          rows: [
            cells(T.thisPeriod(formatShortDate(r.from), formatShortDate(r.to)), r.total, intake),
            cells(T.previousPeriod(formatShortDate(r.previous.from), formatShortDate(r.previous.to)), r.previous.total, intake),
          ],
        }
      : null,
  };
}
