import { sql } from "kysely";
import { db } from "~/db/db.server";
import { type Db, done, type FieldErrors, invalid, notFound, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { accessRow, canChange, canSee, touchFood } from "./access.server";
import { FOOD_MSG, type MeasureInput, measureKey } from "./schemas";
import type { IngredientWeightRow } from "./types";

/** Common measures (ingredient weights) of a food. The food domain's front door is foods.server.ts. */

const MEASURE_COLUMNS = ["id", "food_id", "seq", "quantity", "measure", "grams", "usda"] as const;

function toMeasure(m: { id: number; food_id: number; seq: number; quantity: number; measure: string; grams: number | null; usda: number }): IngredientWeightRow {
  return { id: m.id, food: m.food_id, seq: m.seq, quantity: m.quantity, measure: m.measure, grams: m.grams, usda: m.usda === 1 };
}

async function measuresOf(conn: Db, foodId: number): Promise<IngredientWeightRow[]> {
  const rows = await conn.selectFrom("ingredient_weights").select(MEASURE_COLUMNS).where("food_id", "=", foodId).orderBy("seq").orderBy("id").execute();
  return rows.map(toMeasure);
}

/** GET /api/ingredient_weights/?food=: null when the viewer may not see the food. */
export async function listMeasures(viewer: Viewer, foodId: number): Promise<IngredientWeightRow[] | null> {
  const food = await accessRow(db, foodId);
  if (!food || !canSee(viewer, food)) return null;
  return measuresOf(db, foodId);
}

/** POST /api/ingredients_weights/bulk_create/?food=: all rows or none. */
export async function createMeasures(viewer: Viewer, foodId: number, rows: MeasureInput[]): Promise<Outcome<IngredientWeightRow[]>> {
  if (rows.length === 0) return invalid({ non_field_errors: [FOOD_MSG.measureRequired] });
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || !canChange(viewer, food)) return notFound;
    const taken = new Set((await measuresOf(trx, foodId)).map(measureKey));
    const errors: FieldErrors = {};
    rows.forEach((row, i) => {
      const key = measureKey(row);
      if (taken.has(key)) errors[`${i}.measure`] = [FOOD_MSG.measureExists];
      taken.add(key);
    });
    if (Object.keys(errors).length) return invalid(errors);
    const created = await trx
      .insertInto("ingredient_weights")
      .values(rows.map((r) => ({ food_id: foodId, seq: r.seq, quantity: r.quantity, measure: r.measure, grams: r.grams, usda: 0 })))
      .returning(MEASURE_COLUMNS)
      .execute();
    await touchFood(trx, viewer, food);
    return done(created.map(toMeasure));
  });
}

async function measureWithFood(trx: Trx, viewer: Viewer, measureId: number) {
  const m = await trx.selectFrom("ingredient_weights").select(MEASURE_COLUMNS).where("id", "=", measureId).executeTakeFirst();
  if (!m) return null;
  const food = await accessRow(trx, m.food_id);
  if (!food || !canChange(viewer, food)) return null;
  return { measure: m, food };
}

/** PUT /api/ingredient_weights/{id}/: never a USDA measure. */
export async function updateMeasure(viewer: Viewer, measureId: number, row: MeasureInput): Promise<Outcome<IngredientWeightRow>> {
  return db.transaction().execute(async (trx) => {
    const found = await measureWithFood(trx, viewer, measureId);
    if (!found) return notFound;
    if (found.measure.usda === 1) return invalid({ non_field_errors: [FOOD_MSG.usdaMeasureReadOnly] });
    const others = (await measuresOf(trx, found.food.id)).filter((m) => m.id !== measureId);
    if (others.some((m) => measureKey(m) === measureKey(row))) return invalid({ measure: [FOOD_MSG.measureExists] });
    const updated = await trx
      .updateTable("ingredient_weights")
      .set({ seq: row.seq, quantity: row.quantity, measure: row.measure, grams: row.grams })
      .where("id", "=", measureId)
      .returning(MEASURE_COLUMNS)
      .executeTakeFirstOrThrow();
    await touchFood(trx, viewer, found.food);
    return done(toMeasure(updated));
  });
}

/** DELETE /api/ingredient_weights/{id}/: never a USDA measure, never a food's last one. */
export async function deleteMeasure(viewer: Viewer, measureId: number): Promise<Outcome<null>> {
  return db.transaction().execute(async (trx) => {
    const found = await measureWithFood(trx, viewer, measureId);
    if (!found) return notFound;
    if (found.measure.usda === 1) return invalid({ non_field_errors: [FOOD_MSG.usdaMeasureReadOnly] });
    const count = await trx
      .selectFrom("ingredient_weights")
      .select(sql<number>`count(*)`.as("n"))
      .where("food_id", "=", found.food.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) <= 1) return invalid({ non_field_errors: [FOOD_MSG.measureRequired] });
    await trx.deleteFrom("ingredient_weights").where("id", "=", measureId).execute();
    await touchFood(trx, viewer, found.food);
    return done(null);
  });
}
