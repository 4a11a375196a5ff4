import { sql } from "kysely";
import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalid, notFound, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { accessRow, canChange } from "./access.server";
import { CORE_NUTRIENTS, PERSONAL_SOURCE, type ProteinCalorieType, type ServingsType } from "./codes";
import { resolveGroups } from "./lists.server";
import { type FoodInput, foodInRecipesMessage, type PersonalFoodInput } from "./schemas";

/** Creating, changing and deleting foods (staff and personal). The food domain's front door is foods.server.ts. */

function servingsColumns(input: PersonalFoodInput) {
  return {
    protein_calorie_type: input.protein_calorie_type as ProteinCalorieType,
    protein_calories: input.protein_calories,
    servings_type: input.servings_type as ServingsType,
    servings_fat: input.servings_fat,
    servings_vegetable: input.servings_vegetable,
    servings_fruit: input.servings_fruit,
    servings_dairy: input.servings_dairy,
    servings_starch: input.servings_starch,
    servings_misc: input.servings_misc,
  };
}

/** A new food starts with the label nutrients at zero, ready for the Nutrient Data step. */
async function addCoreNutrients(trx: Trx, foodId: number): Promise<void> {
  const nutrients = await trx.selectFrom("nutrients").select("id").where("number", "in", Object.values(CORE_NUTRIENTS)).execute();
  if (nutrients.length === 0) return;
  await trx
    .insertInto("nutrient_values")
    .values(nutrients.map((n) => ({ food_id: foodId, nutrient_id: n.id, value: 0 })))
    .execute();
}

/** Staff add a food to the database (POST /api/food/). It is approved at once. */
export async function createFood(input: FoodInput, viewer: Viewer): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    const now = nowIso();
    const { id } = await trx
      .insertInto("foods")
      .values({
        ndb_no: null,
        name: input.name,
        long_desc: input.long_desc,
        base_weight: input.base_weight,
        upc_code: input.upc_code,
        useful: input.useful ? 1 : 0,
        source: input.source,
        link: input.link,
        ...groups.ids,
        ...servingsColumns(input),
        owner_id: null,
        status: "approved",
        decline_code: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addCoreNutrients(trx, id);
    return done({ id });
  });
}

/** Staff edit any food (PUT /api/food/{id} by staff). Its status stays as it was. */
export async function updateFood(foodId: number, input: FoodInput, viewer: Viewer): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food) return notFound;
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    await trx
      .updateTable("foods")
      .set({
        name: input.name,
        long_desc: input.long_desc,
        base_weight: input.base_weight,
        upc_code: input.upc_code,
        useful: input.useful ? 1 : 0,
        source: input.source,
        link: input.link,
        ...groups.ids,
        ...servingsColumns(input),
        updated_at: nowIso(),
      })
      .where("id", "=", foodId)
      .execute();
    return done({ id: foodId });
  });
}

/** A patient adds a personal food (POST /api/food/myfood/). It waits for approval. */
export async function createPersonalFood(input: PersonalFoodInput, viewer: Viewer): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    const now = nowIso();
    const { id } = await trx
      .insertInto("foods")
      .values({
        ndb_no: null,
        name: input.name,
        long_desc: input.long_desc,
        base_weight: input.base_weight,
        upc_code: null,
        useful: 0,
        source: PERSONAL_SOURCE,
        link: null,
        ...groups.ids,
        ...servingsColumns(input),
        owner_id: viewer.id,
        status: "pending",
        decline_code: null,
        created_at: now,
        updated_at: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await addCoreNutrients(trx, id);
    return done({ id });
  });
}

/**
 * A patient edits one of their own foods (PUT /api/food/{id} by a patient). Anything else is not
 * found. The edit sends the food back for approval (a declined food is resubmitted this way).
 */
export async function updatePersonalFood(foodId: number, input: PersonalFoodInput, viewer: Viewer): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || food.owner_id !== viewer.id) return notFound;
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    await trx
      .updateTable("foods")
      .set({
        name: input.name,
        long_desc: input.long_desc,
        base_weight: input.base_weight,
        ...groups.ids,
        ...servingsColumns(input),
        status: "pending",
        decline_code: null,
        updated_at: nowIso(),
      })
      .where("id", "=", foodId)
      .execute();
    return done({ id: foodId });
  });
}

/**
 * DELETE /api/food/{id}: staff delete any food, a patient only their own. Its measures and
 * nutrient values go with it.
 */
export async function deleteFood(foodId: number, viewer: Viewer): Promise<Outcome<null>> {
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || !canChange(food, viewer)) return notFound;
    // Deleting would silently drop the food from recipes (and change their nutrition facts).
    const used = await trx
      .selectFrom("recipe_ingredients")
      .select(sql<number>`count(distinct recipe_id)`.as("n"))
      .where("food_id", "=", foodId)
      .executeTakeFirstOrThrow();
    if (Number(used.n) > 0) return invalid({ non_field_errors: [foodInRecipesMessage(Number(used.n))] });
    await trx.deleteFrom("foods").where("id", "=", foodId).execute();
    return done(null);
  });
}
