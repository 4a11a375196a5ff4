import { sql } from "kysely";
import { db } from "~/db/db.server";
import { searchFoods } from "~/foods/search.server";
import { type FoodSummary } from "~/foods/types";
import { createRecipeRows, deleteRecipeRow, isStaff, touchRecipe, visibleRecipe } from "./access.server";
import { takenIds } from "~/domain/child-rows.server";
import { type Db, done, type FieldErrors, forbidden, invalid, notFound, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { INGREDIENT_LIST_LIMIT, INGREDIENT_SEARCH_LIMIT } from "./codes";
import { type IngredientRowInput, RECIPE_MSG } from "./schemas";
import { type RecipeIngredientRow } from "./types";
import { ingredientRows } from "./recipe.server";
import { refreshRecipeMacros } from "./recipe-nutrition.server";

/** The wizard's Ingredients (step 2): search, list, bulk create, edit and delete rows. */

/** GET /api/ingredient search for the Ingredients step: foods of the database, 10 at most. */
export async function searchIngredients(viewer: Viewer, term: string): Promise<Outcome<FoodSummary[]>> {
  if (!isStaff(viewer)) return forbidden;
  return done((await searchFoods({ term, limit: INGREDIENT_SEARCH_LIMIT })).results);
}

/** GET /api/recipe_ingredients/?limit=100&recipe=: null when the recipe is not visible. */
export async function listRecipeIngredients(
  viewer: Viewer,
  recipeId: number,
  page: { limit?: number; offset?: number } = {},
): Promise<Page<RecipeIngredientRow> | null> {
  if (!(await visibleRecipe(db, viewer, recipeId))) return null;
  const [results, total] = await Promise.all([
    ingredientRows(db, recipeId, { limit: page.limit ?? INGREDIENT_LIST_LIMIT, offset: page.offset ?? 0 }),
    db.selectFrom("recipe_ingredients").select(sql<number>`count(*)`.as("n")).where("recipe_id", "=", recipeId).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results };
}

/** The food must be in the database and the measure one of its own weights. */
async function checkIngredient(conn: Db, row: Pick<IngredientRowInput, "ingredient" | "measure">, at: string): Promise<Record<string, string[]>> {
  const food = await conn.selectFrom("foods").select(["id", "status"]).where("id", "=", row.ingredient).executeTakeFirst();
  if (!food || food.status !== "approved") return { [`${at}ingredient`]: [RECIPE_MSG.invalidChoice] };
  const measure = await conn
    .selectFrom("ingredient_weights")
    .select(["id", "grams"])
    .where("id", "=", row.measure)
    .where("food_id", "=", row.ingredient)
    .executeTakeFirst();
  if (!measure || !measure.grams) return { [`${at}measure`]: [RECIPE_MSG.selectWeight] };
  return {};
}

/** POST /api/recipe_ingredients/bulk_create/: all rows or none; a food already in the recipe is refused. */
export async function createRecipeIngredients(viewer: Viewer, rows: IngredientRowInput[]): Promise<Outcome<RecipeIngredientRow[]>> {
  return createRecipeRows(viewer, rows, {
    check: async (trx, recipeId) => {
      const taken = await takenIds(trx, { table: "recipe_ingredients", parent: "recipe_id" }, "food_id", recipeId);
      let errors: FieldErrors = {};
      for (const [i, row] of rows.entries()) {
        if (taken.has(row.ingredient)) errors[`${i}.ingredient`] = [RECIPE_MSG.duplicateIngredient];
        else errors = { ...errors, ...(await checkIngredient(trx, row, `${i}.`)) };
        taken.add(row.ingredient);
      }
      return errors;
    },
    insert: async (trx, recipeId) =>
      (
        await trx
          .insertInto("recipe_ingredients")
          .values(rows.map((r) => ({ recipe_id: recipeId, food_id: r.ingredient, measure_id: r.measure, quantity: r.quantity, main: r.main ? 1 : 0, seq: r.seq })))
          .returning("id")
          .execute()
      ).map((c) => c.id),
    after: refreshRecipeMacros,
    read: (trx, recipeId) => ingredientRows(trx, recipeId),
  });
}

/** PUT /api/recipe_ingredients/{id}/: 'Nothing to update!' when nothing changed. */
export async function updateRecipeIngredient(viewer: Viewer, ingredientId: number, row: IngredientRowInput): Promise<Outcome<RecipeIngredientRow>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom("recipe_ingredients").selectAll().where("id", "=", ingredientId).executeTakeFirst();
    if (!current) return notFound;
    if (row.recipe !== current.recipe_id) return invalid({ recipe: [RECIPE_MSG.invalidChoice] });
    const unchanged =
      current.food_id === row.ingredient &&
      current.measure_id === row.measure &&
      current.quantity === row.quantity &&
      current.main === (row.main ? 1 : 0) &&
      current.seq === row.seq;
    if (unchanged) return invalid({ non_field_errors: [RECIPE_MSG.nothingToUpdate] });
    if (row.ingredient !== current.food_id) {
      const dup = await trx
        .selectFrom("recipe_ingredients")
        .select("id")
        .where("recipe_id", "=", current.recipe_id)
        .where("food_id", "=", row.ingredient)
        .executeTakeFirst();
      if (dup) return invalid({ ingredient: [RECIPE_MSG.duplicateIngredient] });
    }
    const errors = await checkIngredient(trx, row, "");
    if (Object.keys(errors).length) return invalid(errors);
    await trx
      .updateTable("recipe_ingredients")
      .set({ food_id: row.ingredient, measure_id: row.measure, quantity: row.quantity, main: row.main ? 1 : 0, seq: row.seq })
      .where("id", "=", ingredientId)
      .execute();
    await refreshRecipeMacros(trx, current.recipe_id);
    await touchRecipe(trx, current.recipe_id);
    return done((await ingredientRows(trx, current.recipe_id)).find((r) => r.id === ingredientId)!);
  });
}

/** DELETE /api/recipe_ingredients/{id} */
export async function deleteRecipeIngredient(viewer: Viewer, ingredientId: number): Promise<Outcome<null>> {
  return deleteRecipeRow(viewer, "recipe_ingredients", ingredientId, refreshRecipeMacros);
}
