import { csvLine } from "~/domain/csv";
import { UNIT_NAMES } from "~/domain/units";
import { SYMPTOM_LABELS } from "~/medications/codes";
import { CSV_HEADINGS as H, MEASURES, measureHeading, measureIn, type Measure } from "./codes";
import type { ReportRow } from "./intake";
import type { IntakeReport } from "./intake.server";

/**
 * /reports.csv (issue 40): what /reports shows, as a spreadsheet reads it. The same rows (each
 * period of the range, then the whole range, then the previous period's whole when it is
 * compared), the same numbers (the report's, rounded once by the one rule, decision 0220) and the
 * reader's units named in each heading; a measure's goal in the column beside it.
 */

function measuresOf(r: IntakeReport): Measure[] {
  return MEASURES.map((m) => measureIn(m, r.units));
}

export function csvHeader(r: IntakeReport): string[] {
  const weight = UNIT_NAMES[r.units].weight;
  return [
    H.range,
    H.start,
    H.end,
    H.days,
    H.daysLogged,
    ...measuresOf(r).flatMap((m) => (m.goal ? [measureHeading(m), H.goal(m)] : [measureHeading(m)])),
    H.minutes,
    H.burned,
    H.trend(weight),
    H.change(weight),
    H.sideEffect,
    H.severity,
  ];
}

function cells(range: string, row: ReportRow, measures: Measure[]): (string | number | null)[] {
  return [
    range,
    row.from,
    row.to,
    row.days,
    row.days_logged,
    ...measures.flatMap((m) => (m.goal ? [row.averages[m.key], row.goals[m.goal]] : [row.averages[m.key]])),
    row.exercise_minutes,
    row.exercise_calories,
    row.weight_trend,
    row.weight_change,
    row.worst_side_effect ? SYMPTOM_LABELS[row.worst_side_effect.symptom] : null,
    row.worst_side_effect?.severity ?? null,
  ];
}

/** The report's rows as they are shown on /reports, one line each. */
export function reportCsvRows(r: IntakeReport): (string | number | null)[][] {
  const measures = measuresOf(r);
  return [
    ...r.rows.map((row) => cells(H.current, row, measures)),
    cells(H.whole, r.total, measures),
    ...(r.previous ? [cells(H.previous, r.previous.total, measures)] : []),
  ];
}

export function reportCsv(r: IntakeReport): string {
  return csvLine(csvHeader(r)) + reportCsvRows(r).map(csvLine).join("");
}
