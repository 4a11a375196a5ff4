import { rejectEmptySearch } from "~/page/search.server";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import type { z } from "zod";
import type { SessionUser } from "~/auth/users.server";
import { getFood, listMeasures } from "~/foods/foods.server";
import type { IngredientWeightRow } from "~/foods/types";
import { paths } from "~/paths";
import {
  createCategory,
  createCategoryGroup,
  createRecipeCategories,
  deleteCategory,
  deleteCategoryGroup,
  deleteRecipeCategory,
  listCategoryGroups,
  reorderCategories,
  reorderCategoryGroups,
  updateCategory,
  updateCategoryGroup,
} from "~/recipes/categories.server";
import { IMAGE_PAGE_SIZE } from "~/recipes/codes";
import { createRecipeImages, deleteRecipeImage, listImages, uploadImage } from "~/recipes/images.server";
import { firstPublishProblem, PUBLISH_TABS, publishProblemOf, type PublishTab } from "~/recipes/publish";
import {
  createRecipe,
  createRecipeIngredients,
  deleteRecipeIngredient,
  getRecipe,
  searchIngredients,
  setRecipeActive,
  updateRecipe,
  updateRecipeIngredient,
} from "~/recipes/recipes.server";
import {
  categoryGroupSchema,
  categorySchema,
  ingredientRowSchema,
  ingredientsBulkSchema,
  RECIPE_MSG,
  RECIPE_TOAST,
  recipeBasicsSchema,
  recipeCategoriesBulkSchema,
  recipeImagesBulkSchema,
  recipeSourcesBulkSchema,
  sourceSchema,
} from "~/recipes/schemas";
import { createRecipeSources, createSource, deleteRecipeSource, deleteSource, listSources, updateSource } from "~/recipes/sources.server";
import type { CategoryGroupRow, ImageData, RecipeDetail, SourceRow } from "~/recipes/types";
import { formFailure, readPageForm } from "~/page/form.server";
import { firstError, type FieldErrors } from "~/domain/outcome";
import { conformErrors } from "~/page/outcome.server";
import { param, readParams } from "~/page/params.server";
import { dispatchIntent, intentOf } from "~/page/intents.server";
import { openStepToFix, readRows, unsavedCount } from "~/page/wizard.server";
import { redirectWithToast } from "~/toast/toast.server";
import type { FormReply } from "~/ui/forms";
import {
  categoryPickSchema,
  imagePickSchema,
  imageUploadFormSchema,
  moved,
  moveSchema,
  parseDeleteKey,
  renameSchema,
  rowIdSchema,
  sourcePickSchema,
  stepHref,
  stepOf,
  unsavedField,
} from "./schemas";

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
  const food = await getFood(foodId, user);
  if (!food) return null;
  const measures = (await listMeasures(foodId, user)) ?? [];
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
  const recipe = recipeId === null ? null : await getRecipe(recipeId, user);
  if (recipeId !== null && !recipe) throw new Response("Not Found", { status: 404 });
  const step = stepOf(new URL(request.url), recipe !== null);
  const out: WizardData = { mode, step, recipe, search: null, picked: null, editRow: null, groups: [], sources: [], gallery: null, pickedImage: null };
  if (step === 2) {
    const q = query.q;
    if (q) {
      const found = await searchIngredients(q, user);
      out.search = { q, results: found.ok ? found.data.map((f) => ({ id: f.id, name: f.name, long_desc: f.long_desc })) : [] };
    }
    if (query.food) out.picked = await foodPick(query.food, user);
    const row = query.edit ? recipe?.ingredients.find((r) => r.id === query.edit) : undefined;
    if (row) {
      const pick = await foodPick(row.ingredient, user);
      if (pick) out.editRow = { ...pick, rowId: row.id };
    }
  }
  if (step === 3) out.groups = await listCategoryGroups();
  if (step === 4) out.sources = await listSources();
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

const fail = (reply: FormReply) => formFailure(reply.formKey, reply);

/** `back`: the page the form was sent from (an open panel stays open), without the delete question. */
type Ctx = { user: SessionUser; recipe: { id: number } | null; pathname: string; back: string; step: number; form: FormData; intent: string };

const firstMessage = (errors: FieldErrors | undefined) => firstError(errors, RECIPE_MSG.tryAgain);

const toast = (message: string, type: "success" | "error" = "success") => ({ type, message });

