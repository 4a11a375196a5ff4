import { describe, expect, it } from "vitest";
import { translateMessage } from "~/i18n/i18n.server";
import type { ZodError } from "zod";
import { fieldErrors } from "~/validation/rules";
import {
  commentSchema,
  ingredientsBulkSchema,
  recipeBasicsSchema,
  recipeCategoriesBulkSchema,
  recipeDeclineSchema,
  recipeListQuerySchema,
  recipeSourcesBulkSchema,
  recipeSubmissionSchema,
  servingsScaleSchema,
} from "./schemas";

/** Field errors as an English reader reads them (the messages travel as keys, issue 41). */
const inEnglish = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list.map((m) => translateMessage("en", m))]));

const errorsOf = (schema: { safeParse: (v: unknown) => { success: boolean; error?: ZodError } }, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success || !r.error ? {} : inEnglish(fieldErrors(r.error));
};

const basics = {
  name: "Lemon chicken",
  preptime: "10",
  cooktime: "20",
  yields: "4",
  serving_size: "1 breast",
  vegetable: "0",
  fruit: "0",
  dairy: "0",
  fat: "0.5",
  starch: "0",
  misc: "0",
  protein_calories: "100",
  franchise_region: ["US"],
  directions: "Bake it.",
};

describe("recipe schemas (spec part 2 §5), messages word for word", () => {
  it("basic details: times and yields ≥ 1, servings ≥ 0, all required; a region", () => {
    expect(errorsOf(recipeBasicsSchema, basics)).toEqual({});
    expect(errorsOf(recipeBasicsSchema, {})).toMatchObject({
      name: ["Required"],
      preptime: ["Required"],
      cooktime: ["Required"],
      yields: ["Required"],
      serving_size: ["Required"],
      vegetable: ["Required"],
      protein_calories: ["Required"],
      franchise_region: ["Required"],
      directions: ["Required"],
    });
    expect(errorsOf(recipeBasicsSchema, { ...basics, yields: "0", fat: "-1", cooktime: "2147483648" })).toEqual({
      yields: ["Must be 1 or more"],
      fat: ["Must be 0 or more"],
      cooktime: ["Must be 2147483647 or less"],
    });
    expect(errorsOf(recipeBasicsSchema, { ...basics, name: "x".repeat(31) })).toEqual({ name: ["Must be 30 characters or less"] });
    expect(errorsOf(recipeBasicsSchema, { ...basics, name: "1234" })).toEqual({ name: ["Name must contain letters"] });
    expect(recipeBasicsSchema.parse({ ...basics, franchise_region: "US,ME" }).franchise_region).toEqual(["US", "ME"]);
    expect(errorsOf(recipeBasicsSchema, { ...basics, franchise_region: ["XX"] })).toEqual({ "franchise_region.0": ["Select a valid choice."] });
  });

  it("submission: name, ingredients, directions and exactly one image", () => {
    const image = new File([new Uint8Array([0xff, 0xd8, 0xff, 0])], "dish.jpg", { type: "image/jpeg" });
    const ok = { name: "Soup", ingredients: "1 cup broth", directions: "Heat.", image };
    expect(errorsOf(recipeSubmissionSchema, ok)).toEqual({});
    expect(errorsOf(recipeSubmissionSchema, { image })).toMatchObject({ name: ["Required"], ingredients: ["Required"], directions: ["Required"] });
    expect(errorsOf(recipeSubmissionSchema, { ...ok, image: undefined })).toEqual({ image: ["Please upload one image"] });
    expect(errorsOf(recipeSubmissionSchema, { ...ok, image: [image, image] })).toEqual({ image: ["Please upload one image"] });
    expect(errorsOf(recipeSubmissionSchema, { ...ok, image: new File([], "empty.jpg") })).toEqual({ image: ["Please upload one image"] });
  });

  it("ingredient rows: weight, quantity 0.01–999 step 0.01, seq ≥ 1, no duplicate food", () => {
    const row = { recipe: 1, ingredient: 5, measure: 9, quantity: "1.5", seq: "1" };
    expect(errorsOf(ingredientsBulkSchema, [row])).toEqual({});
    expect(errorsOf(ingredientsBulkSchema, [{ ...row, measure: "" }])).toEqual({ "0.measure": ["Please select weight!"] });
    expect(errorsOf(ingredientsBulkSchema, [{ ...row, quantity: "0" }])).toEqual({ "0.quantity": ["Must be 0.01 or more"] });
    expect(errorsOf(ingredientsBulkSchema, [{ ...row, quantity: "1.005" }])).toEqual({ "0.quantity": ["Please provide a valid number, up to 2 decimal places"] });
    expect(errorsOf(ingredientsBulkSchema, [{ ...row, quantity: "1000" }])).toEqual({ "0.quantity": ["Must be 999 or less"] });
    expect(errorsOf(ingredientsBulkSchema, [{ ...row, seq: "0" }])).toEqual({ "0.seq": ["Must be 1 or more"] });
    expect(errorsOf(ingredientsBulkSchema, [row, { ...row, seq: 2 }])).toEqual({ "1.ingredient": ["Please select another ingredient!"] });
    expect(errorsOf(ingredientsBulkSchema, [])).toEqual({ non_field_errors: ["Required"] });
  });

  it("duplicate categories and sources in one request", () => {
    expect(errorsOf(recipeCategoriesBulkSchema, [{ recipe: 1, category: 2 }, { recipe: 1, category: 2 }])).toEqual({
      "1.category": ["Please select another category!"],
    });
    expect(errorsOf(recipeSourcesBulkSchema, [{ recipe: 1, seq: 1, source: 3 }, { recipe: 1, seq: 2, source: 3 }])).toEqual({
      "1.source": ["Please select another source!"],
    });
  });

  it("comment: title and notes required, rating 0–10 optional; decline needs a code", () => {
    expect(errorsOf(commentSchema, { recipe: 1 })).toEqual({ title: ["Required"], notes: ["Required"] });
    expect(commentSchema.parse({ recipe: 1, title: "a", notes: "b", rating: "" }).rating).toBeNull();
    expect(errorsOf(commentSchema, { recipe: 1, title: "a", notes: "b", rating: 11 })).toEqual({ rating: ["Must be 10 or less"] });
    expect(errorsOf(recipeDeclineSchema, {})).toEqual({ decline_code: ["Required"] });
    expect(errorsOf(recipeDeclineSchema, { decline_code: "Q" })).toEqual({ decline_code: ["Select a valid choice."] });
  });

  it("listing query: category ids in any form, flags, ordering; serves scale ≥ 1", () => {
    expect(recipeListQuerySchema.parse({ category: ["1", "2,3"], active: "True", declined: "" })).toMatchObject({ category: [1, 2, 3], active: true, declined: undefined });
    expect(errorsOf(recipeListQuerySchema, { ordering: "price" })).toEqual({ ordering: ["Select a valid choice."] });
    expect(errorsOf(servingsScaleSchema, { scale: "0" })).toEqual({ scale: ["Must be 1 or more"] });
  });
});
