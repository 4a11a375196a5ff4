import { addDays } from "~/domain/calendar";
import { done, invalidField, type Outcome } from "~/domain/outcome";
import { MED_MSG } from "./codes";

/**
 * A prescription that follows the formulary's dose-step plan (issue 38): the plan's steps from the
 * starting dose up to the target, each from its day (the label's weeks per step). Pure: the care
 * team's prescribing and the demo's seed use it alike.
 */

const near = (a: number, b: number) => Math.abs(a - b) < 1e-9;

export function titrationSteps(m: { steps: readonly { dose: number; weeks: number | null }[] }, dose: number, to: number | undefined, start: string): Outcome<{ from_day: string; dose: number }[]> {
  if (m.steps.length === 0) return invalidField("titrate", MED_MSG.noPlan);
  const first = m.steps.findIndex((s) => near(s.dose, dose));
  if (first < 0) return invalidField("dose", MED_MSG.notInPlan);
  const last = to === undefined ? m.steps.length - 1 : m.steps.findIndex((s) => near(s.dose, to));
  if (last < 0) return invalidField("titrate_to", MED_MSG.targetNotInPlan);
  if (last < first) return invalidField("titrate_to", MED_MSG.targetBelowStart);
  const out: { from_day: string; dose: number }[] = [];
  let day = start;
  for (let i = first; i <= last; i++) {
    out.push({ from_day: day, dose: m.steps[i].dose });
    day = addDays(day, (m.steps[i].weeks ?? 0) * 7);
  }
  return done(out);
}
