import { type Insertable, sql } from "kysely";
import type { Database } from "~/db/schema";
import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalid, notFound, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { accessRow, canChange } from "./access.server";
import { CORE_NUTRIENTS, PERSONAL_SOURCE } from "./codes";
import { servingsOf } from "./servings";
import { resolveGroups } from "./lists.server";
import { type FoodInput, foodInRecipesMessage, type PersonalFoodInput } from "./schemas";

/** Creating, changing and deleting foods (staff and personal). The food domain's front door is foods.server.ts. */

type GroupIds = { hier1_id: number | null; hier2_id: number | null; hier3_id: number | null };

/** What every food form writes, staff's and a patient's: names, weight, groups and servings. */
function formColumns(input: PersonalFoodInput, groups: GroupIds) {
  return { name: input.name, long_desc: input.long_desc, base_weight: input.base_weight, ...groups, ...servingsOf(input) };
}

/** What only staff's form writes besides. */
function staffColumns(input: FoodInput) {
  return { upc_code: input.upc_code, useful: input.useful ? 1 : 0, source: input.source, link: input.link };
}

/**
 * A food added here (never one of the USDA copy's, so no NDB number) starts with the label
 * nutrients at zero, ready for the Nutrient Data step.
 */
async function insertFood(trx: Trx, columns: Omit<Insertable<Database["foods"]>, "ndb_no" | "created_at" | "updated_at">): Promise<Outcome<{ id: number }>> {
  const now = nowIso();
  const { id } = await trx
    .insertInto("foods")
    .values({ ...columns, ndb_no: null, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const nutrients = await trx.selectFrom("nutrients").select("id").where("number", "in", Object.values(CORE_NUTRIENTS)).execute();
  if (nutrients.length > 0) {
    await trx
      .insertInto("nutrient_values")
      .values(nutrients.map((n) => ({ food_id: id, nutrient_id: n.id, value: 0 })))
      .execute();
  }
  return done({ id });
}

/** Staff add a food to the database (POST /api/food/). It is approved at once. */
export async function createFood(viewer: Viewer, input: FoodInput): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    return insertFood(trx, { ...formColumns(input, groups.ids), ...staffColumns(input), owner_id: null, status: "approved", decline_code: null });
  });
}

/** Staff edit any food (PUT /api/food/{id} by staff). Its status stays as it was. */
export async function updateFood(viewer: Viewer, foodId: number, input: FoodInput): Promise<Outcome<{ id: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food) return notFound;
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    await trx
      .updateTable("foods")
      .set({ ...formColumns(input, groups.ids), ...staffColumns(input), updated_at: nowIso() })
      .where("id", "=", foodId)
      .execute();
    return done({ id: foodId });
  });
}

/** A patient adds a personal food (POST /api/food/myfood/). It waits for approval. */
export async function createPersonalFood(viewer: Viewer, input: PersonalFoodInput): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    return insertFood(trx, {
      ...formColumns(input, groups.ids),
      upc_code: null,
      useful: 0,
      source: PERSONAL_SOURCE,
      link: null,
      owner_id: viewer.id,
      status: "pending",
      decline_code: null,
    });
  });
}

/**
 * A patient edits one of their own foods (PUT /api/food/{id} by a patient). Anything else is not
 * found. The edit sends the food back for approval (a declined food is resubmitted this way).
 */
export async function updatePersonalFood(viewer: Viewer, foodId: number, input: PersonalFoodInput): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || food.owner_id !== viewer.id) return notFound;
    const groups = await resolveGroups(trx, input);
    if (!groups.ok) return invalid(groups.errors);
    await trx
      .updateTable("foods")
      .set({
        ...formColumns(input, groups.ids),
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
export async function deleteFood(viewer: Viewer, foodId: number): Promise<Outcome<null>> {
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || !canChange(viewer, food)) return notFound;
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
