import type { ProteinCalorieType, ServingsType } from "./codes";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/** The result shapes of the food domain: what pages and /api handlers get back. */

/** A food in a list or a search result (a card). */
export type FoodSummary = z.infer<typeof apiShapes.foodSummary>;

export type FoodGroup = z.infer<typeof apiShapes.foodGroup>;

export interface FoodServings {
  protein_calorie_type: ProteinCalorieType;
  protein_calories: number;
  servings_type: ServingsType;
  servings_fat: number;
  servings_vegetable: number;
  servings_fruit: number;
  servings_dairy: number;
  servings_starch: number;
  servings_misc: number;
}

/** One cell of the nutrition table: text in the first columns, numbers (or null) after. */
export type NutCell = string | number | null;

export type FoodDetail = z.infer<typeof apiShapes.foodDetail>;

export type IngredientWeightRow = z.infer<typeof apiShapes.measure>;

export type NutrientValueRow = z.infer<typeof apiShapes.nutrientValue>;

/** A pending food in the approval list, with who submitted it. */
export type PendingFood = z.infer<typeof apiShapes.pendingFood>;
