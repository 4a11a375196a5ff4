import { z } from "zod";
import { message } from "~/i18n/languages";
import { SEARCH_TERM_REQUIRED, searchTerm } from "~/ui/search";
import { oneImage } from "~/uploads/schemas";
import { decimal, flag, integer, MSG, optionalInteger, optionalText, queryFlag, requiredText, url } from "~/validation/rules";
import "~/validation/zod-openapi";
import { DECLINE_CODE_VALUES, FRANCHISE_REGION_VALUES, RATING_MAX, RECIPE_ORDERINGS } from "./codes";

/** One schema per recipe mutation, shared by the pages (conform) and the /api handlers. */

/**
 * Spec part 2 §5 and §8: messages that travel as keys of the recipes namespace (issue 41); the
 * English file keeps the spec's words exactly (its spelling included).
 */
export const RECIPE_MSG = {
  duplicateIngredient: message("recipes:msg.duplicateIngredient"),
  selectWeight: message("recipes:msg.selectWeight"),
  nothingToUpdate: message("recipes:msg.nothingToUpdate"),
  duplicateCategory: message("recipes:msg.duplicateCategory"),
  duplicateSource: message("recipes:msg.duplicateSource"),
  tryAgain: message("recipes:msg.tryAgain"),
  invalidFields: message("recipes:msg.invalidFields"),
  notDeclined: message("recipes:msg.notDeclined"),
  searchTermRequired: SEARCH_TERM_REQUIRED,
  addIngredients: message("recipes:msg.addIngredients"),
  addCategories: message("recipes:msg.addCategories"),
  addSources: message("recipes:msg.addSources"),
  addImages: message("recipes:msg.addImages"),
  saveIngredients: message("recipes:msg.saveIngredients"),
  saveCategories: message("recipes:msg.saveCategories"),
  saveSources: message("recipes:msg.saveSources"),
  saveImages: message("recipes:msg.saveImages"),
  // Not worded by the spec.
  nameNeedsLetters: message("recipes:msg.nameNeedsLetters"),
  groupExists: message("recipes:msg.groupExists"),
  categoryExists: message("recipes:msg.categoryExists"),
  notDeclinable: message("recipes:msg.notDeclinable"),
  sameRecipe: message("recipes:msg.sameRecipe"),
  reorderMismatch: message("recipes:msg.reorderMismatch"),
  invalidChoice: message("recipes:msg.invalidChoice"),
  notFound: message("recipes:msg.notFound"),
} as const;

/** Spec part 2 §8 toasts of the recipe screens, as keys (the empty states are keys `recipes:empty.*`). */
export const RECIPE_TOAST = {
  saved: message("recipes:toast.saved"),
  submitted: message("recipes:toast.submitted"),
  declined: message("recipes:toast.declined"),
  commentPosted: message("recipes:toast.commentPosted"),
  commentUpdated: message("recipes:toast.commentUpdated"),
  commentRejected: message("recipes:toast.commentRejected"),
  added: message("recipes:toast.added"),
  itemAdded: message("recipes:toast.itemAdded"),
  itemUpdated: message("recipes:toast.itemUpdated"),
  itemRemoved: message("recipes:toast.itemRemoved"),
  /** Step 5: the picture is in the gallery and picked, but on the recipe only after Add image. */
  uploaded: message("recipes:toast.uploaded"),
} as const;

/** Public recipe names stay under 30 characters (spec part 2 §5 hint). */
export const RECIPE_NAME_MAX = 30;

// An empty name is only "Required" (zod runs the refinement even after min(1) fails).
const recipeName = () => requiredText({ max: RECIPE_NAME_MAX }).refine((v) => v === "" || /\p{L}/u.test(v), RECIPE_MSG.nameNeedsLetters);

const id = () => integer({ min: 1 });
const servingsField = () => decimal(3, { min: 0 });
const minutes = () => integer({ min: 1 });

/** Several checkboxes send a list; one sends a string; the apps may send "US,ME". */
const regions = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === "" ? [] : Array.isArray(v) ? v : String(v).split(",").map((s) => s.trim())),
    z
      .array(z.enum(FRANCHISE_REGION_VALUES, { errorMap: () => ({ message: RECIPE_MSG.invalidChoice }) }), {
        invalid_type_error: MSG.required,
      })
      .min(1, MSG.required)
      .transform((list) => [...new Set(list)]),
  );

