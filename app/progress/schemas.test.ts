import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import { fieldErrors } from "~/validation/rules";
import { bodyProfileSchema, heightFormSchema, weightEntrySchema } from "./schemas";

/** The field errors as an English reader sees them (the area's own travel as `progress:` keys). */
const inEnglish = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, messages]) => [field, messages.map((m) => translateMessage("en", m))]));

const errorsOf = (input: unknown) => {
  const r = weightEntrySchema.safeParse(input);
  return r.success ? null : inEnglish(fieldErrors(r.error));
};

describe("Add Weight", () => {
  it("needs only the weight, in pounds", () => {
    expect(weightEntrySchema.parse({ weight: "182.4" })).toMatchObject({ weight: 182.4 });
    expect(errorsOf({})).toEqual({ weight: ["Required"] });
    expect(errorsOf({ weight: "" })).toEqual({ weight: ["Required"] });
    expect(errorsOf({ weight: "abc" })).toEqual({ weight: ["Please provide a valid number, up to 2 decimal places"] });
  });

  it("holds each measurement to physical bounds", () => {
    expect(errorsOf({ weight: "20" })).toEqual({ weight: ["Must be 50 or more"] });
    expect(errorsOf({ weight: "1500" })).toEqual({ weight: ["Must be 1000 or less"] });
    expect(errorsOf({ weight: "180", fat: "90" })).toEqual({ fat: ["Must be 75 or less"] });
    expect(errorsOf({ weight: "180", pulse: "72.5" })).toEqual({ pulse: ["Please provide a valid integer"] });
    expect(errorsOf({ weight: "180", waist_circumference: "300" })).toEqual({ waist_circumference: ["Must be 100 or less"] });
  });

  it("empty optional fields are simply not given", () => {
    const v = weightEntrySchema.parse({ weight: 180, fat: "", impedance: null, pulse: "" });
    expect(v.fat).toBeUndefined();
    expect(v.impedance).toBeUndefined();
  });

  it("checks across fields come back under general", () => {
    expect(errorsOf({ weight: "180", bp_systolic: "120" })).toEqual({ general: ["Please enter both numbers of the blood pressure."] });
    expect(errorsOf({ weight: "180", bp_systolic: "80", bp_diastolic: "90" })).toEqual({
      general: ["The systolic (top) number must be higher than the diastolic (bottom) one."],
    });
    expect(errorsOf({ weight: "180", fat_mass: "200" })).toEqual({ general: ["Fat mass cannot be more than the weight."] });
    expect(errorsOf({ weight: "180", fat_mass: "90", ffm: "120" })).toEqual({ general: ["Fat mass and fat-free mass add up to more than the weight."] });
  });

  it("a fat % that contradicts the fat mass is a fat error", () => {
    expect(errorsOf({ weight: "200", fat: "30", fat_mass: "60" })).toBeNull();
    expect(errorsOf({ weight: "200", fat: "40", fat_mass: "60" })).toEqual({ fat: ["Fat % does not match the fat mass (60 lb is 30.0 % of the weight)."] });
  });

  it("a date is a real calendar day", () => {
    expect(weightEntrySchema.parse({ weight: 180, date: "2026/02/03" }).date).toBe("2026-02-03");
    expect(errorsOf({ weight: 180, date: "2026-02-30" })).toEqual({ date: ["Please enter a valid date."] });
  });
});

describe("height and goal", () => {
  it("the page takes feet and inches", () => {
    expect(heightFormSchema.parse({ height_ft: "5", height_in: "7.5" })).toEqual({ height: 67.5 });
    expect(heightFormSchema.parse({ height_ft: "6" })).toEqual({ height: 72 });
    expect(heightFormSchema.safeParse({ height_ft: "9" }).success).toBe(false);
    expect(translateMessage("en", heightFormSchema.safeParse({ height_ft: "8", height_in: "6" }).error?.issues[0].message ?? "")).toBe("Please enter a height between 4 ft and 8 ft.");
  });
  it("the API takes inches and pounds; a null goal removes it; `confirm` saves a goal above the current weight", () => {
    expect(bodyProfileSchema.parse({ height: 66 })).toEqual({ height: 66, confirm: false });
    expect(bodyProfileSchema.parse({ goal_weight: null })).toEqual({ goal_weight: null, confirm: false });
    expect(bodyProfileSchema.parse({ goal_weight: 250, confirm: true })).toEqual({ goal_weight: 250, confirm: true });
    expect(bodyProfileSchema.safeParse({}).success).toBe(false);
    expect(bodyProfileSchema.safeParse({ confirm: true }).success).toBe(false);
  });
});
