import { csvLine } from "~/domain/csv";
import { UNIT_NAMES } from "~/domain/units";
import type { MessageValues } from "~/i18n/languages";
import { MEASURES, measureIn, type Measure } from "./codes";
import type { ReportRow } from "./intake";
import type { IntakeReport } from "./intake.server";

/**
 * /reports.csv (issue 40): what /reports shows, as a spreadsheet reads it. The same rows (each
 * period of the range, then the whole range, then the previous period's whole when it is
 * compared), the same numbers (the report's, rounded once by the one rule, decision 0220) and the
 * reader's units named in each heading; a measure's goal in the column beside it. Its headings and
 * words are in the member's language (issue 41): `say` translates a key ("reports:csv.range").
 */

/** Translates a key into the member's language (the route passes `translate` with it). */
export type Say = (key: string, values?: MessageValues) => string;

function measuresOf(r: IntakeReport): Measure[] {
  return MEASURES.map((m) => measureIn(m, r.units));
}

export function csvHeader(r: IntakeReport, say: Say): string[] {
  const weight = say(`reports:units.${UNIT_NAMES[r.units].weight}`);
  const named = (m: Measure) => ({ label: say(`reports:measures.${m.key}`), unit: say(`reports:units.${m.unit}`) });
  return [
    say("reports:csv.range"),
    say("reports:csv.start"),
    say("reports:csv.end"),
    say("reports:csv.days"),
    say("reports:csv.daysLogged"),
    ...measuresOf(r).flatMap((m) => (m.goal ? [say("reports:csv.measure", named(m)), say("reports:csv.goal", named(m))] : [say("reports:csv.measure", named(m))])),
    say("reports:csv.minutes"),
    say("reports:csv.burned"),
    say("reports:csv.trend", { unit: weight }),
    say("reports:csv.change", { unit: weight }),
    say("reports:csv.sideEffect"),
    say("reports:csv.severity"),
  ];
}

function cells(say: Say, range: string, row: ReportRow, measures: Measure[]): (string | number | null)[] {
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
    row.worst_side_effect ? say(`medications:symptoms.${row.worst_side_effect.symptom}`) : null,
    row.worst_side_effect?.severity ?? null,
  ];
}

/** The report's rows as they are shown on /reports, one line each. */
export function reportCsvRows(r: IntakeReport, say: Say): (string | number | null)[][] {
  const measures = measuresOf(r);
  return [
    ...r.rows.map((row) => cells(say, say("reports:csv.current"), row, measures)),
    cells(say, say("reports:csv.whole"), r.total, measures),
    ...(r.previous ? [cells(say, say("reports:csv.previous"), r.previous.total, measures)] : []),
  ];
}

export function reportCsv(r: IntakeReport, say: Say): string {
  return csvLine(csvHeader(r, say)) + reportCsvRows(r, say).map(csvLine).join("");
}