/** Step 1, Basic Details (POST /api/recipes/, PUT /api/recipes/{id}/). */
export const recipeBasicsSchema = z.object({
  name: recipeName(),
  preptime: minutes(),
  cooktime: minutes(),
  yields: minutes(),
  serving_size: requiredText({ max: 100 }),
  vegetable: servingsField(),
  fruit: servingsField(),
  dairy: servingsField(),
  fat: servingsField(),
  starch: servingsField(),
  misc: servingsField(),
  protein_calories: servingsField(),
  franchise_region: regions(),
  directions: requiredText({ max: 20000 }),
  /** The editor's HTML; made from the text when absent. Sanitized on the way in and out. */
  directions_html: optionalText({ max: 40000 }),
  notes: optionalText({ max: 10000 }),
  notes_html: optionalText({ max: 20000 }),
  featured: flag(),
  public: flag(),
});
export type RecipeBasicsInput = z.infer<typeof recipeBasicsSchema>;

const optionalMinutes = () => optionalInteger({ min: 1 });

/** A patient's recipe submission (POST /api/recipe_submissions, multipart). */
export const recipeSubmissionSchema = z.object({
  name: recipeName(),
  preptime: optionalMinutes(),
  cooktime: optionalMinutes(),
  yields: optionalMinutes(),
  serving_size: optionalText({ max: 100 }),
  ingredients: requiredText({ max: 5000 }),
  directions: requiredText({ max: 20000 }),
  notes: optionalText({ max: 10000 }),
  image: oneImage(),
});
export type RecipeSubmissionInput = z.infer<typeof recipeSubmissionSchema>;
/** The submission without its file, for callers that hand the file over separately. */
export type RecipeSubmissionFields = Omit<RecipeSubmissionInput, "image">;

/** One ingredient row (spec part 2 §5). */
export const ingredientRowSchema = z.object({
  recipe: id(),
  ingredient: id(),
  measure: z.preprocess((v) => (v === "" || v === null ? undefined : v), integer({ min: 1 }).optional()).refine((v) => v !== undefined, RECIPE_MSG.selectWeight).transform((v) => v as number),
  quantity: decimal(2, { min: 0.01, max: 999 }),
  main: flag(),
  seq: integer({ min: 1 }),
});
export type IngredientRowInput = z.infer<typeof ingredientRowSchema>;

/** Rows with the same value under `key` are duplicates: the second one is reported. */
function noDuplicates<T>(key: (row: T) => unknown, field: string, message: string) {
  return (rows: T[], ctx: z.RefinementCtx) => {
    const seen = new Set<unknown>();
    rows.forEach((row, i) => {
      const k = key(row);
      if (seen.has(k)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [i, field], message });
      seen.add(k);
    });
  };
}

/** Rows in one bulk call: bounded, as each row is a write. */
const BULK_MAX = 100;
const bulk = <T extends z.ZodTypeAny>(row: T) =>
  z.array(row, { required_error: MSG.required, invalid_type_error: MSG.required }).min(1, MSG.required).max(BULK_MAX, MSG.tooMany(BULK_MAX));

/** POST /api/recipe_ingredients/bulk_create/ */
export const ingredientsBulkSchema = bulk(ingredientRowSchema).superRefine(
  noDuplicates((r: IngredientRowInput) => r.ingredient, "ingredient", RECIPE_MSG.duplicateIngredient),
);

export const categoryGroupSchema = z.object({
  name: requiredText({ max: 100 }),
  seq: z.preprocess((v) => (v === "" || v === undefined || v === null ? 1 : v), integer({ min: 1 })),
  major: flag(),
  search: flag(),
});
export type CategoryGroupInput = z.infer<typeof categoryGroupSchema>;
/** PATCH /api/category_groups/{id}: any of the fields. */
export const categoryGroupPatchSchema = z.object({
  name: requiredText({ max: 100 }).optional(),
  seq: integer({ min: 1 }).optional(),
  major: flag().optional(),
  search: flag().optional(),
});
export type CategoryGroupPatch = z.infer<typeof categoryGroupPatchSchema>;

export const categorySchema = z.object({
  group: id(),
  name: requiredText({ max: 100 }),
  seq: z.preprocess((v) => (v === "" || v === undefined || v === null ? 1 : v), integer({ min: 1 })),
});
export type CategoryInput = z.infer<typeof categorySchema>;
export const categoryPatchSchema = z.object({
  group: id().optional(),
  name: requiredText({ max: 100 }).optional(),
  seq: integer({ min: 1 }).optional(),
});
export type CategoryPatch = z.infer<typeof categoryPatchSchema>;

/** A new order: every id of the list, first to last. */
export const reorderSchema = z.object({ ids: z.array(id()).min(1, MSG.required).max(500, MSG.tooMany(500)) });

export const recipeCategoryRow = z.object({ recipe: id(), category: id() });
export type RecipeCategoryInput = z.infer<typeof recipeCategoryRow>;
/** POST /api/recipe_categories/bulk_create */
export const recipeCategoriesBulkSchema = bulk(recipeCategoryRow).superRefine(
  noDuplicates((r: RecipeCategoryInput) => r.category, "category", RECIPE_MSG.duplicateCategory),
);

