import { z } from "zod";
import { parseDay } from "~/domain/calendar";
import { decimal, integer, MSG } from "~/validation/rules";

/**
 * One schema per progress mutation, used by the page (conform) and the /api handlers. Weights
 * and masses are typed in pounds, lengths in inches (docs/decisions/0063-units.md); the bounds
 * are physical ones a clinic scale or cuff could give, so a slipped digit is caught.
 */

/** Spec part 3 §9: weight tables 20 a page. */
export const WEIGHT_PAGE_SIZE = 20;

export const PROGRESS_MSG = {
  added: "Weight Entry Added!",
  updated: "Weight entry updated!",
  removed: "Item has been removed!",
  heightSaved: "Your height is saved.",
  goalSaved: "Your goal weight is saved.",
  goalRemoved: "Your goal weight is removed.",
  bothPressures: "Please enter both numbers of the blood pressure.",
  pressureOrder: "The systolic (top) number must be higher than the diastolic (bottom) one.",
  fatMassOverWeight: "Fat mass cannot be more than the weight.",
  ffmOverWeight: "Fat-free mass cannot be more than the weight.",
  tbwOverWeight: "Total body water cannot be more than the weight.",
  partsOverWeight: "Fat mass and fat-free mass add up to more than the weight.",
  fatMismatch: (mass: string, pct: string) => `Fat % does not match the fat mass (${mass} lb is ${pct} % of the weight).`,
  futureDate: "The date cannot be in the future.",
  badDate: "Please enter a valid date.",
  heightOnRecord: "Your height is on your clinic record. Please ask your clinic to change it.",
  heightRange: "Please enter a height between 4 ft and 8 ft.",
  staffHaveNoWeights: "Weight progress is kept for members.",
  offTrend: (trendLb: number) => `This is more than 5 % away from the trend (${trendLb} lb). Please check the weight.`,
  confirmOffTrend: "If the weight is right, tick the box to confirm it and save again.",
} as const;

/** Bounds of each measurement, in the units typed. */
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

const weightShape = {
  weight: decimal(2, B.weight),
  impedance: optional(decimal(2, B.impedance)),
  fat: optional(decimal(2, B.fat)),
  fat_mass: optional(decimal(2, B.fat_mass)),
  ffm: optional(decimal(2, B.ffm)),
  tbw: optional(decimal(2, B.tbw)),
  bp_systolic: optional(integer(B.bp_systolic)),
  bp_diastolic: optional(integer(B.bp_diastolic)),
  pulse: optional(integer(B.pulse)),
  waist_circumference: optional(decimal(2, B.waist_circumference)),
  /** The clinic day of the weigh-in; today when not given. */
  date: day(),
  /** Saves a weight far from the trend (app/progress/weights.server.ts `offTrend`): true, "true", "on" or "1". */
  confirm: z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1", z.boolean()),
};

const num = (v: unknown): v is number => typeof v === "number" && Number.isFinite(v);

/**
 * Add Weight (spec part 3 §3 add-weight payload, §5): weight required, the rest optional. Checks
 * across fields come back keyed `general` (and `fat` for a fat % that contradicts the fat mass),
 * as the spec's server errors are.
 */
export const weightEntrySchema = z.object(weightShape).superRefine((v, ctx) => {
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
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["fat"], message: PROGRESS_MSG.fatMismatch(String(v.fat_mass), pct.toFixed(1)) });
    }
  }
});

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

/** The API's body profile: height in inches, goal weight in pounds (null removes the goal). */
export const bodyProfileSchema = z
  .object({
    height: optional(decimal(2, B.height)),
    goal_weight: z.preprocess((v) => (v === "" ? null : v), decimal(2, B.goal_weight).nullable().optional()),
  })
  .refine((v) => v.height !== undefined || v.goal_weight !== undefined, { message: MSG.required, path: ["non_field_errors"] });

/** The page's goal form. */
export const goalFormSchema = z.object({ goal_weight: decimal(2, B.goal_weight) });
