import type { NutritionFact } from "./nutrition";

import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/** The result shapes of the recipe domain: what pages and /api handlers get back. */

export type { NutritionFact };

export type ImageData = z.infer<typeof apiShapes.image>;

export interface RecipeServings {
  vegetable: number;
  fruit: number;
  dairy: number;
  fat: number;
  starch: number;
  misc: number;
  protein_calories: number;
}

/** A recipe card. */
export type RecipeSummary = z.infer<typeof apiShapes.recipeCard>;

export type RecipeCategoryRow = z.infer<typeof apiShapes.categoryRow>;

export type RecipeIngredientRow = z.infer<typeof apiShapes.ingredientRow>;

export type SourceRow = z.infer<typeof apiShapes.source>;

export type RecipeSourceRow = z.infer<typeof apiShapes.recipeSource>;

export type RecipeImageRow = z.infer<typeof apiShapes.recipeImage>;

export type RecipeDetail = z.infer<typeof apiShapes.recipeDetail>;

export type IngredientLine = z.infer<typeof apiShapes.ingredientLine>;

export type CategoryRow = z.infer<typeof apiShapes.category>;

export type CategoryGroupRow = z.infer<typeof apiShapes.categoryGroup>;

/** One entry of the listing's filter panel (GET /api/recipe_filters). */
export type RecipeFilter = z.infer<typeof apiShapes.recipeFilter>;

export type CommentRow = z.infer<typeof apiShapes.comment>;

/** A comment waiting for moderation, with the recipe it is about. */
export type PendingComment = z.infer<typeof apiShapes.pendingComment>;