const optionalUrl = () => z.preprocess((v) => (v === "" || v === null ? undefined : v), url().optional());

export const sourceSchema = z.object({
  name: requiredText({ max: 200 }),
  url: optionalUrl(),
  url_title: optionalText({ max: 200 }),
  notes: optionalText({ max: 2000 }),
});
export type SourceInput = z.infer<typeof sourceSchema>;
export const sourcePatchSchema = z.object({
  name: requiredText({ max: 200 }).optional(),
  url: optionalUrl(),
  url_title: optionalText({ max: 200 }),
  notes: optionalText({ max: 2000 }),
});
export type SourcePatch = z.infer<typeof sourcePatchSchema>;

export const recipeSourceRow = z.object({ recipe: id(), seq: integer({ min: 1 }), source: id() });
export type RecipeSourceInput = z.infer<typeof recipeSourceRow>;
/** POST /api/recipe_sources/bulk_create/ */
export const recipeSourcesBulkSchema = bulk(recipeSourceRow).superRefine(
  noDuplicates((r: RecipeSourceInput) => r.source, "source", RECIPE_MSG.duplicateSource),
);

/** POST /api/images/ (multipart: name, source, photo_o); the file is checked by content. */
export const imageUploadSchema = z.object({
  name: requiredText({ max: 200 }),
  source: requiredText({ max: 200 }),
});
export type ImageUploadInput = z.infer<typeof imageUploadSchema>;

/** An image row: seq, name and source required (the name may come from the picked image). */
export const recipeImageRow = z.object({
  recipe: id(),
  image: id(),
  seq: integer({ min: 1 }),
  source: requiredText({ max: 200 }),
  name: optionalText({ max: 200 }),
});
export type RecipeImageInput = z.infer<typeof recipeImageRow>;
/** POST /api/recipe_images/bulk_create/ */
export const recipeImagesBulkSchema = bulk(recipeImageRow).superRefine(
  noDuplicates((r: RecipeImageInput) => r.image, "image", RECIPE_MSG.tryAgain),
);

/** PATCH /api/recipes/{id}: publish or unpublish. */
export const publishSchema = z.object({ active: flag() });

/** POST /api/recipes/{id}/decline */
export const recipeDeclineSchema = z.object({
  decline_code: z.enum(DECLINE_CODE_VALUES, {
    // Missing is "Required"; a code outside the list is "Select a valid choice." (as for foods).
    errorMap: (_issue, ctx) => ({ message: ctx.data === undefined || ctx.data === null || ctx.data === "" ? MSG.required : RECIPE_MSG.invalidChoice }),
  }),
});

/** POST /api/comments/ */
export const commentSchema = z.object({
  recipe: id(),
  title: requiredText({ max: 200 }),
  notes: requiredText({ max: 4000 }),
  rating: z.preprocess((v) => (v === "" || v === undefined ? null : v), integer({ min: 0, max: RATING_MAX }).nullable()),
});
export type CommentInput = z.infer<typeof commentSchema>;

/** PUT /api/comments/{id}/admin_approval: approve (after an optional edit) or reject. */
export const commentApprovalSchema = z.object({
  title: optionalText({ max: 200 }),
  notes: optionalText({ max: 4000 }),
  is_approved: z.preprocess((v) => (v === undefined || v === "" ? true : v), flag()),
});
export type CommentApprovalInput = z.infer<typeof commentApprovalSchema>;

export const favoriteSchema = z.object({ recipe: id() });

/** Category ids: repeated parameters, "1,2", or a JSON list. */
const idList = () =>
  z.preprocess(
    (v) =>
      v === undefined || v === ""
        ? []
        : (Array.isArray(v) ? v : [v]).flatMap((x) => String(x).split(",")).map((s) => s.trim()).filter(Boolean),
    z.array(id()),
  ).openapi({ type: "array", items: { type: "string", pattern: "^\\d+(,\\d+)*$" }, description: "Category ids, repeated (`category=1&category=2`) or comma-separated (`category=1,2`)." });

/** GET /api/recipes and the listing page (limit/offset aside). */
export const recipeListQuerySchema = z.object({
  search: searchTerm(),
  ordering: z
    .preprocess((v) => (v === "" ? undefined : v), z.enum(RECIPE_ORDERINGS, { errorMap: () => ({ message: RECIPE_MSG.invalidChoice }) }).optional()),
  declined: queryFlag(),
  active: queryFlag(),
  is_submitted: queryFlag(),
  featured: queryFlag(),
  category: idList(),
});
export type RecipeListQuery = z.infer<typeof recipeListQuerySchema>;

/** GET /api/recipes/{id}/servings/?scale=n: serves, minimum 1. */
export const servingsScaleSchema = z.object({ scale: integer({ min: 1, max: 999 }) });