async function saveRows<S extends z.ZodTypeAny>(
  ctx: Ctx,
  schema: S,
  create: (rows: z.infer<S>, user: SessionUser) => Promise<{ ok: true } | { ok: false; errors?: Record<string, string[]> }>,
  next: string,
  nextToast: ReturnType<typeof toast> | null,
) {
  const rows = readRows(ctx.form);
  if (rows === null) return fail({ formKey: ctx.intent, notice: RECIPE_MSG.tryAgain });
  if (rows.length === 0) return nextToast ? redirectWithToast(next, nextToast) : redirectTo(next);
  const parsed = schema.safeParse(rows);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (errors[issue.path.join(".")] ??= []).push(issue.message);
    return fail({ formKey: ctx.intent, notice: firstMessage(errors) });
  }
  const result = await create(parsed.data, ctx.user);
  if (!result.ok) return fail({ formKey: ctx.intent, notice: firstMessage(result.errors) });
  return redirectWithToast(next, nextToast ?? toast(RECIPE_TOAST.added));
}

const redirectTo = (url: string) => new Response(null, { status: 302, headers: { Location: url } });

/** One row added without JavaScript: saved at once through the same bulk call. */
async function addOne<S extends z.ZodTypeAny>(
  ctx: Ctx,
  schema: S,
  create: (rows: z.infer<S>[], user: SessionUser) => Promise<{ ok: true } | { ok: false; errors?: Record<string, string[]> }>,
) {
  const submission = parseWithZod(ctx.form, { schema });
  if (submission.status !== "success") return fail({ formKey: ctx.intent, result: submission.reply() });
  const result = await create([submission.value], ctx.user);
  if (!result.ok) {
    return fail({ formKey: ctx.intent, result: submission.reply(conformErrors(result.errors ?? { non_field_errors: [RECIPE_MSG.tryAgain] })) });
  }
  return redirectWithToast(stepHref(ctx.pathname, ctx.step), toast(RECIPE_TOAST.itemAdded));
}

/** A management form (groups, categories, sources): its message shows beside it and as a toast. */
async function manage<S extends z.ZodTypeAny>(
  ctx: Ctx,
  schema: S,
  run: (value: z.infer<S>) => Promise<{ ok: true } | { ok: false; errors?: Record<string, string[]> }>,
  success: string,
) {
  const submission = parseWithZod(ctx.form, { schema });
  const key = `${ctx.intent}:${String(ctx.form.get("id") ?? "")}`;
  if (submission.status !== "success") {
    return fail({ formKey: key, notice: firstMessage(submission.reply().error as Record<string, string[]>) });
  }
  const result = await run(submission.value);
  if (!result.ok) return fail({ formKey: key, notice: firstMessage(result.errors) });
  return redirectWithToast(ctx.back, toast(success));
}


async function publish(ctx: Ctx, recipe: RecipeDetail) {
  // Unsaved additions in the browser come first (they are counted there and sent along); then
  // the domain's own check of what is saved, which is the truth.
  const unsaved = Object.fromEntries(PUBLISH_TABS.map((t) => [t.tab, unsavedCount(ctx.form, unsavedField(t.tab))])) as Record<PublishTab, number>;
  const saved = {
    ingredients: recipe.ingredients.length,
    categories: recipe.categories.length,
    sources: recipe.main_sources.length,
    images: recipe.images.length,
  };
  const early = firstPublishProblem(saved, unsaved);
  if (early) return openStepToFix(stepHref(ctx.pathname, early.step), early.message);
  const result = await setRecipeActive(recipe.id, true, ctx.user);
  if (!result.ok) {
    const problem = publishProblemOf(result.reason === "invalid" ? result.errors : {}, RECIPE_MSG.tryAgain);
    return openStepToFix(stepHref(ctx.pathname, problem.step ?? ctx.step), problem.message);
  }
  return redirectWithToast(paths.recipeDetails(recipe.id), toast(RECIPE_TOAST.saved));
}

async function remove(ctx: Ctx) {
  const key = parseDeleteKey(ctx.form.get("id"));
  const back = ctx.back;
  if (!key) return redirectWithToast(back, toast(RECIPE_MSG.tryAgain, "error"));
  const run = {
    ri: deleteRecipeIngredient,
    rc: deleteRecipeCategory,
    rs: deleteRecipeSource,
    rim: deleteRecipeImage,
    group: deleteCategoryGroup,
    category: deleteCategory,
    source: deleteSource,
  }[key.kind];
  const result = await run(key.id, ctx.user);
  return redirectWithToast(back, result.ok ? toast(RECIPE_TOAST.itemRemoved) : toast(RECIPE_MSG.tryAgain, "error"));
}

