import { rejectEmptySearch } from "~/page/search.server";
import type { SubmissionResult } from "@conform-to/react";
import type { SessionUser } from "~/auth/users.server";
import { getFood, listMeasures } from "~/foods/foods.server";
import type { IngredientWeightRow } from "~/foods/types";
import { dispatchIntent, intentOf } from "~/page/intents.server";
import { readPageForm } from "~/page/form.server";
import { foundOr404 } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { paths } from "~/paths";
import type { FormReply } from "~/ui/forms";
import {
  createCategory,
  createCategoryGroup,
  createRecipeCategories,
  listCategoryGroups,
  updateCategory,
  updateCategoryGroup,
} from "../categories.server";
import { IMAGE_PAGE_SIZE } from "../codes";
import { createRecipeImages, listImages } from "../images.server";
import { createRecipeIngredients, getRecipe, searchIngredients } from "../recipes.server";
import {
  categoryGroupSchema,
  categorySchema,
  ingredientRowSchema,
  ingredientsBulkSchema,
  RECIPE_MSG,
  RECIPE_TOAST,
  recipeCategoriesBulkSchema,
  recipeImagesBulkSchema,
  recipeSourcesBulkSchema,
  sourceSchema,
} from "../schemas";
import { createRecipeSources, createSource, listSources, updateSource } from "../sources.server";
import type { CategoryGroupRow, ImageData, RecipeDetail, SourceRow } from "../types";
import { addOne, fail, manage, saveRows, toast, type Ctx } from "./forms.server";
import { moveIn, publish, remove, saveBasics, updateIngredient, upload } from "./intents.server";
import { categoryPickSchema, imagePickSchema, renameSchema, rowIdSchema, sourcePickSchema, stepHref, stepOf } from "./schemas";

/**
 * The staff recipe wizard's loader and action, shared by /nutrition/recipes/add (no id yet),
 * /{id}/add and /{id}/edit. Each step is ?step=n with its own forms and intents, so every step
 * works without JavaScript; every rule is the recipe domain's (docs/decisions/0022).
 */

export type WizardMode = "add" | "edit";

interface FoodPick {
  food: { id: number; name: string; long_desc: string };
  measures: IngredientWeightRow[];
}

export interface WizardData {
  mode: WizardMode;
  step: number;
  recipe: RecipeDetail | null;
  /** Step 2: the ingredient search (10 at most), the picked food, the saved row being edited. */
  search: { q: string; results: { id: number; name: string; long_desc: string }[] } | null;
  picked: FoodPick | null;
  editRow: (FoodPick & { rowId: number }) | null;
  /** Step 3. */
  groups: CategoryGroupRow[];
  /** Step 4. */
  sources: SourceRow[];
  /** Step 5: the gallery, 30 a page with a name search, and the image picked from it. */
  gallery: { q: string; offset: number; count: number; limit: number; results: ImageData[] } | null;
  pickedImage: ImageData | null;
}

async function foodPick(foodId: number, user: SessionUser): Promise<FoodPick | null> {
  const food = await getFood(user, foodId);
  if (!food) return null;
  const measures = (await listMeasures(user, foodId)) ?? [];
  return { food: { id: food.id, name: food.name, long_desc: food.long_desc }, measures: measures.filter((m) => m.grams !== null && m.grams > 0) };
}

/** The wizard page's query: step 2's search, pick and edit; step 5's gallery search, page and pick. */
const wizardQuery = {
  q: param.search(),
  food: param.id(),
  edit: param.id(),
  gq: param.search(),
  goffset: param.offset(),
  pick: param.id(),
};

export async function wizardLoader(request: Request, user: SessionUser, recipeId: number | null, mode: WizardMode): Promise<WizardData> {
  // Step 2's ingredient search and step 5's gallery search, each sent empty.
  await rejectEmptySearch(request, ["q", "gq"]);
  const query = readParams(request, wizardQuery);
  const recipe = recipeId === null ? null : foundOr404(await getRecipe(user, recipeId));
  const step = stepOf(new URL(request.url), recipe !== null);
  const out: WizardData = { mode, step, recipe, search: null, picked: null, editRow: null, groups: [], sources: [], gallery: null, pickedImage: null };
  if (step === 2) {
    const q = query.q;
    if (q) {
      const found = await searchIngredients(user, q);
      out.search = { q, results: found.ok ? found.data.map((f) => ({ id: f.id, name: f.name, long_desc: f.long_desc })) : [] };
    }
    if (query.food) out.picked = await foodPick(query.food, user);
    const row = query.edit ? recipe?.ingredients.find((r) => r.id === query.edit) : undefined;
    if (row) {
      const pick = await foodPick(row.ingredient, user);
      if (pick) out.editRow = { ...pick, rowId: row.id };
    }
  }
  if (step === 3) out.groups = await listCategoryGroups(user);
  if (step === 4) out.sources = await listSources(user);
  if (step === 5) {
    const q = query.gq;
    const offset = query.goffset;
    const page = await listImages(user, { search: q, offset, limit: IMAGE_PAGE_SIZE });
    if (page.ok) out.gallery = { q, offset, count: page.data.count, limit: IMAGE_PAGE_SIZE, results: page.data.results };
    const pickId = query.pick;
    if (pickId) {
      const found = out.gallery?.results.find((i) => i.id === pickId);
      out.pickedImage = found ?? (await imageById(user, pickId));
    }
  }
  return out;
}

