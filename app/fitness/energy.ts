import type { z } from "zod";
import type * as apiShapes from "./api-shapes";
import { message } from "~/i18n/languages";
/**
 * The one energy rule of the portal (docs/decisions/0050-exercise-energy.md). Every figure of
 * calories burned — a log, a journal entry, history, Potential Burn, the food journal's "burned
 * today" — comes from here.
 *
 * The Compendium of Physical Activities gives each activity a MET: its energy use as a multiple
 * of rest, where 1 MET ≈ 1 kcal per kg of body weight per hour. So
 *
 *   gross kcal = MET × body weight (kg) × hours
 *
 * The portal counts the net figure, the energy above rest:
 *
 *   net kcal = (MET − 1) × body weight (kg) × hours
 *
 * because the resting part would have been burned anyway, and because 1 MET assumes a resting
 * oxygen use of 3.5 mL/kg/min that people with a BMI over 25 fall well below: gross METs overstate
 * what our patients burn. The net figure is the one counted everywhere; the gross one is shown
 * beside it only where it helps (Potential Burn's table).
 *
 * Pure and free of server imports: the log forms use it in the browser for their estimate.
 */

/** Potential Burn's rows (spec part 3 §3: for 15, 30, 45 and 60 minutes). */
export const POTENTIAL_BURN_MINUTES = [15, 30, 45, 60] as const;
/** The minutes whose figure is Potential Burn's headline value. */
export const POTENTIAL_BURN_HEADLINE_MINUTES = 30;

export interface Burn {
  /** kcal above rest: the figure counted. */
  net: number;
  /** kcal including rest. */
  gross: number;
}

/** One decimal: what is stored. Screens round again to whole calories. */
const tenth = (n: number) => Math.round(n * 10) / 10;

function check(met: number, kg: number, minutes: number) {
  if (!(met > 0) || !(kg > 0) || !(minutes >= 0) || !Number.isFinite(met + kg + minutes)) {
    throw new RangeError(`energy: MET, kg and minutes must be positive numbers (got ${met}, ${kg}, ${minutes})`);
  }
}

/** MET × kg × h. */
export function grossKcal(met: number, kg: number, minutes: number): number {
  check(met, kg, minutes);
  return tenth(met * kg * (minutes / 60));
}

/** (MET − 1) × kg × h; an activity at or below rest burns nothing extra. */
export function netKcal(met: number, kg: number, minutes: number): number {
  check(met, kg, minutes);
  return tenth(Math.max(0, met - 1) * kg * (minutes / 60));
}

export function burn(met: number, kg: number, minutes: number): Burn {
  return { net: netKcal(met, kg, minutes), gross: grossKcal(met, kg, minutes) };
}

/**
 * What a log or journal entry stores as its calories: what the member typed, when they typed
 * something; otherwise the net burn for their weight; otherwise nothing (no weight on record).
 */
export function caloriesFor(input: { met: number; minutes: number; weightKg: number | null; entered: number | null | undefined }): {
  calories_kcal: number | null;
  calories_gross_kcal: number | null;
  calories_entered: 0 | 1;
} {
  if (input.entered !== null && input.entered !== undefined) {
    return { calories_kcal: tenth(input.entered), calories_gross_kcal: null, calories_entered: 1 };
  }
  if (input.weightKg === null || !(input.weightKg > 0)) return { calories_kcal: null, calories_gross_kcal: null, calories_entered: 0 };
  const b = burn(input.met, input.weightKg, input.minutes);
  return { calories_kcal: b.net, calories_gross_kcal: b.gross, calories_entered: 0 };
}

/** The intensity bands of the MET scale (light < 3, moderate 3–5.9, vigorous ≥ 6): the flames. */
export type Flame = 1 | 2 | 3;
export const FLAME_LABELS = { 1: "Light", 2: "Moderate", 3: "Vigorous" } as const satisfies Record<Flame, string>;

export function intensityOf(met: number): Flame {
  if (met >= 6) return 3;
  if (met >= 3) return 2;
  return 1;
}

export interface PotentialBurnRow {
  minutes: number;
  calories: number;
  gross_calories: number;
}

/** Spec part 3 §3 "Potential burn result: value, name, met_table, message". */
export type PotentialBurn = z.infer<typeof apiShapes.potentialBurn>;

/** The answer's `message`, a key the API says in the caller's language (the pages draw their own). */
export const NO_WEIGHT_MESSAGE = message("fitness:burn.noWeight");

/** What an exercise burns for a member of this weight, for 15, 30, 45 and 60 minutes. */
export function potentialBurn(exercise: { name: string; met: number }, weightKg: number | null): PotentialBurn {
  if (weightKg === null || !(weightKg > 0)) {
    return { value: null, name: exercise.name, met: exercise.met, weight_kg: null, met_table: [], message: NO_WEIGHT_MESSAGE };
  }
  const met_table = POTENTIAL_BURN_MINUTES.map((minutes) => {
    const b = burn(exercise.met, weightKg, minutes);
    return { minutes, calories: Math.round(b.net), gross_calories: Math.round(b.gross) };
  });
  const value = met_table.find((r) => r.minutes === POTENTIAL_BURN_HEADLINE_MINUTES)!.calories;
  return {
    value,
    name: exercise.name,
    met: exercise.met,
    weight_kg: weightKg,
    met_table,
    message: message("fitness:burn.headline", { minutes: POTENTIAL_BURN_HEADLINE_MINUTES, name: exercise.name.toLowerCase(), value }),
  };
}
