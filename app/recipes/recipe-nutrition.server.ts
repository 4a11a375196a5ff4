import { db } from "~/db/db.server";
import { sharedRead } from "~/page/shared-reads.server";
import { isStaff, recipeAccess, visibleRecipe, type RecipeRef } from "./access.server";
import { type Db, done, forbidden, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { ingredientText, scaledQuantity } from "./lines";
import { type FoodServingsPerBase, lineGrams, macrosPerServing, NUTRITION_FACT_NUMBERS, nutritionFacts, type NutritionLine, servingsPerServing } from "./nutrition";
import { type IngredientLine, type NutritionFact, type RecipeIngredientRow } from "./types";
import { ingredientRows } from "./recipe.server";

/** A recipe's nutrition (docs/decisions/0020): facts, macros, suggested servings and the serves scale. */

/** The recipe's lines with their foods' label nutrients. */
export async function nutritionLines(conn: Db, recipeId: number, numbers: string[] = NUTRITION_FACT_NUMBERS): Promise<NutritionLine[]> {
  const lines = await conn
    .selectFrom("recipe_ingredients as ri")
    .innerJoin("foods as f", "f.id", "ri.food_id")
    .leftJoin("ingredient_weights as w", "w.id", "ri.measure_id")
    .select([
      "ri.food_id",
      "ri.quantity",
      "w.quantity as measure_quantity",
      "w.grams",
      "f.base_weight",
      "f.servings_vegetable",
      "f.servings_fruit",
      "f.servings_dairy",
      "f.servings_fat",
      "f.servings_starch",
      "f.servings_misc",
      "f.protein_calories",
    ])
    .where("ri.recipe_id", "=", recipeId)
    .execute();
  if (lines.length === 0) return [];
  const values = numbers.length === 0 ? [] : await conn
    .selectFrom("nutrient_values as v")
    .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
    .select(["v.food_id", "n.number", "v.value"])
    .where(
      "v.food_id",
      "in",
      lines.map((l) => l.food_id),
    )
    .where("n.number", "in", numbers)
    .execute();
  const byFood = new Map<number, Record<string, number>>();
  for (const v of values) (byFood.get(v.food_id) ?? byFood.set(v.food_id, {}).get(v.food_id)!)[v.number] = v.value;
  return lines.map((l) => ({
    quantity: l.quantity,
    measureQuantity: l.measure_quantity,
    measureGrams: l.grams,
    baseWeight: l.base_weight,
    values: byFood.get(l.food_id) ?? {},
    servings: {
      vegetable: l.servings_vegetable,
      fruit: l.servings_fruit,
      dairy: l.servings_dairy,
      fat: l.servings_fat,
      starch: l.servings_starch,
      misc: l.servings_misc,
      protein_calories: l.protein_calories,
    },
  }));
}

/** GET /api/recipenut_list/?recipe_id=: Nutrition Facts per serving; null when not visible. */
export async function recipeNutrition(viewer: Viewer, recipe: RecipeRef): Promise<NutritionFact[] | null> {
  const r = await visibleRecipe(db, viewer, recipe);
  if (!r) return null;
  // The same for every viewer who may see the recipe: kept a few seconds (decision 0152). The
  // facts are kept, not the lines: a line's nutrients by number sit in a sparse array of some
  // 800 slots, 50 KB a recipe against 1 KB of facts (decision 0190).
  return sharedRead(`recipe-nutrition:${r.id}:${r.yields}`, ["recipe_ingredients", "foods", "ingredient_weights", "nutrient_values", "nutrients"], async () =>
    nutritionFacts(await nutritionLines(db, r.id), r.yields),
  );
}

/** Keeps the per-serving figures behind the ranges and the calorie sort in step. */
export async function refreshRecipeMacros(conn: Db, recipeId: number): Promise<void> {
  const r = await recipeAccess(conn, recipeId);
  if (!r) return;
  const macros = macrosPerServing(await nutritionLines(conn, recipeId), r.yields);
  await conn.updateTable("recipes").set(macros).where("id", "=", recipeId).execute();
}

/**
 * The programme servings the ingredients add up to, per serving: what Basic Details can offer
 * staff to fill in (docs/decisions/0020). Staff only; null when the recipe does not exist.
 */
export async function suggestedServings(viewer: Viewer, recipeId: number): Promise<Outcome<FoodServingsPerBase>> {
  if (!isStaff(viewer)) return forbidden;
  const r = await recipeAccess(db, recipeId);
  if (!r) return notFound;
  return done(servingsPerServing(await nutritionLines(db, recipeId, []), r.yields));
}

/**
 * GET /api/recipes/{id}/servings/?scale=n: the ingredient lines for n servings. Null when the
 * recipe is not visible.
 */
export async function servingsScale(viewer: Viewer, recipe: RecipeRef, scale: number): Promise<IngredientLine[] | null> {
  const r = await visibleRecipe(db, viewer, recipe);
  if (!r) return null;
  return scaledLines(await ingredientRows(db, r.id), scale, r.yields);
}

/** A recipe's ingredient rows as lines for `scale` servings (the details page has the rows already). */
export function scaledLines(rows: RecipeIngredientRow[], scale: number, yields: number | null): IngredientLine[] {
  return rows.map((row) => {
    const quantity = scaledQuantity(row.quantity, scale, yields);
    const grams = row.measure_data ? lineGrams({ quantity, measureQuantity: row.measure_data.quantity, measureGrams: row.measure_data.grams }) : 0;
    return {
      ingredient__id: row.ingredient,
      main: row.main,
      text: ingredientText({ quantity, measure: row.measure_data?.measure ?? null, food: row.ingredient_data.long_desc, grams }),
    };
  });
}