async function moveIn(ctx: Ctx, kind: "group" | "category") {
  return manage(
    ctx,
    moveSchema,
    async ({ id, dir }) => {
      const groups = await listCategoryGroups();
      if (kind === "group") return reorderCategoryGroups(moved(groups.map((g) => g.id), id, dir), ctx.user);
      const group = groups.find((g) => g.group.some((c) => c.id === id));
      if (!group) return { ok: false, errors: { id: [RECIPE_MSG.notFound] } };
      return reorderCategories(group.id, moved(group.group.map((c) => c.id), id, dir), ctx.user);
    },
    RECIPE_TOAST.itemUpdated,
  );
}

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
  const recipe = recipeId === null ? null : await getRecipe(recipeId, user);
  if (recipeId !== null && !recipe) throw new Response("Not Found", { status: 404 });
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
    "create-group": () => manage(ctx, categoryGroupSchema, (v) => createCategoryGroup(v, user), RECIPE_TOAST.added),
    "update-group": () => manage(ctx, categoryGroupSchema.merge(rowIdSchema), ({ id, ...v }) => updateCategoryGroup(id, v, user), RECIPE_TOAST.itemUpdated),
    "move-group": () => moveIn(ctx, "group"),
    "create-category": () => manage(ctx, categorySchema, (v) => createCategory(v, user), RECIPE_TOAST.added),
    "update-category": () => manage(ctx, renameSchema, ({ id, name }) => updateCategory(id, { name }, user), RECIPE_TOAST.itemUpdated),
    "move-category": () => moveIn(ctx, "category"),
    // Step 4
    "add-source": () => addOne(ctx, sourcePickSchema, createRecipeSources),
    "save-sources": () => saveRows(ctx, recipeSourcesBulkSchema, createRecipeSources, next(5), null),
    "create-source": () => manage(ctx, sourceSchema, (v) => createSource(v, user), RECIPE_TOAST.added),
    "update-source": () => manage(ctx, sourceSchema.merge(rowIdSchema), ({ id, ...v }) => updateSource(id, v, user), RECIPE_TOAST.itemUpdated),
    // Step 5
    upload: () => upload(ctx),
    "add-image": () => addOne(ctx, imagePickSchema, createRecipeImages),
    // The last step: saving ends at the recipe's details.
    "save-images": () => saveRows(ctx, recipeImagesBulkSchema, createRecipeImages, paths.recipeDetails(recipe.id), toast(RECIPE_TOAST.saved)),
  });
}

/** Step 1 creates the recipe (then continues on its add route) or updates it. */
async function saveBasics({ form, recipe, user, pathname }: Ctx) {
  const submission = parseWithZod(form, { schema: recipeBasicsSchema });
  if (submission.status !== "success") return fail({ formKey: "basics", result: submission.reply() });
  if (!recipe) {
    const created = await createRecipe(submission.value, user);
    if (!created.ok) return fail({ formKey: "basics", result: submission.reply({ formErrors: [RECIPE_MSG.tryAgain] }) });
    return redirectWithToast(stepHref(paths.recipeAddStep(created.data.id), 2), toast(RECIPE_TOAST.added));
  }
  const updated = await updateRecipe(recipe.id, submission.value, user);
  if (!updated.ok) return fail({ formKey: "basics", result: submission.reply({ formErrors: [RECIPE_MSG.tryAgain] }) });
  return redirectWithToast(stepHref(pathname, 2), toast(RECIPE_TOAST.itemUpdated));
}

/** A saved ingredient row edited in place ('Nothing to update!' when nothing changed). */
async function updateIngredient({ form, user, intent, pathname }: Ctx) {
  const submission = parseWithZod(form, { schema: ingredientRowSchema.merge(rowIdSchema) });
  const key = `${intent}:${String(form.get("id") ?? "")}`;
  if (submission.status !== "success") return fail({ formKey: key, result: submission.reply() });
  const { id, ...row } = submission.value;
  const result = await updateRecipeIngredient(id, row, user);
  if (!result.ok) {
    const errors = result.reason === "invalid" ? result.errors : { non_field_errors: [RECIPE_MSG.tryAgain] };
    return fail({ formKey: key, result: submission.reply(conformErrors(errors)) });
  }
  return redirectWithToast(stepHref(pathname, 2), toast(RECIPE_TOAST.itemUpdated));
}

/**
 * A new picture goes to the gallery (checked by content) and is picked, ready for Add image:
 * it is not on the recipe until then, and the message says so.
 */
async function upload({ form, user, pathname }: Ctx) {
  const submission = parseWithZod(form, { schema: imageUploadFormSchema });
  if (submission.status !== "success") return fail({ formKey: "upload", result: submission.reply() });
  const { photo_o, ...meta } = submission.value;
  const stored = await uploadImage(meta, photo_o, user);
  if (!stored.ok) {
    const errors = stored.reason === "invalid" ? stored.errors : { photo_o: [RECIPE_MSG.tryAgain] };
    return fail({ formKey: "upload", result: submission.reply({ fieldErrors: errors }) });
  }
  return redirectWithToast(`${stepHref(pathname, 5)}&pick=${stored.data.id}`, toast(RECIPE_TOAST.uploaded));
}
