import { addDays, daysBetween } from "~/domain/calendar";
import { type DoseUnit, SYMPTOMS, type Symptom } from "./codes";
import { stepOn } from "./schedule";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * The side-effect chart's data (issue 38): each symptom's severity by day against the dose steps of
 * one medicine, so a patient (and their nurse) can see nausea rise the week the dose went up; and
 * the same week by week as a table (the chart's text alternative). Pure: built from rows the
 * overview has already read.
 */

export interface ChartRegimen {
  id: number;
  name: string;
  unit: DoseUnit;
  start_day: string;
  end_day: string | null;
  set_by: string;
  titration: { from_day: string; dose: number; paused: boolean }[];
}

export type SideEffectChart = z.infer<typeof apiShapes.chart>;

const running = (r: ChartRegimen, day: string) => day >= r.start_day && (r.end_day === null || day < r.end_day);

function doseAt(r: ChartRegimen, day: string): number | null {
  if (!running(r, day)) return null;
  const step = stepOn(r.titration, day);
  return step && !step.paused ? step.dose : null;
}

/** The medicines that ran in the range, the ones with most dose steps (a titration) first, the clinic's before the patient's own. */
function choicesOf(regimens: readonly ChartRegimen[], from: string, to: string) {
  return regimens
    .filter((r) => r.start_day <= to && (r.end_day === null || r.end_day > from) && r.titration.length > 0)
    .sort((a, b) => b.titration.length - a.titration.length || (a.set_by === b.set_by ? a.id - b.id : a.set_by === "clinic" ? -1 : 1));
}

export function sideEffectChart(
  regimens: readonly ChartRegimen[],
  rows: readonly { day: string; symptom: Symptom; severity: number }[],
  range: { from: string; to: string },
  regimenId: number | null,
): SideEffectChart {
  const { from, to } = range;
  const choices = choicesOf(regimens, from, to);
  const chosen = choices.find((r) => r.id === regimenId) ?? choices[0] ?? null;
  const inRange = rows.filter((r) => r.day >= from && r.day <= to);
  const series = SYMPTOMS.map((symptom) => ({
    symptom,
    points: inRange
      .filter((r) => r.symptom === symptom)
      .map((r) => ({ day: r.day, severity: r.severity }))
      .sort((a, b) => (a.day < b.day ? -1 : 1)),
  })).filter((s) => s.points.length > 0);
  let dose: SideEffectChart["dose"] = null;
  if (chosen) {
    const days = new Set([from, to, chosen.start_day, ...(chosen.end_day ? [chosen.end_day] : []), ...chosen.titration.map((s) => s.from_day)]);
    const points = [...days]
      .filter((d) => d >= from && d <= to)
      .sort()
      .map((day) => ({ day, dose: doseAt(chosen, day) }));
    dose = { regimen: chosen.id, name: chosen.name, unit: chosen.unit, points };
  }
  const weeks: SideEffectChart["weeks"] = [];
  for (let start = from; start <= to; start = addDays(start, 7)) {
    const end = addDays(start, 6);
    const worst: Partial<Record<Symptom, number>> = {};
    for (const r of inRange) if (r.day >= start && r.day <= end) worst[r.symptom] = Math.max(worst[r.symptom] ?? 0, r.severity);
    weeks.push({ start, dose: chosen ? doseAt(chosen, start) : null, worst });
  }
  return { from, to, series, dose, weeks, choices: choices.map((r) => ({ id: r.id, name: r.name })) };
}

/** The chart's x value of a day: days from the range's first. */
export const dayIndex = (from: string, day: string) => daysBetween(from, day);
