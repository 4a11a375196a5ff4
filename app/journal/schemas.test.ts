import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { translateMessage } from "~/i18n/i18n.server";
import { fieldErrors } from "~/validation/rules";
import { panelStep } from "./panel";
import { copyBodySchema, entryEditSchema, entryPatchSchema, entrySchema, fluidSetSchema, fluidStepSchema, goalSchema, rangeQuerySchema } from "./schemas";

/** The field errors as an English reader reads them (the messages travel as keys, issue 41). */
const errorsOf = (result: { success: boolean; error?: ZodError }) =>
  result.success ? {} : Object.fromEntries(Object.entries(fieldErrors(result.error!)).map(([k, list]) => [k, list.map((m) => translateMessage("en", m))]));

describe("an entry (spec part 2 §5)", () => {
  const base = { food: "12", measure: "g", quantity: "150", added_on: "2025-05-01" };

  it("takes form strings and JSON numbers alike, with Other as the default meal", () => {
    const form = entrySchema.parse(base);
    expect(form).toMatchObject({ entry: "food", food: 12, recipe: null, measure: "g", quantity: 150, meal: "Z", time: null, hunger_before: null, hunger_after: null });
    const json = entrySchema.parse({ recipe: 4, quantity: 1.25, meal: "E", time: "7:05", hunger_before: 0, hunger_after: "10" });
    expect(json).toMatchObject({ recipe: 4, food: null, quantity: 1.25, meal: "E", time: "07:05:00", hunger_before: 0, hunger_after: 10 });
    expect(entrySchema.parse({ ...base, measure: 345, added_on: "2025/05/01" })).toMatchObject({ measure: 345, added_on: "2025-05-01" });
    expect(entrySchema.parse({ ...base, added_on: "2025-05-01T08:30:00Z" }).added_on).toBe("2025-05-01");
  });

  it("quantity: required, positive, at most 999, two decimals", () => {
    expect(errorsOf(entrySchema.safeParse({ ...base, quantity: "" }))).toEqual({ quantity: ["Required"] });
    expect(errorsOf(entrySchema.safeParse({ ...base, quantity: "0" }))).toEqual({ quantity: ["Must be greater than 0"] });
    expect(errorsOf(entrySchema.safeParse({ ...base, quantity: "999.01" }))).toEqual({ quantity: ["Must be 999 or less"] });
    expect(errorsOf(entrySchema.safeParse({ ...base, quantity: "1,5" }))).toEqual({ quantity: ["Please provide a valid number, up to 2 decimal places"] });
    expect(entrySchema.parse({ ...base, quantity: "999" }).quantity).toBe(999);
    expect(entrySchema.parse({ ...base, quantity: "0.01" }).quantity).toBe(0.01);
  });

  it("hunger before and after: whole numbers 0–10, or nothing", () => {
    expect(errorsOf(entrySchema.safeParse({ ...base, hunger_before: "11", hunger_after: "2.5" }))).toEqual({
      hunger_before: ["Must be 10 or less"],
      hunger_after: ["Please provide a valid integer"],
    });
  });

  it("one item, and a weight when it is a food", () => {
    expect(errorsOf(entrySchema.safeParse({ quantity: "1" }))).toEqual({ food: ["Please select a recipe or a food item."] });
    expect(errorsOf(entrySchema.safeParse({ ...base, recipe: "3" }))).toEqual({ non_field_errors: ["Choose a recipe or a food item, not both."] });
    expect(errorsOf(entrySchema.safeParse({ ...base, measure: "" }))).toEqual({ measure: ["Please select weight!"] });
    expect(errorsOf(entrySchema.safeParse({ ...base, measure: "cup" }))).toEqual({ measure: ["Please select weight!"] });
    expect(errorsOf(entrySchema.safeParse({ ...base, food: "x" }))).toEqual({ food: ["Select a valid choice."] });
  });

  it("hydration and electrolyte need no item and stay within 500 oz", () => {
    expect(entrySchema.parse({ entry: "hydration", quantity: "8" })).toMatchObject({ entry: "hydration", quantity: 8 });
    expect(errorsOf(entrySchema.safeParse({ entry: "electrolyte", quantity: "501" }))).toEqual({ quantity: ["Must be 500 or less"] });
  });

  it("dates and times: real days only, HH:MM", () => {
    expect(errorsOf(entrySchema.safeParse({ ...base, added_on: "2025-02-30" }))).toEqual({ added_on: ["Enter a date as YYYY-MM-DD."] });
    expect(errorsOf(entrySchema.safeParse({ ...base, time: "24:00" }))).toEqual({ time: ["Enter a time as HH:MM or HH:MM:SS."] });
    // Seconds are kept (the time picker's hours, minutes and seconds).
    expect(entrySchema.parse({ ...base, time: "23:59:59" }).time).toBe("23:59:59");
    expect(entrySchema.parse({ ...base, time: "7:05" }).time).toBe("07:05:00");
    expect(errorsOf(entrySchema.safeParse({ ...base, time: "23:59:60" }))).toEqual({ time: ["Enter a time as HH:MM or HH:MM:SS."] });
  });

  it("a partial update leaves out what it does not name; the edit form requires a quantity", () => {
    expect(entryPatchSchema.parse({ quantity: 2 })).toEqual({ quantity: 2 });
    expect(errorsOf(entryEditSchema.safeParse({ meal: "A" }))).toEqual({ quantity: ["Required"] });
  });
});

