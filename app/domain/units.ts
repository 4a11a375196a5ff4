/**
 * Display units (docs/decisions/0063-units.md). Weights are stored in kilograms and lengths in
 * centimetres, exactly as converted from what was typed; pounds and inches exist only on the
 * way in and out. Pure, so pages, the API and the badge rules share one conversion.
 */

export const KG_PER_LB = 0.45359237;
export const CM_PER_IN = 2.54;

export const lbToKg = (lb: number) => lb * KG_PER_LB;
export const kgToLb = (kg: number) => kg / KG_PER_LB;
export const inToCm = (inches: number) => inches * CM_PER_IN;
export const cmToIn = (cm: number) => cm / CM_PER_IN;

/** A value rounded for display, to `digits` decimals (never for storage). */
export function roundTo(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON) * f) / f;
}

/** Kilograms as pounds with one decimal (null stays null). */
export const lbOf = (kg: number | null): number | null => (kg === null ? null : roundTo(kgToLb(kg), 1));
/** Centimetres as inches with one decimal (null stays null). */
export const inOf = (cm: number | null): number | null => (cm === null ? null : roundTo(cmToIn(cm), 1));

/** 67 inches → "5 ft 7 in". */
export function feetAndInches(inches: number): string {
  const whole = Math.round(inches);
  return `${Math.floor(whole / 12)} ft ${whole % 12} in`;
}
