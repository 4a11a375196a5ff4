import { SERVES_MIN } from "./codes";
import { toMiniRecipe } from "./mini-card";
import { listRecipeComments } from "./comments.server";
import { getRecipe, recentViews, recipeNutrition, recordView, relatedRecipes, scaledLines } from "./recipes.server";
import type { Viewer } from "~/domain/outcome";
import { RECIPE_MSG, servingsScaleSchema } from "./schemas";

/**
 * Everything the recipe details page shows, and the view recorded, for one request. Null when the
 * viewer may not see the recipe (a patient asking for an inactive one learns nothing about it).
 * The page's loader and the benchmark both call this, so the budget measures the real work.
 */
export async function recipeDetailsPage(viewer: Viewer, recipeId: number, rawScale: string | null) {
  const recipe = await getRecipe(viewer, recipeId);
  if (!recipe) return null;
  const parsedScale = rawScale === null ? null : servingsScaleSchema.safeParse({ scale: rawScale });
  // Serves starts at the recipe's yields on every load (spec part 2 §2).
  const yields = Math.max(SERVES_MIN, recipe.yields ?? SERVES_MIN);
  const scale = parsedScale?.success ? parsedScale.data.scale : yields;
  // The recipe was just read and found visible: its parts take that row instead of each reading it again.
  const access = { id: recipe.id, active: recipe.active ? 1 : 0, yields: recipe.yields };
  // Recording this view runs beside the reads: "recently viewed" leaves this recipe out either way.
  const [facts, recent, similar, comments] = await Promise.all([
    recipeNutrition(viewer, access),
    recentViews(viewer, { exclude: recipeId }),
    relatedRecipes(viewer, access),
    listRecipeComments(viewer, access),
    recordView(viewer, recipeId),
  ]);
  return {
    recipe,
    scale,
    yields,
    scaleError: parsedScale && !parsedScale.success ? (parsedScale.error.issues[0]?.message ?? RECIPE_MSG.invalidChoice) : null,
    // Its ingredient rows came with the recipe: the lines for this scale need no second read.
    lines: scaledLines(recipe.ingredients, scale, recipe.yields),
    facts: facts ?? [],
    recent,
    similar: similar ?? [],
    comments: comments?.results ?? [],
    commentCount: comments?.count ?? 0,
  };
}

type DetailsPage = NonNullable<Awaited<ReturnType<typeof recipeDetailsPage>>>;

/**
 * The page's own view (issue 28): the recipe as the page shows it (its ingredient rows are in
 * `lines`, its pictures in the one size the slider shows, its categories by name; the API keeps
 * the whole detail), and the sidebars' cards carry only what a mini card shows.
 */
export function recipeDetailsView(page: DetailsPage) {
  const { ingredients: _rows, main_sources: _sources, directions: _plain, notes: _notes, franchise_region: _regions, created_by: _by, main_image: _main, images, categories, ...shown } = page.recipe;
  const recipe = {
    ...shown,
    images: images.map((img) => ({ id: img.id, image_data: { photo_l: img.image_data.photo_l } })),
    categories: categories.map((c) => ({ id: c.id, category__name: c.category__name, category__group__name: c.category__group__name, category__group__major: c.category__group__major })),
  };
  return { ...page, recipe, recent: page.recent.map(toMiniRecipe), similar: page.similar.map(toMiniRecipe) };
}

/** The recipe as the details page shows it. */
export type RecipeOnPage = ReturnType<typeof recipeDetailsView>["recipe"];

/** What the recipe details page's loader answers: the page, and whether the viewer is staff. */
export type RecipeDetailsData = ReturnType<typeof recipeDetailsView> & { isAdmin: boolean };
