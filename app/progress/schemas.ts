import { z } from "zod";
import { parseDay } from "~/domain/calendar";
import { lengthBound, UNIT_NAMES, type Units, weightBound } from "~/domain/units";
import { message } from "~/i18n/languages";
import { decimal, integer, MSG } from "~/validation/rules";

/**
 * One schema per progress mutation, used by the page (conform) and the /api handlers. Weights
 * and masses are typed in pounds and lengths in inches, or in kilograms and centimetres when the
 * member chose them (docs/decisions/0063-units.md, 0134); the bounds are physical ones a clinic
 * scale or cuff could give, the same in either unit, so a slipped digit is caught.
 */

/** Spec part 3 §9: weight tables 20 a page. */
export const WEIGHT_PAGE_SIZE = 20;

/**
 * The area's messages (issue 41): each travels as a `progress:` key with its values and is said in
 * the reader's language where it is shown (public/locales/<language>/progress.json).
 */
export const PROGRESS_MSG = {
  added: message("progress:msg.added"),
  updated: message("progress:msg.updated"),
  removed: message("progress:msg.removed"),
  heightSaved: message("progress:msg.heightSaved"),
  goalSaved: message("progress:msg.goalSaved"),
  goalRemoved: message("progress:msg.goalRemoved"),
  bothPressures: message("progress:msg.bothPressures"),
  pressureOrder: message("progress:msg.pressureOrder"),
  fatMassOverWeight: message("progress:msg.fatMassOverWeight"),
  ffmOverWeight: message("progress:msg.ffmOverWeight"),
  tbwOverWeight: message("progress:msg.tbwOverWeight"),
  partsOverWeight: message("progress:msg.partsOverWeight"),
  fatMismatch: (mass: string, pct: string, unit = "lb") => message("progress:msg.fatMismatch", { mass, pct, unit }),
  futureDate: message("progress:msg.futureDate"),
  badDate: message("progress:msg.badDate"),
  heightOnRecord: message("progress:msg.heightOnRecord"),
  heightRange: message("progress:msg.heightRange"),
  heightRangeCm: message("progress:msg.heightRangeCm"),
  staffHaveNoWeights: message("progress:msg.staffHaveNoWeights"),
  /** `allowedPct`: how far the gap since the last weigh-in allowed (5 the same day), whole per cent. */
  offTrend: (trend: number, units: Units = "imperial", allowedPct = 5) =>
    message("progress:msg.offTrend", { allowed: allowedPct, trend, unit: units === "metric" ? "kg" : "lb" }),
  confirmOffTrend: message("progress:msg.confirmOffTrend"),
  /** A goal above the latest weigh-in (app/progress/profile.server.ts `goalAboveCurrent`; docs/decisions/0174). */
  goalAboveCurrent: (current: number, units: Units = "imperial") =>
    message("progress:msg.goalAboveCurrent", { current, unit: units === "metric" ? "kg" : "lb" }),
  confirmGoal: message("progress:msg.confirmGoal"),
} as const;

/** "Yes, this is right" to a question the server asks (a weight far from the trend, a goal above the current weight): true, "true", "on" or "1". */
export const confirmField = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean());

/** Bounds of each measurement, in pounds and inches; in kilograms and centimetres through `boundsFor`. */
export const WEIGHT_BOUNDS = {
  weight: { min: 50, max: 1000 },
  impedance: { min: 100, max: 1500 },
  fat: { min: 2, max: 75 },
  fat_mass: { min: 1, max: 800 },
  ffm: { min: 20, max: 800 },
  tbw: { min: 10, max: 600 },
  bp_systolic: { min: 60, max: 260 },
  bp_diastolic: { min: 30, max: 160 },
  pulse: { min: 25, max: 250 },
  waist_circumference: { min: 15, max: 100 },
  goal_weight: { min: 50, max: 1000 },
  height: { min: 48, max: 96 },
} as const;

/** Empty ("" or null) is "not given"; anything else must pass `s`. */
const optional = <T extends z.ZodTypeAny>(s: T) => z.preprocess((v) => (v === "" || v === null ? undefined : v), s.optional());

const day = () =>
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string({ invalid_type_error: PROGRESS_MSG.badDate })
      .transform((v, ctx) => {
        const d = parseDay(v);
        if (!d) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: PROGRESS_MSG.badDate });
          return z.NEVER;
        }
        return d;
      })
      .optional(),
  );

const B = WEIGHT_BOUNDS;

type Bound = { min: number; max: number };

/** The bounds in the units a member types (issue 26): the same physical limits in kilograms and centimetres. */
export function boundsFor(units: Units): Record<keyof typeof WEIGHT_BOUNDS, Bound> {
  if (units === "imperial") return WEIGHT_BOUNDS;
  const weight = (b: Bound) => ({ min: weightBound(b.min, units), max: weightBound(b.max, units) });
  const length = (b: Bound) => ({ min: lengthBound(b.min, units), max: lengthBound(b.max, units) });
  return {
    ...WEIGHT_BOUNDS,
    weight: weight(B.weight),
    fat_mass: weight(B.fat_mass),
    ffm: weight(B.ffm),
    tbw: weight(B.tbw),
    goal_weight: weight(B.goal_weight),
    waist_circumference: length(B.waist_circumference),
    height: length(B.height),
  };
}