describe("a goal", () => {
  const goal = { calories: "1200", protein_calories: "400", vegetable: "4.5", fruits: "2", fat: "2", misc: "1", starch: "2", dairy: "1", hydration: "64", electrolyte: "16" };

  it("every field required; whole numbers for calories and ounces, tenths for servings", () => {
    expect(goalSchema.parse(goal)).toMatchObject({ calories: 1200, vegetable: 4.5, hydration: 64 });
    expect(errorsOf(goalSchema.safeParse({ ...goal, calories: "1200.5", vegetable: "4.55", dairy: "", fat: "-1", electrolyte: "501" }))).toEqual({
      calories: ["Please provide a valid integer"],
      vegetable: ["Please provide a valid number, up to 1 decimal place"],
      dairy: ["Required"],
      fat: ["Must be 0 or more"],
      electrolyte: ["Must be 500 or less"],
    });
  });
});

describe("hydration and electrolyte on the page", () => {
  it("− and + step one ounce; the direct input is 0–500", () => {
    expect(fluidStepSchema.parse({ kind: "hydration", delta: "-1", date: "2025-05-01" })).toEqual({ kind: "hydration", delta: -1, date: "2025-05-01" });
    expect(fluidStepSchema.safeParse({ kind: "hydration", delta: "5", date: "2025-05-01" }).success).toBe(false);
    expect(errorsOf(fluidSetSchema.safeParse({ kind: "electrolyte", value: "500.5", date: "2025-05-01" }))).toEqual({ value: ["Must be 500 or less"] });
    expect(errorsOf(fluidSetSchema.safeParse({ kind: "water", value: "5", date: "2025-05-01" }))).toEqual({ kind: ["Select a valid choice."] });
  });
});

describe("ranges and copies", () => {
  it("a range of at most 366 days, its end not before its start", () => {
    expect(rangeQuerySchema.parse({ start_date: "2025/01/01", end_date: "2025-12-31" })).toEqual({ start_date: "2025-01-01", end_date: "2025-12-31" });
    expect(errorsOf(rangeQuerySchema.safeParse({ start_date: "2025-01-01", end_date: "2026-01-02" }))).toEqual({ end_date: ["Ask for 366 days or fewer."] });
    expect(errorsOf(rangeQuerySchema.safeParse({ start_date: "2025-01-02", end_date: "2025-01-01" }))).toEqual({ end_date: ["The end date cannot be before the start date."] });
  });

  it("a copy names its day and a meal, or the whole day", () => {
    expect(copyBodySchema.parse({ from_date: "2025-01-01" })).toEqual({ from_date: "2025-01-01", to_date: undefined, meal: "all" });
    expect(errorsOf(copyBodySchema.safeParse({ from_date: "", meal: "X" }))).toEqual({ from_date: ["Required"], meal: ["Select a valid choice."] });
  });
});

describe("the panel's steps in the URL", () => {
  const step = (q: string) => panelStep(new URLSearchParams(q));

  it("reads every step, and falls back on anything unreadable", () => {
    expect(step("")).toEqual({ step: "closed" });
    expect(step("add=1&meal=A")).toEqual({ step: "choose", meal: "A" });
    expect(step("add=yes&meal=Q")).toEqual({ step: "choose", meal: null });
    expect(step("add=recipe&q=soup&offset=8")).toEqual({ step: "recipes", q: "soup", offset: 8, meal: null });
    expect(step("add=food&q=apple")).toEqual({ step: "foods", q: "apple", meal: null });
    expect(step("recipe=7")).toMatchObject({ step: "form", pick: { recipe: 7 } });
    expect(step("add=food&food=12&measure=g&qty=2&meal=C")).toEqual({ step: "form", pick: { food: 12 }, meal: "C", measure: "g", qty: "2" });
    expect(step("food=-3&add=food")).toMatchObject({ step: "foods" });
    expect(step("edit=5&add=1")).toEqual({ step: "edit", id: 5 });
    expect(step("goal=1")).toEqual({ step: "goal" });
  });
});
