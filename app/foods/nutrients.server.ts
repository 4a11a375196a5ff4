import { db } from "~/db/db.server";
import { type Db, done, type FieldErrors, invalid, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { accessRow, canChange, canSee, touchFood } from "./access.server";
import { byName, nutrientGroupOf } from "./food.server";
import { FOOD_MSG, type NutrientValueInput } from "./schemas";
import type { NutrientValueRow } from "./types";

/** Nutrient values of a food. The food domain's front door is foods.server.ts. */

async function nutrientValuesOf(conn: Db, foodId: number): Promise<NutrientValueRow[]> {
  const rows = await conn
    .selectFrom("nutrient_values as v")
    .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
    .select(["v.id", "v.food_id", "v.value", "n.id as nutrient_id", "n.number", "n.name", "n.units", "n.tagname", "n.decimals", "n.sort_order"])
    .where("v.food_id", "=", foodId)
    .execute();
  return rows
    .map((r) => ({
      id: r.id,
      food: r.food_id,
      nut_val: r.value,
      nut_data: {
        id: r.nutrient_id,
        number: r.number,
        name: r.name,
        units: r.units,
        tagname: r.tagname,
        decimals: r.decimals,
        group: nutrientGroupOf(r.sort_order),
      },
    }))
    .sort((a, b) => byName.compare(a.nut_data.name, b.nut_data.name));
}

/** GET /api/nut?food=: the food's nutrient values, sorted by nutrient name; null when not visible. */
export async function listNutrientValues(viewer: Viewer, foodId: number): Promise<NutrientValueRow[] | null> {
  const food = await accessRow(db, foodId);
  if (!food || !canSee(viewer, food)) return null;
  return nutrientValuesOf(db, foodId);
}

/** PUT /api/nut/bulk_update/?food=: every id must be one of this food's values; all or none. */
export async function updateNutrientValues(viewer: Viewer, foodId: number, rows: NutrientValueInput[]): Promise<Outcome<NutrientValueRow[]>> {
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || !canChange(viewer, food)) return notFound;
    const own = new Set(
      (await trx.selectFrom("nutrient_values").select("id").where("food_id", "=", foodId).execute()).map((r) => r.id),
    );
    const errors: FieldErrors = {};
    rows.forEach((row, i) => {
      if (!own.has(row.id)) errors[`${i}.id`] = [FOOD_MSG.notFound];
    });
    if (Object.keys(errors).length) return invalid(errors);
    for (const row of rows) {
      await trx.updateTable("nutrient_values").set({ value: row.nut_val }).where("id", "=", row.id).execute();
    }
    await touchFood(trx, viewer, food);
    return done(await nutrientValuesOf(trx, foodId));
  });
}
