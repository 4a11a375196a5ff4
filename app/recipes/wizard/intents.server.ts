import { parseWithZod } from "@conform-to/zod";
import { paths } from "~/paths";
import { deleteCategory, deleteCategoryGroup, deleteRecipeCategory, listCategoryGroups, reorderCategories, reorderCategoryGroups } from "../categories.server";
import { deleteRecipeImage, uploadImage } from "../images.server";
import { firstPublishProblem, PUBLISH_TABS, publishProblemOf, type PublishTab } from "../publish";
import { createRecipe, deleteRecipeIngredient, setRecipeActive, updateRecipe, updateRecipeIngredient } from "../recipes.server";
import { RECIPE_MSG, RECIPE_TOAST, recipeBasicsSchema, ingredientRowSchema } from "../schemas";
import { deleteRecipeSource, deleteSource } from "../sources.server";
import type { RecipeDetail } from "../types";
import { conformErrors } from "~/page/outcome.server";
import { openStepToFix, unsavedCount } from "~/page/wizard.server";
import { redirectWithToast } from "~/toast/toast.server";
import { fail, manage, toast, type Ctx } from "./forms.server";
import { imageUploadFormSchema, moved, moveSchema, parseDeleteKey, rowIdSchema, stepHref, unsavedField } from "./schemas";

/** The recipe wizard's intents that are more than one of its three kinds of form (./forms.server.ts). */

export async function publish(ctx: Ctx, recipe: RecipeDetail) {
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
  const result = await setRecipeActive(ctx.user, recipe.id, true);
  if (!result.ok) {
    const problem = publishProblemOf(result.reason === "invalid" ? result.errors : {}, RECIPE_MSG.tryAgain);
    return openStepToFix(stepHref(ctx.pathname, problem.step ?? ctx.step), problem.message);
  }
  return redirectWithToast(paths.recipeDetails(recipe.id), toast(RECIPE_TOAST.saved));
}

export async function remove(ctx: Ctx) {
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
  const result = await run(ctx.user, key.id);
  return redirectWithToast(back, result.ok ? toast(RECIPE_TOAST.itemRemoved) : toast(RECIPE_MSG.tryAgain, "error"));
}

export async function moveIn(ctx: Ctx, kind: "group" | "category") {
  return manage(
    ctx,
    moveSchema,
    async ({ id, dir }) => {
      const groups = await listCategoryGroups(ctx.user);
      if (kind === "group") return reorderCategoryGroups(ctx.user, moved(groups.map((g) => g.id), id, dir));
      const group = groups.find((g) => g.group.some((c) => c.id === id));
      if (!group) return { ok: false, errors: { id: [RECIPE_MSG.notFound] } };
      return reorderCategories(ctx.user, group.id, moved(group.group.map((c) => c.id), id, dir));
    },
    RECIPE_TOAST.itemUpdated,
  );
}

/** Step 1 creates the recipe (then continues on its add route) or updates it. */
export async function saveBasics({ form, recipe, user, pathname }: Ctx) {
  const submission = parseWithZod(form, { schema: recipeBasicsSchema });
  if (submission.status !== "success") return fail({ formKey: "basics", result: submission.reply() });
  if (!recipe) {
    const created = await createRecipe(user, submission.value);
    if (!created.ok) return fail({ formKey: "basics", result: submission.reply({ formErrors: [RECIPE_MSG.tryAgain] }) });
    return redirectWithToast(stepHref(paths.recipeAddStep(created.data.id), 2), toast(RECIPE_TOAST.added));
  }
  const updated = await updateRecipe(user, recipe.id, submission.value);
  if (!updated.ok) return fail({ formKey: "basics", result: submission.reply({ formErrors: [RECIPE_MSG.tryAgain] }) });
  return redirectWithToast(stepHref(pathname, 2), toast(RECIPE_TOAST.itemUpdated));
}

/** A saved ingredient row edited in place ('Nothing to update!' when nothing changed). */
export async function updateIngredient({ form, user, intent, pathname }: Ctx) {
  const submission = parseWithZod(form, { schema: ingredientRowSchema.merge(rowIdSchema) });
  const key = `${intent}:${String(form.get("id") ?? "")}`;
  if (submission.status !== "success") return fail({ formKey: key, result: submission.reply() });
  const { id, ...row } = submission.value;
  const result = await updateRecipeIngredient(user, id, row);
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
export async function upload({ form, user, pathname }: Ctx) {
  const submission = parseWithZod(form, { schema: imageUploadFormSchema });
  if (submission.status !== "success") return fail({ formKey: "upload", result: submission.reply() });
  const { photo_o, ...meta } = submission.value;
  const stored = await uploadImage(user, meta, photo_o);
  if (!stored.ok) {
    const errors = stored.reason === "invalid" ? stored.errors : { photo_o: [RECIPE_MSG.tryAgain] };
    return fail({ formKey: "upload", result: submission.reply({ fieldErrors: errors }) });
  }
  return redirectWithToast(`${stepHref(pathname, 5)}&pick=${stored.data.id}`, toast(RECIPE_TOAST.uploaded));
}
