import { fluidOf, type Units } from "~/domain/units";
import { fluidControls } from "./codes";
import type { GoalProgress, JournalDay } from "./types";

/** Goal cards with hydration and electrolyte in the member's units; each card names its unit. */
export function progressIn(progress: GoalProgress[], units: Units): GoalProgress[] {
  if (units === "imperial") return progress;
  const ml = (floz: number) => fluidOf(floz, units);
  const unit = fluidControls(units).unit;
  return progress.map((p) => (p.key === "hydration" || p.key === "electrolyte" ? { ...p, unit, total: ml(p.total), goal: p.goal === null ? null : ml(p.goal) } : p));
}

/**
 * A journal day as a member who reads millilitres sees it (issue 36): hydration and electrolyte
 * (the day's totals, the cards' goals and the goal in force) in whole millilitres, the stored
 * fluid ounces untouched. In ounces it is the day as it was. The pages call it; the API keeps its
 * ounces (`fluid_oz`, `hydration`: decision 0172).
 */
export function journalDayIn(day: JournalDay, units: Units): JournalDay {
  if (units === "imperial") return day;
  const ml = (floz: number) => fluidOf(floz, units);
  return {
    ...day,
    fluids: {
      hydration: { ...day.fluids.hydration, value: ml(day.fluids.hydration.value) },
      electrolyte: { ...day.fluids.electrolyte, value: ml(day.fluids.electrolyte.value) },
    },
    summary: { ...day.summary, hydration: ml(day.summary.hydration), electrolyte: ml(day.summary.electrolyte) },
    goal: day.goal ? { ...day.goal, hydration: ml(day.goal.hydration), electrolyte: ml(day.goal.electrolyte) } : null,
    progress: progressIn(day.progress, units),
  };
}
