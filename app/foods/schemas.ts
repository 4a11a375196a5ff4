import { z } from "zod";
import { SEARCH_TERM_REQUIRED, searchTerm } from "~/ui/search";
import { decimal, integer, MSG, optionalInteger, optionalText, requiredText, url } from "~/validation/rules";
import "~/validation/zod-openapi";
import { message } from "~/i18n/languages";
import { DECLINE_CODE_VALUES } from "./codes";

/** One schema per food mutation, shared by the pages (conform) and the /api handlers. */

/**
 * Spec part 2 §5 and §8, word for word in the English file (the spec's spelling included): each
 * travels as a key of the "foods" namespace and is shown in the reader's language (issue 41).
 */
export const FOOD_MSG = {
  servingsRequired: message("foods:msg.servingsRequired"),
  measureExists: message("foods:msg.measureExists"),
  measureRequired: message("foods:msg.measureRequired"),
  searchTermRequired: SEARCH_TERM_REQUIRED,
  // Not worded by the spec.
  usdaMeasureReadOnly: message("foods:msg.usdaMeasureReadOnly"),
  invalidChoice: message("foods:msg.invalidChoice"),
  notAwaitingApproval: message("foods:msg.notAwaitingApproval"),
  notFound: message("foods:msg.notFound"),
} as const;

/** Not worded by the spec: a food that recipes use stays until they stop using it (decision 0014). */
export function foodInRecipesMessage(recipes: number): string {
  return message("foods:msg.inRecipes", { count: recipes });
}

/** Spec part 2 §8 toasts of the food screens. */
export const FOOD_TOAST = {
  saved: message("foods:toast.saved"),
  savedAndApproved: message("foods:toast.savedAndApproved"),
  removed: message("foods:toast.removed"),
  declined: message("foods:toast.declined"),
  notDeclined: message("foods:toast.notDeclined"),
  itemAdded: message("foods:toast.itemAdded"),
  itemUpdated: message("foods:toast.itemUpdated"),
  itemRemoved: message("foods:toast.itemRemoved"),
} as const;

const SERVINGS_MAX = 9999;

/** Servings and nutrient values: 0–9999, step 0.001. */
export const servingsValue = () => decimal(3, { min: 0, max: SERVINGS_MAX });

/** An empty servings input means none of that kind. */
const servingsField = () => z.preprocess((v) => (v === undefined || v === null || v === "" ? 0 : v), servingsValue());

const codeId = (max: number, fallback: number) =>
  z.preprocess((v) => (v === undefined || v === null || v === "" ? fallback : v), integer({ min: 1, max }));

/** A group id, or nothing; "" and null (the form's and the apps' "none") become null. */
const optionalId = () => z.preprocess((v) => (v === undefined || v === "" ? null : v), integer({ min: 1 }).nullable());

/** Checkbox "on", JSON true/false, "true"/"false", 1/0. */
const flag = () =>
  z.preprocess((v) => v === true || v === "on" || v === "true" || v === "True" || v === "1" || v === 1, z.boolean());

const SERVINGS_FIELDS = [
  "protein_calories",
  "servings_fat",
  "servings_vegetable",
  "servings_fruit",
  "servings_dairy",
  "servings_starch",
  "servings_misc",
] as const;

/** Servings type 7, "Zero": a free food (water, black coffee) that honestly has no servings. */
const ZERO_SERVINGS_TYPE = 7;

const personalFoodShape = {
  name: requiredText({ max: 200 }),
  long_desc: requiredText({ max: 500 }),
  base_weight: z.preprocess((v) => (v === undefined || v === "" ? 100 : v), decimal(3, { min: 0, max: SERVINGS_MAX })),
  hier1: optionalId(),
  hier2: optionalId(),
  hier3: optionalId(),
  protein_calorie_type: codeId(5, 5),
  servings_type: codeId(8, 8),
  protein_calories: servingsField(),
  servings_fat: servingsField(),
  servings_vegetable: servingsField(),
  servings_fruit: servingsField(),
  servings_dairy: servingsField(),
  servings_starch: servingsField(),
  servings_misc: servingsField(),
};

/** The fields only staff see and set (spec part 2 §6). */
const staffOnlyShape = {
  source: requiredText({ max: 100 }),
  upc_code: z.preprocess((v) => (v === null ? undefined : v), optionalText({ max: 32 })).transform((v) => v || null),
  useful: flag(),
  link: z.preprocess((v) => (v === "" || v === null ? undefined : v), url().optional()).transform((v) => v ?? null),
};

function atLeastOneServing<T extends Record<(typeof SERVINGS_FIELDS)[number] | "servings_type", number>>(v: T, ctx: z.RefinementCtx) {
  if (v.servings_type === ZERO_SERVINGS_TYPE) return;
  if (SERVINGS_FIELDS.some((f) => v[f] > 0)) return;
  // A rule about the whole food: DRF reports it under non_field_errors.
  ctx.addIssue({ code: z.ZodIssueCode.custom, path: [], message: FOOD_MSG.servingsRequired });
}