async function imageById(user: SessionUser, id: number): Promise<ImageData | null> {
  // The gallery is newest first; a just-uploaded or searched-away image is looked up on its own.
  let offset = 0;
  for (;;) {
    const page = await listImages(user, { offset, limit: 100 });
    if (!page.ok) return null;
    const hit = page.data.results.find((i) => i.id === id);
    if (hit) return hit;
    offset += 100;
    if (offset >= page.data.count) return null;
  }
}

// ---------------------------------------------------------------------------------------------
// The action

/** What a failed form gets back (the kit's FormReply): conform's reply for its form, or a notice. */
export type WizardActionData = FormReply;


type Intent =
  | "publish"
  | "delete"
  | "add-ingredient"
  | "save-ingredients"
  | "update-ingredient"
  | "add-category"
  | "save-categories"
  | "create-group"
  | "update-group"
  | "move-group"
  | "create-category"
  | "update-category"
  | "move-category"
  | "add-source"
  | "save-sources"
  | "create-source"
  | "update-source"
  | "upload"
  | "add-image"
  | "save-images";

export async function wizardAction(request: Request, user: SessionUser, recipeId: number | null) {
  const url = new URL(request.url);
  const read = await readPageForm(request);
  if (!read.ok) {
    return fail({ formKey: "upload", result: { status: "error", error: { [read.field || "photo_o"]: [read.message] } } as SubmissionResult<string[]> });
  }
  const form = read.form;
  const intent = intentOf(form);
  const recipe = recipeId === null ? null : foundOr404(await getRecipe(user, recipeId));
  const step = stepOf(url, recipe !== null);
  const params = new URLSearchParams(url.search);
  params.delete("delete");
  for (const k of ["edit", "food", "pick"]) params.delete(k);
  params.set("step", String(step));
  const ctx: Ctx = { user, recipe, pathname: url.pathname, back: `${url.pathname}?${params.toString()}`, step, form, intent };

  if (intent === "basics") return saveBasics(ctx);
  // Every other step needs the recipe saved first (the tabs are disabled until then).
  if (!recipe) return fail({ formKey: intent, notice: RECIPE_MSG.tryAgain });
  const next = (n: number) => stepHref(url.pathname, n);

  return dispatchIntent<Intent>(intent, {
    publish: () => publish(ctx, recipe),
    delete: () => remove(ctx),
    // Step 2
    "add-ingredient": () => addOne(ctx, ingredientRowSchema, createRecipeIngredients),
    "save-ingredients": () => saveRows(ctx, ingredientsBulkSchema, createRecipeIngredients, next(3), null),
    "update-ingredient": () => updateIngredient(ctx),
    // Step 3
    "add-category": () => addOne(ctx, categoryPickSchema, createRecipeCategories),
    "save-categories": () => saveRows(ctx, recipeCategoriesBulkSchema, createRecipeCategories, next(4), null),
    "create-group": () => manage(ctx, categoryGroupSchema, (v) => createCategoryGroup(user, v), RECIPE_TOAST.added),
    "update-group": () => manage(ctx, categoryGroupSchema.merge(rowIdSchema), ({ id, ...v }) => updateCategoryGroup(user, id, v), RECIPE_TOAST.itemUpdated),
    "move-group": () => moveIn(ctx, "group"),
    "create-category": () => manage(ctx, categorySchema, (v) => createCategory(user, v), RECIPE_TOAST.added),
    "update-category": () => manage(ctx, renameSchema, ({ id, name }) => updateCategory(user, id, { name }), RECIPE_TOAST.itemUpdated),
    "move-category": () => moveIn(ctx, "category"),
    // Step 4
    "add-source": () => addOne(ctx, sourcePickSchema, createRecipeSources),
    "save-sources": () => saveRows(ctx, recipeSourcesBulkSchema, createRecipeSources, next(5), null),
    "create-source": () => manage(ctx, sourceSchema, (v) => createSource(user, v), RECIPE_TOAST.added),
    "update-source": () => manage(ctx, sourceSchema.merge(rowIdSchema), ({ id, ...v }) => updateSource(user, id, v), RECIPE_TOAST.itemUpdated),
    // Step 5
    upload: () => upload(ctx),
    "add-image": () => addOne(ctx, imagePickSchema, createRecipeImages),
    // The last step: saving ends at the recipe's details.
    "save-images": () => saveRows(ctx, recipeImagesBulkSchema, createRecipeImages, paths.recipeDetails(recipe.id), toast(RECIPE_TOAST.saved)),
  });
}

