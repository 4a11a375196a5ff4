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

/**
 * A value rounded for display, to `digits` decimals (never for storage). A small loss rounds to
 * 0, never to -0: a page would show "-0", and the browser, given 0 by the page's data, "0" (a
 * hydration mismatch).
 */
export function roundTo(n: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round((n + Number.EPSILON) * f) / f || 0;
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

/**
 * Each member chooses the units they read and type (issue 26): pounds and inches, or kilograms
 * and centimetres. Storage stays canonical; only the way in and out changes.
 */
export const UNIT_SYSTEMS = ["imperial", "metric"] as const;
export type Units = (typeof UNIT_SYSTEMS)[number];
export const DEFAULT_UNITS: Units = "imperial";
export const isUnits = (v: unknown): v is Units => v === "imperial" || v === "metric";

export const UNIT_NAMES: Record<Units, { weight: string; length: string; fluid: string; label: string }> = {
  imperial: { weight: "lb", length: "in", fluid: "oz", label: "Pounds and inches" },
  metric: { weight: "kg", length: "cm", fluid: "mL", label: "Kilograms and centimetres" },
};

/** Kilograms (or a difference of kilograms) in the member's weight unit, one decimal. */
export const weightOf = (kg: number | null, units: Units): number | null =>
  kg === null ? null : roundTo(units === "metric" ? kg : kgToLb(kg), 1);
/** Centimetres in the member's length unit, one decimal. */
export const lengthOf = (cm: number | null, units: Units): number | null =>
  cm === null ? null : roundTo(units === "metric" ? cm : cmToIn(cm), 1);
/** A weight typed in the member's unit, as kilograms to store (unrounded). */
export const weightToKg = (value: number, units: Units): number => (units === "metric" ? value : lbToKg(value));
/** A length typed in the member's unit, as centimetres to store (unrounded). */
export const lengthToCm = (value: number, units: Units): number => (units === "metric" ? value : inToCm(value));
/** A bound given in pounds, in the member's unit (whole numbers stay whole where they can). */
export const weightBound = (lb: number, units: Units): number => (units === "metric" ? roundTo(lbToKg(lb), 1) : lb);
/** A bound given in inches, in the member's unit. */
export const lengthBound = (inches: number, units: Units): number => (units === "metric" ? roundTo(inToCm(inches), 1) : inches);

/** A US fluid ounce in millilitres (exact): fluids are stored in fluid ounces (`_floz`). */
export const ML_PER_FLOZ = 29.5735295625;
/** Fluid ounces in the member's unit: ounces to two decimals, or whole millilitres (for display). */
export const fluidOf = (floz: number, units: Units): number => (units === "metric" ? Math.round(floz * ML_PER_FLOZ) : roundTo(floz, 2));
/** A fluid amount typed in the member's unit, as fluid ounces to store (unrounded). */
export const fluidToFloz = (value: number, units: Units): number => (units === "metric" ? value / ML_PER_FLOZ : value);
/** A bound given in fluid ounces, in the member's unit (whole millilitres, rounded down so it stays within). */
export const fluidBound = (floz: number, units: Units): number => (units === "metric" ? Math.floor(floz * ML_PER_FLOZ) : floz);
