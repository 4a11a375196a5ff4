import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import type { ZodError } from "zod";
import { fieldErrors } from "~/validation/rules";
import { declineSchema, FOOD_MSG, foodListFiltersSchema, foodSchema, measuresBulkSchema, nutrientValuesBulkSchema, personalFoodSchema } from "./schemas";

/** Field errors as an English reader reads them (the messages travel as keys, issue 41). */
const inEnglish = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => translateMessage("en", m))]));

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: ZodError } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success || !r.error ? {} : inEnglish(fieldErrors(r.error));
};

const valid = { name: "Oat bran muffin", long_desc: "Oat bran muffin, homemade", source: "Clinic kitchen", servings_starch: "2" };

describe("food schemas (spec part 2 §5), messages word for word", () => {
  it("name, long_desc and data source are required", () => {
    expect(errorsOf(foodSchema, { servings_fat: 1 })).toMatchObject({ name: ["Required"], long_desc: ["Required"], source: ["Required"] });
    // Patients never send a data source.
    expect(errorsOf(personalFoodSchema, { name: "A", long_desc: "A", servings_fat: 1 })).toEqual({});
  });

  it("at least one nonzero servings value: 'Atleast one servings type is required!'", () => {
    expect(inEnglish(errorsOf(foodSchema, { ...valid, servings_starch: "0" }))).toEqual({ non_field_errors: ["Atleast one servings type is required!"] });
    expect(errorsOf(personalFoodSchema, { name: "A", long_desc: "A" })).toEqual({ non_field_errors: [translateMessage("en", FOOD_MSG.servingsRequired)] });
    expect(errorsOf(foodSchema, { ...valid, servings_starch: "", protein_calories: "12" })).toEqual({});
    // A "Zero" food (water) honestly has none.
    expect(errorsOf(foodSchema, { ...valid, servings_starch: 0, servings_type: "7" })).toEqual({});
  });

  it("servings are 0–9999 with up to 3 decimals; base weight 0–9999", () => {
    expect(errorsOf(foodSchema, { ...valid, servings_fat: "10000" })).toEqual({ servings_fat: ["Must be 9999 or less"] });
    expect(errorsOf(foodSchema, { ...valid, servings_fat: "-1" })).toEqual({ servings_fat: ["Must be 0 or more"] });
    expect(errorsOf(foodSchema, { ...valid, servings_fat: "0.0005" })).toEqual({ servings_fat: ["Please provide a valid number, up to 3 decimal places"] });
    expect(errorsOf(foodSchema, { ...valid, base_weight: "10000" })).toEqual({ base_weight: ["Must be 9999 or less"] });
    expect(foodSchema.parse(valid).base_weight).toBe(100);
  });

  it("an empty UPC is stored as null; code lists are bounded", () => {
    const parsed = foodSchema.parse({ ...valid, upc_code: "", link: "" });
    expect(parsed).toMatchObject({ upc_code: null, link: null, useful: false, protein_calorie_type: 5, servings_type: 8, hier1: null });
    expect(errorsOf(foodSchema, { ...valid, servings_type: "9" })).toEqual({ servings_type: ["Must be 8 or less"] });
    expect(errorsOf(foodSchema, { ...valid, link: "not a url" })).toEqual({ link: ["Invalid url"] });
  });

  it("measures: at least one, quantity and grams from 0.01, no duplicates", () => {
    expect(inEnglish(errorsOf(measuresBulkSchema, []))).toEqual({ non_field_errors: ["At least one measurement is required"] });
    expect(errorsOf(measuresBulkSchema, undefined)).toEqual({ non_field_errors: [translateMessage("en", FOOD_MSG.measureRequired)] });
    expect(errorsOf(measuresBulkSchema, [{ seq: "", quantity: "0", measure: "", grams: "0" }])).toEqual({
      "0.seq": ["Required"],
      "0.quantity": ["Must be 0.01 or more"],
      "0.measure": ["Required"],
      "0.grams": ["Must be 0.01 or more"],
    });
    expect(
      inEnglish(
        errorsOf(measuresBulkSchema, [
          { seq: 1, quantity: 1, measure: "cup" },
          { seq: 2, quantity: "1", measure: "Cup " },
        ]),
      ),
    ).toEqual({ "1.measure": ["Item exists in list"] });
    expect(measuresBulkSchema.parse([{ seq: 1, quantity: "0.5", measure: "cup", grams: "" }])[0]).toMatchObject({ quantity: 0.5, grams: null });
  });

  it("nutrient values: 0–9999, step 0.001", () => {
    expect(errorsOf(nutrientValuesBulkSchema, [{ id: 1, nut_val: 10000 }])).toEqual({ "0.nut_val": ["Must be 9999 or less"] });
    expect(errorsOf(nutrientValuesBulkSchema, [{ id: 1, nut_val: 1.2345 }])).toEqual({ "0.nut_val": ["Please provide a valid number, up to 3 decimal places"] });
    expect(errorsOf(nutrientValuesBulkSchema, [{ id: 1, nut_val: "9999", food: 3 }])).toEqual({});
  });

  it("decline needs a decline code from the spec's list", () => {
    expect(errorsOf(declineSchema, {})).toEqual({ decline_code: ["Required"] });
    expect(errorsOf(declineSchema, { decline_code: "" })).toEqual({ decline_code: ["Required"] });
    expect(errorsOf(declineSchema, { decline_code: "Q" })).toEqual({ decline_code: [translateMessage("en", FOOD_MSG.invalidChoice)] });
    expect(declineSchema.parse({ decline_code: "E" })).toEqual({ decline_code: "E" });
  });

  it("list filters parse query strings", () => {
    expect(foodListFiltersSchema.parse({ declined: "True", p_id: "12", p: "2", ordering: "-name" })).toEqual({
      declined: true,
      p_id: 12,
      p: 2,
      ordering: "-name",
    });
    expect(errorsOf(foodListFiltersSchema, { ordering: "calories" })).toEqual({ ordering: [translateMessage("en", FOOD_MSG.invalidChoice)] });
  });
});
