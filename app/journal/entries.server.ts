import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { type Db, done, invalid, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { nutrientsPerServing } from "~/recipes/nutrition";
import { nutritionLines } from "~/recipes/recipes.server";
import { type EntryValues, foodEntryValues, portionGrams, recipeEntryValues, rescaleValues } from "./amounts";
import { GRAMS_MEASURE, JOURNAL_MSG, JOURNAL_NUTRIENT_NUMBERS, SERVING_MEASURE, VALUE_COLUMNS } from "./codes";
import { dayFullError, futureDayError, journalChanged, ownedRow, todayOf } from "./days.server";
import { addFluid } from "./fluids.server";
import { ENTRY_COLUMNS, type EntryRow, measureOfRow, toEntry } from "./rows.server";
import { type EntryInput, type EntryPatch, itemIssues } from "./schemas";
import type { JournalEntry } from "./types";

/** Entries: listing, reading, adding, changing and deleting a food or recipe entry. The journal's front door is journal.server.ts. */

/** GET /api/journals/: the caller's entries from `start` to `end`, by day, meal and as logged. */
export async function listEntries(viewer: Viewer, range: { start: string; end: string }, page: { limit: number; offset: number }) {
  const where = (q: ReturnType<typeof base>) => q.where("user_id", "=", viewer.id).where("day", ">=", range.start).where("day", "<=", range.end);
  const base = () => db.selectFrom("journal_entries");
  const [rows, total] = await Promise.all([
    where(base()).select(ENTRY_COLUMNS).orderBy("day").orderBy("meal").orderBy("id").limit(page.limit).offset(page.offset).execute(),
    where(base()).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toEntry) };
}

/** One of the caller's entries, or null (missing or another patient's). */
export async function getEntry(viewer: Viewer, entryId: number): Promise<JournalEntry | null> {
  const row = await ownedRow(db, viewer, entryId);
  return row ? toEntry(row) : null;
}

/** What an entry stores about its item: the snapshot, the canonical amount and the values. */
interface ItemPart {
  food_id: number | null;
  recipe_id: number | null;
  item_name: string;
  item_desc: string;
  measure_id: number | null;
  measure_amount: number;
  measure_text: string;
  measure_g: number | null;
  food_g: number | null;
  recipe_servings: number | null;
  fluid_floz: number | null;
  values: EntryValues;
}

export async function foodValues(conn: Db, foodId: number) {
  const food = await conn
    .selectFrom("foods")
    .select([
      "id",
      "name",
      "long_desc",
      "base_weight",
      "protein_calories",
      "servings_vegetable",
      "servings_fruit",
      "servings_fat",
      "servings_starch",
      "servings_dairy",
      "servings_misc",
    ])
    .where("id", "=", foodId)
    // The journal picks from the food database: approved foods, a patient's own approved ones included.
    .where("status", "=", "approved")
    .executeTakeFirst();
  if (!food) return null;
  const values = await conn
    .selectFrom("nutrient_values as v")
    .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
    .select(["n.number", "v.value"])
    .where("v.food_id", "=", foodId)
    .where("n.number", "in", JOURNAL_NUTRIENT_NUMBERS)
    .execute();
  return {
    food,
    perBase: {
      baseWeight: food.base_weight,
      servings: {
        protein_calories: food.protein_calories,
        vegetable: food.servings_vegetable,
        fruit: food.servings_fruit,
        fat: food.servings_fat,
        starch: food.servings_starch,
        dairy: food.servings_dairy,
        misc: food.servings_misc,
      },
      nutrients: Object.fromEntries(values.map((v) => [v.number, v.value])),
    },
  };
}

export async function recipeValues(conn: Db, recipeId: number) {
  const recipe = await conn
    .selectFrom("recipes")
    .select([
      "id",
      "name",
      "serving_size",
      "yields",
      "servings_protein_calories",
      "servings_vegetable",
      "servings_fruit",
      "servings_fat",
      "servings_starch",
      "servings_dairy",
      "servings_misc",
    ])
    .where("id", "=", recipeId)
    // Journal This is offered for active recipes only (spec part 2 §2), for staff as for patients.
    .where("active", "=", 1)
    .executeTakeFirst();
  if (!recipe) return null;
  return {
    recipe,
    perServing: {
      servings: {
        protein_calories: recipe.servings_protein_calories,
        vegetable: recipe.servings_vegetable,
        fruit: recipe.servings_fruit,
        fat: recipe.servings_fat,
        starch: recipe.servings_starch,
        dairy: recipe.servings_dairy,
        misc: recipe.servings_misc,
      },
      nutrients: nutrientsPerServing(await nutritionLines(conn, recipeId, JOURNAL_NUTRIENT_NUMBERS), recipe.yields),
    },
  };
}

/** Works out the item part of a food entry from its food or recipe, quantity and measure. */
async function itemPart(conn: Db, input: Pick<EntryInput, "food" | "recipe" | "quantity" | "measure">): Promise<Outcome<ItemPart>> {
  if (input.recipe) {
    const found = await recipeValues(conn, input.recipe);
    if (!found) return invalidField("recipe", JOURNAL_MSG.invalidChoice);
    return done({
      food_id: null,
      recipe_id: found.recipe.id,
      item_name: found.recipe.name,
      item_desc: found.recipe.serving_size,
      measure_id: null,
      measure_amount: 1,
      measure_text: SERVING_MEASURE,
      measure_g: null,
      food_g: null,
      recipe_servings: input.quantity,
      fluid_floz: null,
      values: recipeEntryValues(found.perServing, input.quantity),
    });
  }
  if (!input.food) return invalidField("food", JOURNAL_MSG.pickItem);
  const found = await foodValues(conn, input.food);
  if (!found) return invalidField("food", JOURNAL_MSG.invalidChoice);
  let measure: { id: number | null; amount: number; text: string; grams: number };
  if (input.measure === GRAMS_MEASURE) {
    measure = { id: null, amount: 1, text: GRAMS_MEASURE, grams: 1 };
  } else {
    const m = input.measure
      ? await conn
          .selectFrom("ingredient_weights")
          .select(["id", "quantity", "measure", "grams"])
          .where("id", "=", input.measure)
          .where("food_id", "=", found.food.id)
          .executeTakeFirst()
      : undefined;
    if (!m || !m.grams || m.grams <= 0) return invalidField("measure", JOURNAL_MSG.selectWeight);
    measure = { id: m.id, amount: m.quantity, text: m.measure, grams: m.grams };
  }
  const grams = portionGrams(input.quantity, measure.grams);
  return done({
    food_id: found.food.id,
    recipe_id: null,
    item_name: found.food.name,
    item_desc: found.food.long_desc,
    measure_id: measure.id,
    measure_amount: measure.amount,
    measure_text: measure.text,
    measure_g: measure.grams,
    food_g: grams,
    recipe_servings: null,
    fluid_floz: null,
    values: foodEntryValues(found.perBase, grams),
  });
}

function itemColumns(item: ItemPart) {
  const { values, ...rest } = item;
  return { ...rest, ...values };
}

/**
 * POST /api/journals/ and Add to Journal. A food or recipe entry is new; hydration and
 * electrolyte add their quantity to the day's running total (one row a day each), answered with
 * `created: false` once the day has one.
 */
export async function createEntry(viewer: Viewer, input: EntryInput): Promise<Outcome<{ entry: JournalEntry; created: boolean }>> {
  const day = input.added_on ?? todayOf(viewer);
  const future = futureDayError(viewer, "added_on", day);
  if (future) return future;
  const issues = itemIssues(input);
  if (issues.length) return invalid(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
  if (input.entry !== "food") return addFluid(viewer, day, input.entry, input.quantity);
  return db.transaction().execute(async (trx) => {
    const full = await dayFullError(trx, viewer.id, day, 1, "added_on");
    if (full) return full;
    const item = await itemPart(trx, input);
    if (!item.ok) return item;
    const now = nowIso();
    const row = await trx
      .insertInto("journal_entries")
      .values({
        user_id: viewer.id,
        day,
        time: input.time,
        meal: input.meal,
        kind: "food",
        quantity: input.quantity,
        ...itemColumns(item.data),
        hunger_before: input.hunger_before,
        hunger_after: input.hunger_after,
        created_at: now,
        updated_at: now,
      })
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
    await journalChanged(trx, { userId: viewer.id, days: [day], changed: "food" });
    return done({ entry: toEntry(row), created: true });
  });
}

/** The stored entry as an input, for changes that name only some fields. */
function inputOfRow(r: EntryRow): EntryInput {
  return {
    entry: r.kind,
    recipe: r.recipe_id,
    food: r.food_id,
    added_on: r.day,
    time: r.time,
    meal: r.meal,
    quantity: r.quantity,
    measure: measureOfRow(r),
    hunger_before: r.hunger_before,
    hunger_after: r.hunger_after,
  };
}

/**
 * PUT /api/journals/{id} (every field), PUT /api/journal_update/{id} and the edit form (the
 * fields sent). An entry that keeps its item and measure keeps the values it was logged with,
 * scaled to the new quantity; a new item or measure is worked out from the food or recipe now.
 */
export async function updateEntry(viewer: Viewer, entryId: number, change: EntryPatch): Promise<Outcome<JournalEntry>> {
  return db.transaction().execute(async (trx) => {
    const row = await ownedRow(trx, viewer, entryId);
    if (!row) return notFound;
    const current = inputOfRow(row);
    const next: EntryInput = { ...current, ...(Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<EntryInput>) };
    // Naming a recipe drops the food and the other way round; a new food needs a measure of its own.
    if (change.recipe) next.food = change.food ?? null;
    if (change.food) next.recipe = change.recipe ?? null;
    if (next.food !== current.food && change.measure === undefined) next.measure = null;
    if (next.entry !== row.kind) return invalidField("entry", JOURNAL_MSG.kindFixed);
    if (next.added_on !== row.day) {
      const future = futureDayError(viewer, "added_on", next.added_on ?? row.day);
      if (future) return future;
      if (row.kind !== "food") return invalidField("added_on", JOURNAL_MSG.fluidDayFixed);
    }
    // An entry whose food or recipe was deleted since keeps what it was logged as.
    const sameItem = next.food === current.food && next.recipe === current.recipe && next.measure === current.measure;
    const issues = row.kind !== "food" || !sameItem ? itemIssues(next) : [];
    if (issues.length) return invalid(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));

    let columns: Record<string, unknown>;
    if (row.kind !== "food") {
      columns = { quantity: next.quantity, fluid_floz: next.quantity };
    } else {
      if (sameItem) {
        const stored = Object.fromEntries(VALUE_COLUMNS.map((c) => [c, row[c]])) as EntryValues;
        columns = {
          ...rescaleValues(stored, row.quantity, next.quantity),
          food_g: row.measure_g === null ? null : portionGrams(next.quantity, row.measure_g),
          recipe_servings: row.recipe_servings === null ? null : next.quantity,
        };
      } else {
        const item = await itemPart(trx, next);
        if (!item.ok) return item;
        columns = itemColumns(item.data);
      }
      columns = { ...columns, time: next.time, meal: next.meal, hunger_before: next.hunger_before, hunger_after: next.hunger_after, day: next.added_on };
    }
    const updated = await trx
      .updateTable("journal_entries")
      .set({ ...columns, quantity: next.quantity, updated_at: nowIso() })
      .where("id", "=", row.id)
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
    await journalChanged(trx, { userId: viewer.id, days: [...new Set([row.day, updated.day])], changed: row.kind });
    return done(toEntry(updated));
  });
}

/** DELETE /api/journals/{id} and the page's Delete. */
export async function deleteEntry(viewer: Viewer, entryId: number): Promise<Outcome<{ id: number; day: string }>> {
  return db.transaction().execute(async (trx) => {
    const row = await ownedRow(trx, viewer, entryId);
    if (!row) return notFound;
    await trx.deleteFrom("journal_entries").where("id", "=", row.id).execute();
    await journalChanged(trx, { userId: viewer.id, days: [row.day], changed: row.kind });
    return done({ id: row.id, day: row.day });
  });
}
