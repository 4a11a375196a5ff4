import { sql, type SqlBool } from "kysely";
import { db, nowIso } from "~/db/db.server";
import type { JournalEntryRow, NutritionGoalRow } from "~/db/tables/journal";
import { addDays, isFutureDay, todayIn } from "~/domain/calendar";
import { done, invalid, invalidField, notFound, type Db, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { listMeasures } from "~/foods/foods.server";
import { searchFoods } from "~/foods/search.server";
import { nutrientsPerServing } from "~/recipes/nutrition";
import { listRecipes, nutritionLines } from "~/recipes/recipes.server";
import { MSG } from "~/validation/rules";
import {
  amountText,
  foodEntryValues,
  measureLabel,
  portionGrams,
  progressPercent,
  recipeEntryValues,
  rescaleValues,
  roundTo,
  sumValues,
  zeroValues,
  type EntryValues,
} from "./amounts";
import {
  FLUID_MAX,
  FLUID_MEASURE,
  FOOD_PICKER_LIMIT,
  FREQUENT_LIMIT,
  SHORTCUT_WINDOW_ENTRIES,
  GOAL_KINDS,
  GRAMS_MEASURE,
  JOURNAL_MSG,
  JOURNAL_NUTRIENT_NUMBERS,
  JOURNAL_NUTRIENTS,
  RECENT_LIMIT,
  RECIPE_PICKER_PAGE,
  SERVING_MEASURE,
  VALUE_COLUMNS,
  type FluidKind,
  type MealCode,
} from "./codes";
import { itemIssues, type EntryInput, type EntryPatch, type GoalInput } from "./schemas";
import type { GoalProgress, JournalDay, JournalEntry, JournalGoal, JournalSummary, PickedItem, PickerFood, PickerItem, PickerRecipe } from "./types";
import { awardBadges } from "~/badges/award.server";
import { caloriesBurnedByDay } from "~/fitness/activity.server";

/**
 * The daily food journal: entries, hydration and electrolyte, goals, a day's and a range's
 * summary, copying, and the Add to Journal picker. The journal page and the /api journal calls
 * both use these functions (docs/decisions/0040-0043).
 *
 * Whose journal: always the caller's own. Every function takes the viewer and works on
 * `viewer.id`'s rows only; another patient's entry or goal is "not found", never "forbidden",
 * so its existence is not revealed. Staff keep a journal of their own like anyone (spec part 2
 * §6: "journal: admin yes").
 *
 * Every write runs in one transaction and ends in `journalChanged`, the one place that reacts to
 * a change of a patient's journal (badges will be awarded there).
 */

/** The caller, with their clinic's time zone: "today" and "no future dates" are the clinic's. */
export type JournalViewer = Viewer & { time_zone: string };

// ---------------------------------------------------------------------------------------------
// Rows and their shapes

const ENTRY_COLUMNS = [
  "id",
  "day",
  "time",
  "meal",
  "kind",
  "food_id",
  "recipe_id",
  "item_name",
  "item_desc",
  "quantity",
  "measure_id",
  "measure_amount",
  "measure_text",
  "measure_g",
  "food_g",
  "recipe_servings",
  "fluid_floz",
  ...VALUE_COLUMNS,
  "hunger_before",
  "hunger_after",
  "created_at",
  "updated_at",
] as const;

type EntryRow = Omit<JournalEntryRow, "user_id">;

const isRecipeRow = (r: Pick<EntryRow, "kind" | "recipe_servings">) => r.kind === "food" && r.recipe_servings !== null;
const isFoodRow = (r: Pick<EntryRow, "kind" | "recipe_servings">) => r.kind === "food" && r.recipe_servings === null;

/** A row's measure as the API names it: an id, "g", or null (a recipe's servings, a drink). */
function measureOfRow(r: EntryRow): number | "g" | null {
  if (!isFoodRow(r)) return null;
  return r.measure_text === GRAMS_MEASURE ? GRAMS_MEASURE : r.measure_id;
}

export function toEntry(r: EntryRow): JournalEntry {
  const food = isFoodRow(r);
  const recipe = isRecipeRow(r);
  return {
    id: r.id,
    entry: r.kind,
    recipe: r.recipe_id,
    food: r.food_id,
    recipe_name: recipe ? r.item_name : null,
    food_name: food ? r.item_name : null,
    food_long_desc: food ? r.item_desc : null,
    added_on: r.day,
    time: r.time,
    meal: r.meal,
    quantity: r.quantity,
    measure: measureOfRow(r),
    measure_data: food ? { id: r.measure_id, measure: r.measure_text, quantity: r.measure_amount, grams: roundTo(r.measure_g ?? 0, 2) } : null,
    amount: amountText(r),
    grams: r.food_g === null ? null : roundTo(r.food_g, 1),
    servings: r.recipe_servings,
    fluid_oz: r.fluid_floz,
    calories: roundTo(r.energy_kcal, 1),
    protein_calories: roundTo(r.protein_kcal, 1),
    vegetable: roundTo(r.vegetable_srv, 2),
    ssvg_fat: roundTo(r.fat_srv, 2),
    starch: roundTo(r.starch_srv, 2),
    fruit: roundTo(r.fruit_srv, 2),
    dairy: roundTo(r.dairy_srv, 2),
    misc: roundTo(r.misc_srv, 2),
    hunger_before: r.hunger_before,
    hunger_after: r.hunger_after,
    created: r.created_at,
    updated: r.updated_at,
  };
}

function toGoal(g: NutritionGoalRow): JournalGoal {
  return {
    id: g.id,
    date: g.starts_on,
    calories: g.calories_kcal,
    protein_calories: g.protein_kcal,
    vegetable: g.vegetable_srv,
    fruits: g.fruit_srv,
    fat: g.fat_srv,
    misc: g.misc_srv,
    starch: g.starch_srv,
    dairy: g.dairy_srv,
    hydration: g.hydration_floz,
    electrolyte: g.electrolyte_floz,
    set_by_clinic: g.set_by !== null && g.set_by !== g.user_id,
    updated: g.updated_at,
  };
}

/** A day's summary (spec part 2 §3 Journal summary) from its totals. */
export function toSummary(
  day: string,
  totals: EntryValues,
  fluids: { hydration: number; electrolyte: number },
  goalId: number | null,
  entries: number,
): JournalSummary {
  return {
    id: day,
    date: day,
    calories: roundTo(totals.energy_kcal, 1),
    protein_calories: roundTo(totals.protein_kcal, 1),
    vegetable: roundTo(totals.vegetable_srv, 2),
    fruit: roundTo(totals.fruit_srv, 2),
    fat: roundTo(totals.fat_srv, 2),
    misc: roundTo(totals.misc_srv, 2),
    starch: roundTo(totals.starch_srv, 2),
    dairy: roundTo(totals.dairy_srv, 2),
    hydration: roundTo(fluids.hydration, 2),
    electrolyte: roundTo(fluids.electrolyte, 2),
    nut: JOURNAL_NUTRIENTS.map((n) => ({ label: n.label, data: roundTo(totals[n.column], n.decimals + 1), units: n.units })),
    goal: goalId,
    // Filled in from the fitness area (caloriesBurnedByDay) where the day has activity.
    calories_burned: null,
    entries,
  };
}

/** The goal cards: the day's total against the goal in force, percentage capped at 100. */
export function goalProgress(summary: JournalSummary, goal: JournalGoal | null): GoalProgress[] {
  return GOAL_KINDS.map((k) => {
    const total = summary[k.summary];
    const target = goal ? goal[k.goal] : null;
    return { key: k.key, label: k.label, unit: k.unit, total, goal: target, percent: progressPercent(total, target) };
  });
}

// ---------------------------------------------------------------------------------------------
// Days

/** The clinic's today for this viewer. */
export const todayOf = (viewer: JournalViewer) => todayIn(viewer.time_zone);

/** The time of day now in the clinic's zone, HH:MM. */
export function timeNowIn(timeZone: string, now = new Date()): string {
  const parts = new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).formatToParts(now);
  const part = (t: string) => parts.find((p) => p.type === t)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

function futureDayError(field: string, day: string, viewer: JournalViewer) {
  return isFutureDay(day, viewer.time_zone) ? invalidField(field, JOURNAL_MSG.futureDay) : null;
}

/**
 * The one place that hears about every change of a patient's journal, inside the change's
 * transaction. Badges (awarded when journal data is written) hook in here.
 */
async function journalChanged(trx: Trx, change: { userId: number; days: string[] }): Promise<void> {
  await awardBadges(trx, change.userId);
}

async function entryRows(conn: Db, userId: number, where: { day?: string; from?: string; to?: string; id?: number }) {
  let q = conn.selectFrom("journal_entries").select(ENTRY_COLUMNS).where("user_id", "=", userId);
  if (where.id !== undefined) q = q.where("id", "=", where.id);
  if (where.day !== undefined) q = q.where("day", "=", where.day);
  if (where.from !== undefined) q = q.where("day", ">=", where.from);
  if (where.to !== undefined) q = q.where("day", "<=", where.to);
  return q.orderBy("day").orderBy("meal").orderBy("id").execute();
}

async function ownedRow(conn: Db, viewer: Viewer, entryId: number): Promise<EntryRow | undefined> {
  return (await entryRows(conn, viewer.id, { id: entryId }))[0];
}

async function goalRowInForce(conn: Db, userId: number, day: string): Promise<NutritionGoalRow | undefined> {
  return conn
    .selectFrom("nutrition_goals")
    .selectAll()
    .where("user_id", "=", userId)
    .where("starts_on", "<=", day)
    .orderBy("starts_on", "desc")
    .limit(1)
    .executeTakeFirst();
}


/** Everything the journal page shows for one day: entries, totals, goal, hydration. */
export async function journalDay(viewer: JournalViewer, day: string): Promise<Outcome<JournalDay>> {
  const future = futureDayError("date", day, viewer);
  if (future) return future;
  const today = todayOf(viewer);
  const previousDay = addDays(day, -1);
  const [rows, goalRow, previous, burned] = await Promise.all([
    entryRows(db, viewer.id, { day }),
    goalRowInForce(db, viewer.id, day),
    db
      .selectFrom("journal_entries")
      .select(["meal", sql<number>`count(*)`.as("n")])
      .where("user_id", "=", viewer.id)
      .where("day", "=", previousDay)
      .where("kind", "=", "food")
      .groupBy("meal")
      .execute(),
    caloriesBurnedByDay(db, viewer.id, day, day),
  ]);
  const foods = rows.filter((r) => r.kind === "food");
  const fluid = (kind: FluidKind) => {
    const row = rows.find((r) => r.kind === kind);
    return { id: row?.id ?? null, value: row?.fluid_floz ?? 0 };
  };
  const fluids = { hydration: fluid("hydration"), electrolyte: fluid("electrolyte") };
  const goal = goalRow ? toGoal(goalRow) : null;
  const summary = {
    ...toSummary(day, sumValues(foods), { hydration: fluids.hydration.value, electrolyte: fluids.electrolyte.value }, goal?.id ?? null, foods.length),
    calories_burned: burned.get(day) ?? null,
  };
  return done({
    day,
    today,
    isToday: day === today,
    previousDay,
    nextDay: day < today ? addDays(day, 1) : null,
    entries: foods.map(toEntry),
    fluids,
    summary,
    goal,
    progress: goalProgress(summary, goal),
    previousDayMeals: Object.fromEntries(previous.map((p) => [p.meal, Number(p.n)])),
    defaultTime: day === today ? timeNowIn(viewer.time_zone) : null,
  });
}

/**
 * Summaries of every day from `start` to `end` (both included), with the goal in force each day:
 * one grouped query over the (patient, day) index and one for the goals.
 */
export async function summarizeDays(viewer: Viewer, start: string, end: string): Promise<{ summaries: JournalSummary[]; goals: JournalGoal[] }> {
  const fluidSum = (kind: FluidKind) => sql<number>`sum(case when kind = ${kind} then fluid_floz else 0 end)`;
  const [totals, goalRows, burned] = await Promise.all([
    db
      .selectFrom("journal_entries")
      .select((eb) => [
        "day",
        sql<number>`sum(case when kind = 'food' then 1 else 0 end)`.as("entries"),
        fluidSum("hydration").as("hydration"),
        fluidSum("electrolyte").as("electrolyte"),
        ...VALUE_COLUMNS.map((c) => eb.fn.sum<number>(c).as(c)),
      ])
      .where("user_id", "=", viewer.id)
      .where("day", ">=", start)
      .where("day", "<=", end)
      .groupBy("day")
      .execute(),
    db
      .selectFrom("nutrition_goals")
      .selectAll()
      .where("user_id", "=", viewer.id)
      .where("starts_on", "<=", end)
      .where((eb) =>
        eb.or([
          eb("starts_on", ">=", start),
          eb(
            "starts_on",
            "=",
            eb.selectFrom("nutrition_goals as g").select((g) => g.fn.max("g.starts_on").as("d")).where("g.user_id", "=", viewer.id).where("g.starts_on", "<=", start),
          ),
        ]),
      )
      .orderBy("starts_on")
      .execute(),
    caloriesBurnedByDay(db, viewer.id, start, end),
  ]);
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const goals = goalRows.map(toGoal);
  const summaries: JournalSummary[] = [];
  let g = -1;
  for (let day = start; day <= end; day = addDays(day, 1)) {
    while (g + 1 < goals.length && goals[g + 1].date <= day) g++;
    const t = byDay.get(day);
    const values = zeroValues();
    if (t) for (const c of VALUE_COLUMNS) values[c] = Number(t[c] ?? 0);
    summaries.push({
      ...toSummary(day, values, { hydration: Number(t?.hydration ?? 0), electrolyte: Number(t?.electrolyte ?? 0) }, g >= 0 ? goals[g].id : null, Number(t?.entries ?? 0)),
      calories_burned: burned.get(day) ?? null,
    });
  }
  return { summaries, goals };
}

// ---------------------------------------------------------------------------------------------
// Entries

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

async function foodValues(conn: Db, foodId: number) {
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

async function recipeValues(conn: Db, recipeId: number) {
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
export async function createEntry(viewer: JournalViewer, input: EntryInput): Promise<Outcome<{ entry: JournalEntry; created: boolean }>> {
  const day = input.added_on ?? todayOf(viewer);
  const future = futureDayError("added_on", day, viewer);
  if (future) return future;
  const issues = itemIssues(input);
  if (issues.length) return invalid(Object.fromEntries(issues.map((i) => [i.path, [i.message]])));
  if (input.entry !== "food") return addFluid(viewer, day, input.entry, input.quantity);
  return db.transaction().execute(async (trx) => {
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
    await journalChanged(trx, { userId: viewer.id, days: [day] });
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
export async function updateEntry(viewer: JournalViewer, entryId: number, change: EntryPatch): Promise<Outcome<JournalEntry>> {
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
      const future = futureDayError("added_on", next.added_on ?? row.day, viewer);
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
    await journalChanged(trx, { userId: viewer.id, days: [...new Set([row.day, updated.day])] });
    return done(toEntry(updated));
  });
}

/** DELETE /api/journals/{id} and the page's Delete. */
export async function deleteEntry(viewer: Viewer, entryId: number): Promise<Outcome<{ id: number; day: string }>> {
  return db.transaction().execute(async (trx) => {
    const row = await ownedRow(trx, viewer, entryId);
    if (!row) return notFound;
    await trx.deleteFrom("journal_entries").where("id", "=", row.id).execute();
    await journalChanged(trx, { userId: viewer.id, days: [row.day] });
    return done({ id: row.id, day: row.day });
  });
}

// ---------------------------------------------------------------------------------------------
// Hydration and electrolyte: one running total a day each, in fluid ounces

async function fluidRow(trx: Trx, userId: number, day: string, kind: FluidKind) {
  return trx.selectFrom("journal_entries").select(ENTRY_COLUMNS).where("user_id", "=", userId).where("day", "=", day).where("kind", "=", kind).executeTakeFirst();
}

async function writeFluid(trx: Trx, userId: number, day: string, kind: FluidKind, existing: EntryRow | undefined, value: number) {
  const now = nowIso();
  if (existing) {
    return trx
      .updateTable("journal_entries")
      .set({ quantity: value, fluid_floz: value, updated_at: now })
      .where("id", "=", existing.id)
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
  }
  return trx
    .insertInto("journal_entries")
    .values({
      user_id: userId,
      day,
      time: null,
      meal: "Z",
      kind,
      quantity: value,
      measure_text: FLUID_MEASURE,
      fluid_floz: value,
      item_name: kind === "hydration" ? "Hydration" : "Electrolyte",
      created_at: now,
      updated_at: now,
    })
    .returning(ENTRY_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** POST of a hydration or electrolyte entry: adds to the day's total (at most 500 oz). */
async function addFluid(viewer: Viewer, day: string, kind: FluidKind, quantity: number): Promise<Outcome<{ entry: JournalEntry; created: boolean }>> {
  return db.transaction().execute(async (trx) => {
    const existing = await fluidRow(trx, viewer.id, day, kind);
    const current = existing?.fluid_floz ?? 0;
    if (current + quantity > FLUID_MAX) return invalidField("quantity", MSG.max(roundTo(FLUID_MAX - current, 2)));
    const row = await writeFluid(trx, viewer.id, day, kind, existing, roundTo(current + quantity, 2));
    await journalChanged(trx, { userId: viewer.id, days: [day] });
    return done({ entry: toEntry(row), created: !existing });
  });
}

/**
 * The page's − and + (one ounce, never below 0 nor above 500) and its direct input (the day's
 * total, 0–500). Answers the new total.
 */
export async function changeFluid(
  viewer: JournalViewer,
  day: string,
  kind: FluidKind,
  change: { delta: number } | { set: number },
): Promise<Outcome<{ id: number; value: number }>> {
  const future = futureDayError("date", day, viewer);
  if (future) return future;
  return db.transaction().execute(async (trx) => {
    const existing = await fluidRow(trx, viewer.id, day, kind);
    const current = existing?.fluid_floz ?? 0;
    const value = "set" in change ? change.set : Math.min(FLUID_MAX, Math.max(0, roundTo(current + change.delta, 2)));
    const row = await writeFluid(trx, viewer.id, day, kind, existing, value);
    await journalChanged(trx, { userId: viewer.id, days: [day] });
    return done({ id: row.id, value });
  });
}

// ---------------------------------------------------------------------------------------------
// Copying: a meal, a whole day, or one entry again

function copyValues(r: EntryRow, userId: number, day: string, overrides: { meal?: MealCode; time?: string | null } = {}) {
  const now = nowIso();
  const { id: _id, created_at: _c, updated_at: _u, ...rest } = r;
  return { ...rest, ...overrides, user_id: userId, day, created_at: now, updated_at: now };
}

/**
 * Repeat: copies the food entries of one meal, or of the whole day (`meal` "all"), from another
 * day onto `to`, in one transaction. Hydration and electrolyte are the day's own and not copied.
 */
export async function copyEntries(
  viewer: JournalViewer,
  input: { from: string; to: string; meal: MealCode | "all" },
): Promise<Outcome<{ count: number; to: string }>> {
  const future = futureDayError("to_date", input.to, viewer) ?? futureDayError("from_date", input.from, viewer);
  if (future) return future;
  if (input.from === input.to) return invalidField("from_date", JOURNAL_MSG.sameDay);
  return db.transaction().execute(async (trx) => {
    let q = trx.selectFrom("journal_entries").select(ENTRY_COLUMNS).where("user_id", "=", viewer.id).where("day", "=", input.from).where("kind", "=", "food");
    if (input.meal !== "all") q = q.where("meal", "=", input.meal);
    const rows = await q.orderBy("meal").orderBy("id").execute();
    if (rows.length === 0) return invalidField("from_date", JOURNAL_MSG.nothingToCopy);
    await trx
      .insertInto("journal_entries")
      .values(rows.map((r) => copyValues(r, viewer.id, input.to)))
      .execute();
    await journalChanged(trx, { userId: viewer.id, days: [input.to] });
    return done({ count: rows.length, to: input.to });
  });
}

/** Log again: one earlier entry onto `day` (its meal, or another), at the time it is now on today. */
export async function repeatEntry(viewer: JournalViewer, entryId: number, input: { day: string; meal?: MealCode }): Promise<Outcome<JournalEntry>> {
  const future = futureDayError("added_on", input.day, viewer);
  if (future) return future;
  return db.transaction().execute(async (trx) => {
    const row = await ownedRow(trx, viewer, entryId);
    if (!row || row.kind !== "food") return notFound;
    const time = input.day === todayOf(viewer) ? timeNowIn(viewer.time_zone) : row.time;
    const created = await trx
      .insertInto("journal_entries")
      .values(copyValues(row, viewer.id, input.day, { meal: input.meal ?? row.meal, time }))
      .returning(ENTRY_COLUMNS)
      .executeTakeFirstOrThrow();
    await journalChanged(trx, { userId: viewer.id, days: [input.day] });
    return done(toEntry(created));
  });
}

// ---------------------------------------------------------------------------------------------
// Goals: each applies from its day until a newer one (docs/decisions/0041-journal-goals.md)

export async function goalInForce(viewer: Viewer, day: string): Promise<JournalGoal | null> {
  const row = await goalRowInForce(db, viewer.id, day);
  return row ? toGoal(row) : null;
}

/** GET /api/goals/?start_date: the goal in force on that day, then every newer one. */
export async function listGoals(viewer: Viewer, start: string, page: { limit: number; offset: number }) {
  const inForce = await goalRowInForce(db, viewer.id, start);
  const from = inForce?.starts_on ?? start;
  const base = db.selectFrom("nutrition_goals").where("user_id", "=", viewer.id).where("starts_on", ">=", from);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("starts_on").limit(page.limit).offset(page.offset).execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: rows.map(toGoal) };
}

function goalColumns(input: GoalInput) {
  return Object.fromEntries(GOAL_KINDS.map((k) => [k.column, input[k.goal]])) as Record<(typeof GOAL_KINDS)[number]["column"], number>;
}

/**
 * Adjust Goal (today only): POST /api/goals/, PUT /api/goals/{id} and the goal form. With an id
 * it changes the goal in force: today's own goal is updated; a goal that began on an earlier day
 * keeps its values for the days it covered and the change starts a new goal today. Without an
 * id, today's goal is created (or updated, if today already has one).
 */
export async function saveGoal(viewer: JournalViewer, goalId: number | null, input: GoalInput): Promise<Outcome<{ goal: JournalGoal; created: boolean }>> {
  const today = todayOf(viewer);
  if (input.date && input.date !== today) return invalidField("date", JOURNAL_MSG.goalToday);
  return db.transaction().execute(async (trx) => {
    if (goalId !== null) {
      const owned = await trx.selectFrom("nutrition_goals").select("id").where("id", "=", goalId).where("user_id", "=", viewer.id).executeTakeFirst();
      if (!owned) return notFound;
    }
    const todays = await trx.selectFrom("nutrition_goals").select("id").where("user_id", "=", viewer.id).where("starts_on", "=", today).executeTakeFirst();
    const now = nowIso();
    const row = todays
      ? await trx.updateTable("nutrition_goals").set({ ...goalColumns(input), set_by: viewer.id, updated_at: now }).where("id", "=", todays.id).returningAll().executeTakeFirstOrThrow()
      : await trx
          .insertInto("nutrition_goals")
          .values({ user_id: viewer.id, starts_on: today, ...goalColumns(input), set_by: viewer.id, created_at: now, updated_at: now })
          .returningAll()
          .executeTakeFirstOrThrow();
    await journalChanged(trx, { userId: viewer.id, days: [today] });
    return done({ goal: toGoal(row), created: !todays });
  });
}

// ---------------------------------------------------------------------------------------------
// The Add to Journal picker

/**
 * The picker's shortcuts: the caller's most recently logged items (each as last logged) and the
 * most frequent others, among their last 300 entries. One grouped pass over those finds them;
 * only the few shown are then read whole, with whether they may still be picked.
 */
export async function pickerShortcuts(viewer: JournalViewer): Promise<{ recent: PickerItem[]; frequent: PickerItem[] }> {
  // The last entries logged (whatever day they were for), drinks included: read from the
  // (patient, id) index alone. Drinks have neither food nor recipe and drop out below.
  const lastLogged = db.selectFrom("journal_entries").select("id").where("user_id", "=", viewer.id).orderBy("id", "desc").limit(SHORTCUT_WINDOW_ENTRIES);
  const groups = await db
    .selectFrom("journal_entries")
    .select([sql<number>`max(id)`.as("last_id"), sql<number>`count(*)`.as("n")])
    .where("id", "in", lastLogged)
    .where((eb) => eb.or([eb("food_id", "is not", null), eb("recipe_id", "is not", null)]))
    .groupBy(["food_id", "recipe_id"])
    .execute();
  const byRecency = [...groups].sort((a, b) => Number(b.last_id) - Number(a.last_id));
  const byCount = [...groups].sort((a, b) => Number(b.n) - Number(a.n) || Number(b.last_id) - Number(a.last_id));
  // Twice what is shown, in case some can no longer be picked (a recipe unpublished since).
  const wanted = [...new Set([...byRecency.slice(0, 2 * RECENT_LIMIT), ...byCount.slice(0, 2 * (RECENT_LIMIT + FREQUENT_LIMIT))].map((g) => Number(g.last_id)))];
  if (wanted.length === 0) return { recent: [], frequent: [] };
  const rows = await db
    .selectFrom("journal_entries as e")
    .leftJoin("foods as f", "f.id", "e.food_id")
    .leftJoin("recipes as r", "r.id", "e.recipe_id")
    .select(ENTRY_COLUMNS.map((c) => `e.${c}` as const))
    .where("e.user_id", "=", viewer.id)
    .where("e.id", "in", wanted)
    .where(sql<SqlBool>`((e.food_id is not null and f.status = 'approved') or (e.recipe_id is not null and r.active = 1))`)
    .execute();
  const rowById = new Map(rows.map((r) => [r.id, r]));
  const item = (r: EntryRow, times?: number): PickerItem => {
    const e = toEntry(r);
    return {
      entryId: r.id,
      kind: r.recipe_id ? "recipe" : "food",
      itemId: (r.recipe_id ?? r.food_id) as number,
      name: r.recipe_id ? r.item_name : r.item_desc || r.item_name,
      detail: r.recipe_id ? "Recipe" : r.item_name,
      amount: e.amount,
      calories: e.calories,
      meal: r.meal,
      quantity: r.quantity,
      measure: e.measure,
      times,
    };
  };
  const shown = new Set<number>();
  const pick = (list: typeof groups, limit: number, withTimes: boolean) => {
    const out: PickerItem[] = [];
    for (const g of list) {
      const r = rowById.get(Number(g.last_id));
      if (out.length >= limit) break;
      if (!r || shown.has(r.id)) continue;
      shown.add(r.id);
      out.push(item(r, withTimes ? Number(g.n) : undefined));
    }
    return out;
  };
  const recent = pick(byRecency, RECENT_LIMIT, false);
  return { recent, frequent: pick(byCount, FREQUENT_LIMIT, true) };
}

/** Select Recipe: active recipes, 8 a page, by name or matching the search. */
export async function pickerRecipes(viewer: Viewer, term: string, offset: number): Promise<{ count: number; results: PickerRecipe[] }> {
  const page = await listRecipes(viewer, { search: term, active: true, limit: RECIPE_PICKER_PAGE, offset });
  const ids = page.results.map((r) => r.id);
  const kcal = ids.length ? await db.selectFrom("recipes").select(["id", "kcal"]).where("id", "in", ids).execute() : [];
  const kcalOf = new Map(kcal.map((k) => [k.id, k.kcal]));
  return {
    count: page.count,
    results: page.results
      .filter((r) => r.active)
      .map((r) => ({ id: r.id, name: r.name, serving_size: r.serving_size, kcal: Math.round(kcalOf.get(r.id) ?? 0), image: r.main_image?.photo_s ?? null })),
  };
}


/** Add Food Item: the food database (approved foods, the patient's own approved ones too), 20 at most. */
export async function pickerFoods(viewer: Viewer, term: string): Promise<{ count: number; results: PickerFood[] }> {
  const page = await searchFoods({ term, limit: FOOD_PICKER_LIMIT, scope: { status: "approved" } });
  return {
    count: page.count,
    results: page.results.map((f) => ({
      id: f.id,
      name: f.name,
      long_desc: f.long_desc,
      energy_kcal: f.energy_kcal,
      base_weight: f.base_weight,
      mine: f.owner_id === viewer.id,
    })),
  };
}


/** The food or recipe chosen in the picker (or by Journal This), or null when it cannot be journaled. */
export async function pickedItem(viewer: Viewer, pick: { food?: number | null; recipe?: number | null }): Promise<PickedItem | null> {
  if (pick.recipe) {
    const found = await recipeValues(db, pick.recipe);
    if (!found) return null;
    return {
      kind: "recipe",
      id: found.recipe.id,
      name: found.recipe.name,
      detail: found.recipe.serving_size ? `1 serving = ${found.recipe.serving_size}` : "",
      baseWeight: 0,
      kcalPerUnit: found.perServing.nutrients[JOURNAL_NUTRIENTS[0].number] ?? 0,
      measures: [],
    };
  }
  if (!pick.food) return null;
  const found = await foodValues(db, pick.food);
  if (!found) return null;
  const rows = (await listMeasures(found.food.id, viewer)) ?? [];
  const measures = rows
    .filter((m) => m.grams !== null && m.grams > 0)
    .map((m) => ({ value: String(m.id), label: measureLabel({ quantity: m.quantity, measure: m.measure, grams: m.grams ?? 0 }), grams: m.grams ?? 0 }));
  // A whole piece ("1 medium") is what most people eat; cups and the like come next.
  const medium = measures.findIndex((m) => /^1 medium\b/.test(m.label));
  if (medium > 0) measures.unshift(...measures.splice(medium, 1));
  measures.push({ value: GRAMS_MEASURE, label: "grams (g)", grams: 1 });
  const base = found.perBase.baseWeight;
  const energy = found.perBase.nutrients[JOURNAL_NUTRIENTS[0].number];
  return {
    kind: "food",
    id: found.food.id,
    name: found.food.long_desc,
    detail: energy !== undefined ? `${roundTo(energy, 0)} kcal per ${roundTo(base, 1)} g` : "No energy value recorded",
    baseWeight: base,
    kcalPerUnit: base > 0 ? (energy ?? 0) / base : 0,
    measures,
  };
}