/** A patient's personal food (My Food). */
export const personalFoodSchema = z.object(personalFoodShape).superRefine(atLeastOneServing);
export type PersonalFoodInput = z.infer<typeof personalFoodSchema>;

/** A food of the database, entered or edited by staff. */
export const foodSchema = z.object({ ...personalFoodShape, ...staffOnlyShape }).superRefine(atLeastOneServing);
export type FoodInput = z.infer<typeof foodSchema>;

/** One common measure (ingredient weight). */
export const measureSchema = z.object({
  seq: integer({ min: 1 }),
  quantity: decimal(2, { min: 0.01 }),
  measure: requiredText({ max: 100 }),
  grams: z.preprocess((v) => (v === "" || v === null ? undefined : v), decimal(2, { min: 0.01 }).optional()).transform((v) => v ?? null),
  /** The apps send the food again in each row; the call's ?food= decides. */
  food: z.unknown().optional(),
});
export type MeasureInput = z.infer<typeof measureSchema>;

/** Two rows are the same measure when quantity and wording match (case and spacing aside). */
export const measureKey = (m: { quantity: number; measure: string }) =>
  `${Number(m.quantity)}|${m.measure.trim().replace(/\s+/g, " ").toLowerCase()}`;

/** Measures added in one call, and nutrient values changed in one call (SR28 has 150 nutrients). */
export const BULK_MEASURES_MAX = 50;
export const BULK_NUTRIENTS_MAX = 200;

export const measuresBulkSchema = z
  .array(measureSchema, { required_error: FOOD_MSG.measureRequired, invalid_type_error: FOOD_MSG.measureRequired })
  .min(1, FOOD_MSG.measureRequired)
  .max(BULK_MEASURES_MAX, MSG.tooMany(BULK_MEASURES_MAX))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const key = measureKey(row);
      if (seen.has(key)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "measure"], message: FOOD_MSG.measureExists });
      seen.add(key);
    });
  });

/** PUT /api/nut/bulk_update/?food=: the food's nutrient values by id. */
export const nutrientValuesBulkSchema = z
  .array(
    z.object({
      id: integer({ min: 1 }),
      nut_val: servingsValue(),
      food: z.unknown().optional(),
    }),
    { required_error: MSG.required, invalid_type_error: MSG.required },
  )
  .min(1, MSG.required)
  .max(BULK_NUTRIENTS_MAX, MSG.tooMany(BULK_NUTRIENTS_MAX))
  .superRefine((rows, ctx) => {
    const seen = new Set<number>();
    rows.forEach((row, i) => {
      if (seen.has(row.id)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, "id"], message: FOOD_MSG.measureExists });
      seen.add(row.id);
    });
  });
export type NutrientValueInput = z.infer<typeof nutrientValuesBulkSchema>[number];

/** No code is "Required" (spec part 2 §5); a code not in the list is not a valid choice. */
export const declineSchema = z.object({
  decline_code: z.enum(DECLINE_CODE_VALUES, {
    errorMap: (_issue, ctx) => ({ message: ctx.data === undefined || ctx.data === null || ctx.data === "" ? MSG.required : FOOD_MSG.invalidChoice }),
  }),
});

export const approveSchema = z.object({ approved_food_id: integer({ min: 1 }) });

export const FOOD_ORDERINGS = ["name", "-name", "long_desc", "-long_desc", "id", "-id", "created_at", "-created_at", "updated_at", "-updated_at"] as const;
export type FoodOrdering = (typeof FOOD_ORDERINGS)[number];

const optionalQueryId = () => optionalInteger({ min: 1 });

/**
 * The food list's filters (GET /api/food and the Food Database page), limit/offset aside.
 * p_id is a food group's id and p its level (1–3; looked up when absent); hier3_id is short for
 * p=3. `declined` lists the declined foods instead of the database.
 */
export const foodListFiltersSchema = z.object({
  search: searchTerm(),
  ordering: z.enum(FOOD_ORDERINGS, { errorMap: () => ({ message: FOOD_MSG.invalidChoice }) }).optional(),
  declined: z
    .preprocess((v) => (v === undefined || v === "" ? undefined : v === "true" || v === "True" || v === "1" || v === true), z.boolean().optional())
    .openapi({ type: "string", enum: ["true", "True", "1", "false", "False", "0"] }),
  p_id: optionalQueryId(),
  p: optionalInteger({ min: 1, max: 3 }),
  hier3_id: optionalQueryId(),
});
export type FoodListFilters = z.infer<typeof foodListFiltersSchema>;

/** GET /api/hier2?hier1=… and /api/hier3?hier2=…: the children of one group, optionally searched. */
export const groupListQuerySchema = z.object({
  hier1: optionalQueryId(),
  hier2: optionalQueryId(),
  search: z.string().optional(),
});