const weightShape = (b: ReturnType<typeof boundsFor>) => ({
  weight: decimal(2, b.weight),
  impedance: optional(decimal(2, b.impedance)),
  fat: optional(decimal(2, b.fat)),
  fat_mass: optional(decimal(2, b.fat_mass)),
  ffm: optional(decimal(2, b.ffm)),
  tbw: optional(decimal(2, b.tbw)),
  bp_systolic: optional(integer(b.bp_systolic)),
  bp_diastolic: optional(integer(b.bp_diastolic)),
  pulse: optional(integer(b.pulse)),
  waist_circumference: optional(decimal(2, b.waist_circumference)),
  /** The clinic day of the weigh-in; today when not given. */
  date: day(),
  /** Saves a weight far from the trend (app/progress/weigh-ins.server.ts `offTrend`). */
  confirm: confirmField,
});

const num = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Add Weight (spec part 3 §3 add-weight payload, §5): weight required, the rest optional, in the
 * units the member types. Checks across fields come back keyed `general` (and `fat` for a fat %
 * that contradicts the fat mass), as the spec's server errors are.
 */
function weightEntrySchemaOf(units: Units) {
  return z.object(weightShape(boundsFor(units))).superRefine((v, ctx) => {
    const general = (message: string) => ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["general"], message });
    const hasSys = num(v.bp_systolic);
    const hasDia = num(v.bp_diastolic);
    if (hasSys !== hasDia) general(PROGRESS_MSG.bothPressures);
    else if (hasSys && hasDia && v.bp_systolic! <= v.bp_diastolic!) general(PROGRESS_MSG.pressureOrder);
    if (!num(v.weight)) return;
    if (num(v.fat_mass) && v.fat_mass > v.weight) general(PROGRESS_MSG.fatMassOverWeight);
    if (num(v.ffm) && v.ffm > v.weight) general(PROGRESS_MSG.ffmOverWeight);
    if (num(v.tbw) && v.tbw > v.weight) general(PROGRESS_MSG.tbwOverWeight);
    if (num(v.fat_mass) && num(v.ffm) && v.fat_mass <= v.weight && v.ffm <= v.weight && v.fat_mass + v.ffm > v.weight * 1.02) {
      general(PROGRESS_MSG.partsOverWeight);
    }
    // A scale's fat % and fat mass come from one reading: two points of slack for rounding.
    if (num(v.fat) && num(v.fat_mass) && v.fat_mass <= v.weight) {
      const pct = (v.fat_mass / v.weight) * 100;
      if (Math.abs(pct - v.fat) > 2) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["fat"], message: PROGRESS_MSG.fatMismatch(String(v.fat_mass), pct.toFixed(1), UNIT_NAMES[units].weight) });
      }
    }
  });
}

const WEIGHT_ENTRY = { imperial: weightEntrySchemaOf("imperial"), metric: weightEntrySchemaOf("metric") };
/** Add Weight in the member's units. */
export const weightEntrySchemaFor = (units: Units) => WEIGHT_ENTRY[units];
/** Add Weight in pounds and inches: what the API takes unless asked `?units=metric`. */
export const weightEntrySchema = WEIGHT_ENTRY.imperial;

export type WeightEntryInput = z.output<typeof weightEntrySchema>;

/** The page's height form: feet and inches. */
export const heightFormSchema = z
  .object({
    height_ft: integer({ min: 4, max: 8 }),
    height_in: optional(decimal(2, { min: 0, max: 11.99 })),
  })
  .transform((v, ctx) => {
    const inches = v.height_ft * 12 + (v.height_in ?? 0);
    if (inches < B.height.min || inches > B.height.max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["height_ft"], message: PROGRESS_MSG.heightRange });
      return z.NEVER;
    }
    return { height: inches };
  });

/** The page's height form in centimetres (the metric member's). */
export const heightCmFormSchema = z.object({ height_cm: decimal(1, { min: 1, max: 999 }) }).transform((v, ctx) => {
  const b = boundsFor("metric").height;
  if (v.height_cm < b.min || v.height_cm > b.max) {
    ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["height_cm"], message: PROGRESS_MSG.heightRangeCm });
    return z.NEVER;
  }
  return { height: v.height_cm };
});

const bodyProfileSchemaOf = (units: Units) => {
  const b = boundsFor(units);
  return z
    .object({
      height: optional(decimal(2, b.height)),
      goal_weight: z.preprocess((v) => (v === "" ? null : v), decimal(2, b.goal_weight).nullable().optional()),
      /** Saves a goal above the current weight (docs/decisions/0174). */
      confirm: confirmField,
    })
    .refine((v) => v.height !== undefined || v.goal_weight !== undefined, { message: MSG.required, path: ["non_field_errors"] });
};
const BODY_PROFILE = { imperial: bodyProfileSchemaOf("imperial"), metric: bodyProfileSchemaOf("metric") };
/** The API's body profile: height (inches, or centimetres) and goal weight (pounds, or kilograms; null removes it). */
export const bodyProfileSchemaFor = (units: Units) => BODY_PROFILE[units];
export const bodyProfileSchema = BODY_PROFILE.imperial;

const GOAL_FORM = {
  imperial: z.object({ goal_weight: decimal(2, boundsFor("imperial").goal_weight), confirm: confirmField }),
  metric: z.object({ goal_weight: decimal(2, boundsFor("metric").goal_weight), confirm: confirmField }),
};
/** The page's goal form, in the member's units. */
export const goalFormSchemaFor = (units: Units) => GOAL_FORM[units];
