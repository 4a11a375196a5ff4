import { sql } from "kysely";
import { isAdmin } from "~/accounts/users";
import { db, nowIso } from "~/db/db.server";
import { containsText } from "~/db/like";
import { done, forbidden, invalid, notFound, type Db, type FieldErrors, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { effectiveSearchTerm } from "~/ui/search";
import { CORE_NUTRIENTS, PERSONAL_SOURCE, type DeclineCode, type FoodStatus, type ProteinCalorieType, type ServingsType } from "./codes";
import { FOOD_MSG, foodInRecipesMessage, measureKey, type FoodInput, type FoodListFilters, type MeasureInput, type NutrientValueInput, type PersonalFoodInput } from "./schemas";
import { lookupScope, scopeCondition, type FoodScope, type GroupFilter } from "./scope";
import { searchFoods } from "./search.server";
import { SUMMARY_COLUMNS, toSummaries } from "./summaries.server";
import type { FoodDetail, FoodGroup, FoodSummary, IngredientWeightRow, NutCell, NutrientValueRow, Page, PendingFood } from "./types";

/**
 * The food database, personal foods, food approval, common measures and nutrient values: the
 * functions the Food pages and the /api food calls both use.
 *
 * Who sees what: staff see and change every food. A patient sees the approved database and their
 * own personal foods, and changes only their own; any other food is "not found", never
 * "forbidden", so its existence is not revealed. A patient's change puts their food back in the
 * approval queue.
 */


/** Spec part 2 §9. */
export const FOOD_PAGE_SIZE = 30;
export const MY_FOOD_PAGE_SIZE = 20;


// ---------------------------------------------------------------------------------------------
// Access

interface FoodAccessRow {
  id: number;
  owner_id: number | null;
  status: FoodStatus;
}

function canSee(food: FoodAccessRow, viewer: Viewer): boolean {
  return isAdmin(viewer) || food.status === "approved" || food.owner_id === viewer.id;
}

function canChange(food: FoodAccessRow, viewer: Viewer): boolean {
  return isAdmin(viewer) || food.owner_id === viewer.id;
}

async function accessRow(conn: Db, foodId: number): Promise<FoodAccessRow | undefined> {
  return conn.selectFrom("foods").select(["id", "owner_id", "status"]).where("id", "=", foodId).executeTakeFirst();
}

/** Marks a food changed; a patient's change sends it back for approval. */
async function touchFood(trx: Trx, food: FoodAccessRow, viewer: Viewer): Promise<void> {
  const byOwner = !isAdmin(viewer) && food.owner_id === viewer.id;
  await trx
    .updateTable("foods")
    .set(byOwner ? { updated_at: nowIso(), status: "pending", decline_code: null } : { updated_at: nowIso() })
    .where("id", "=", food.id)
    .execute();
}

// ---------------------------------------------------------------------------------------------
// Lists

/** A page of foods in a scope without a search term, in a fixed order. */
async function pageOf(
  scope: FoodScope,
  group: GroupFilter | undefined,
  order: { column: "name" | "long_desc" | "id" | "created_at" | "updated_at"; direction: "asc" | "desc" },
  limit: number,
  offset: number,
): Promise<Page<FoodSummary>> {
  const where = scopeCondition(scope, group);
  const [rows, total] = await Promise.all([
    db
      .selectFrom("foods as f")
      .select(SUMMARY_COLUMNS)
      .where(where)
      .orderBy(`f.${order.column}`, order.direction)
      .orderBy("f.id", order.direction)
      .limit(limit)
      .offset(offset)
      .execute(),
    db.selectFrom("foods as f").select(sql<number>`count(*)`.as("n")).where(where).executeTakeFirstOrThrow(),
  ]);
  return { count: Number(total.n), results: await toSummaries(rows) };
}

async function groupFilterOf(filters: Pick<FoodListFilters, "p_id" | "p" | "hier3_id">): Promise<GroupFilter | null | undefined> {
  if (filters.hier3_id !== undefined) return { level: 3, id: filters.hier3_id };
  if (filters.p_id === undefined) return undefined;
  if (filters.p !== undefined) return { level: filters.p as 1 | 2 | 3, id: filters.p_id };
  const group = await db.selectFrom("food_groups").select(["id", "level"]).where("id", "=", filters.p_id).executeTakeFirst();
  return group ? { level: group.level as 1 | 2 | 3, id: group.id } : null;
}

/**
 * The food database (GET /api/food, the Food Database page). Staff list the approved foods, or
 * the declined ones with `declined`; a patient gets the database plus their own foods. With a
 * search term (3 characters or more) the order is relevance and `ordering` is not used.
 */
export async function listFoods(
  viewer: Viewer,
  filters: FoodListFilters & { limit?: number; offset?: number },
): Promise<Page<FoodSummary>> {
  const limit = filters.limit ?? FOOD_PAGE_SIZE;
  const offset = filters.offset ?? 0;
  const group = await groupFilterOf(filters);
  if (group === null) return { count: 0, results: [] };
  const scope = lookupScope(viewer, { declined: filters.declined });
  const term = effectiveSearchTerm(filters.search);
  if (term) return searchFoods({ term, limit, offset, scope, group });
  const ordering = filters.ordering ?? "long_desc";
  const column = ordering.replace(/^-/, "") as "name" | "long_desc" | "id" | "created_at" | "updated_at";
  return pageOf(scope, group, { column, direction: ordering.startsWith("-") ? "desc" : "asc" }, limit, offset);
}

/** A patient's personal foods, newest change first (My Food, GET /api/food/myfoodlist/). */
export async function listMyFoods(viewer: Viewer, page: { limit?: number; offset?: number } = {}): Promise<Page<FoodSummary>> {
  return pageOf({ ownerId: viewer.id }, undefined, { column: "updated_at", direction: "desc" }, page.limit ?? MY_FOOD_PAGE_SIZE, page.offset ?? 0);
}

/** Foods awaiting approval, oldest first, or by relevance when searched (GET /api/food/approve_food). */
export async function listPendingFoods(
  viewer: Viewer,
  query: { search?: string; limit?: number; offset?: number } = {},
): Promise<Outcome<Page<PendingFood>>> {
  if (!isAdmin(viewer)) return forbidden;
  const limit = query.limit ?? FOOD_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const term = effectiveSearchTerm(query.search);
  const page = term
    ? await searchFoods({ term, limit, offset, scope: { status: "pending" } })
    : await pageOf({ status: "pending" }, undefined, { column: "updated_at", direction: "asc" }, limit, offset);
  const ids = page.results.map((r) => r.id);
  const extra = ids.length
    ? await db
        .selectFrom("foods as f")
        .leftJoin("users as u", "u.id", "f.owner_id")
        .select(["f.id", "f.created_at", "f.updated_at", "u.id as user_id", "u.first_name", "u.last_name", "u.email"])
        .where("f.id", "in", ids)
        .execute()
    : [];
  const byId = new Map(extra.map((e) => [e.id, e]));
  return done({
    count: page.count,
    results: page.results.map((r) => {
      const e = byId.get(r.id);
      return {
        ...r,
        created_at: e?.created_at ?? "",
        updated_at: e?.updated_at ?? "",
        owner:
          e && e.user_id !== null
            ? { id: e.user_id, first_name: e.first_name ?? "", last_name: e.last_name ?? "", email: e.email ?? "" }
            : null,
      };
    }),
  });
}

// ---------------------------------------------------------------------------------------------
// Food groups (hier1, hier2, hier3)

function toGroup(g: { id: number; name: string; level: number; parent_id: number | null }): FoodGroup {
  return { id: g.id, name: g.name, level: g.level, parent: g.parent_id };
}

async function listGroups(level: 1 | 2 | 3, parent: number | undefined, search: string | undefined): Promise<FoodGroup[]> {
  let q = db.selectFrom("food_groups").select(["id", "name", "level", "parent_id"]).where("level", "=", level);
  if (parent !== undefined) q = q.where("parent_id", "=", parent);
  const term = search?.trim();
  if (term) q = q.where(containsText("name", term));
  const rows = await q.orderBy(level === 1 ? "code" : "name").orderBy("id").execute();
  return rows.map(toGroup);
}

/** The 25 SR28 food groups (GET /api/hier1). */
export const listHier1 = (query: { search?: string } = {}) => listGroups(1, undefined, query.search);
/** Level 2 under a level-1 group (GET /api/hier2?hier1=). */
export const listHier2 = (query: { hier1?: number; search?: string } = {}) => listGroups(2, query.hier1, query.search);
/** Level 3 under a level-2 group (GET /api/hier3?hier2=). */
export const listHier3 = (query: { hier2?: number; search?: string } = {}) => listGroups(3, query.hier2, query.search);

/**
 * Checks the chosen groups and fills in the levels above the deepest one, so a food always sits
 * on one path of the tree.
 */
async function resolveGroups(
  conn: Db,
  input: { hier1: number | null; hier2: number | null; hier3: number | null },
): Promise<{ ok: true; ids: { hier1_id: number | null; hier2_id: number | null; hier3_id: number | null } } | { ok: false; errors: FieldErrors }> {
  const path: (number | null)[] = [input.hier1, input.hier2, input.hier3];
  const groupAt = (id: number) => conn.selectFrom("food_groups").select(["level", "parent_id"]).where("id", "=", id).executeTakeFirst();
  // From the deepest level up: each chosen group must be of its level and under the one above;
  // a level left empty is taken from the group below it.
  for (let i = 2; i >= 0; i--) {
    const id = path[i];
    if (id === null) continue;
    const group = await groupAt(id);
    if (!group || group.level !== i + 1) return { ok: false, errors: { [`hier${i + 1}`]: [FOOD_MSG.invalidChoice] } };
    if (i === 0) continue;
    if (path[i - 1] === null) path[i - 1] = group.parent_id;
    else if (path[i - 1] !== group.parent_id) return { ok: false, errors: { [`hier${i + 1}`]: [FOOD_MSG.invalidChoice] } };
  }
  return { ok: true, ids: { hier1_id: path[0], hier2_id: path[1], hier3_id: path[2] } };
}

// ---------------------------------------------------------------------------------------------
// One food

const NUTRIENT_GROUPS: { name: string; below: number }[] = [
  { name: "Proximates", below: 5300 },
  { name: "Minerals", below: 6300 },
  { name: "Vitamins", below: 9700 },
  { name: "Lipids", below: 16300 },
  { name: "Amino acids", below: 18200 },
  { name: "Other", below: Infinity },
];

/** SR28's nutrient groups follow from its SR_Order ranges. */
export function nutrientGroupOf(sortOrder: number): string {
  return (NUTRIENT_GROUPS.find((g) => sortOrder < g.below) ?? NUTRIENT_GROUPS[NUTRIENT_GROUPS.length - 1]).name;
}
const groupRank = (name: string) => NUTRIENT_GROUPS.findIndex((g) => g.name === name);

/** "10:0" after "4:0", "Vitamin B-12" after "Vitamin B-6". */
const byName = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

const roundTo = (value: number, decimals: number) => {
  const f = 10 ** Math.max(0, Math.min(decimals, 6));
  return Math.round(value * f) / f;
};

const formatAmount = (n: number) => String(Number(n.toFixed(3)));

/** A food with its nutrition table (GET /api/food/{id}/, the details, view and edit pages). */
export async function getFood(foodId: number, viewer: Viewer): Promise<FoodDetail | null> {
  const food = await db
    .selectFrom("foods")
    .select([
      "id",
      "ndb_no",
      "name",
      "long_desc",
      "base_weight",
      "upc_code",
      "useful",
      "source",
      "link",
      "hier1_id",
      "hier2_id",
      "hier3_id",
      "protein_calorie_type",
      "protein_calories",
      "servings_type",
      "servings_fat",
      "servings_vegetable",
      "servings_fruit",
      "servings_dairy",
      "servings_starch",
      "servings_misc",
      "status",
      "decline_code",
      "owner_id",
      "created_at",
      "updated_at",
    ])
    .where("id", "=", foodId)
    .executeTakeFirst();
  if (!food || !canSee(food, viewer)) return null;

  const groupIds = [food.hier1_id, food.hier2_id, food.hier3_id].filter((v): v is number => v !== null);
  const [groups, values, measures] = await Promise.all([
    groupIds.length
      ? db.selectFrom("food_groups").select(["id", "name", "level", "parent_id"]).where("id", "in", groupIds).execute()
      : Promise.resolve([]),
    db
      .selectFrom("nutrient_values as v")
      .innerJoin("nutrients as n", "n.id", "v.nutrient_id")
      .select(["n.name", "n.units", "n.sort_order", "n.decimals", "v.value"])
      .where("v.food_id", "=", foodId)
      .execute(),
    db
      .selectFrom("ingredient_weights")
      .select(["quantity", "measure", "grams"])
      .where("food_id", "=", foodId)
      .where("grams", "is not", null)
      .orderBy("seq")
      .orderBy("id")
      .execute(),
  ]);
  const group = (id: number | null) => {
    const g = id === null ? undefined : groups.find((x) => x.id === id);
    return g ? toGroup(g) : null;
  };

  const header: NutCell[] = [
    "Group",
    "Nutrient",
    "Unit",
    `Per ${formatAmount(food.base_weight)} g`,
    ...measures.map((m) => `${formatAmount(m.quantity)} ${m.measure} (${formatAmount(m.grams ?? 0)} g)`),
  ];
  const rows = values
    .map((v) => ({ ...v, group: nutrientGroupOf(v.sort_order) }))
    .sort((a, b) => groupRank(a.group) - groupRank(b.group) || byName.compare(a.name, b.name))
    .map((v): NutCell[] => [
      v.group,
      v.name,
      v.units,
      roundTo(v.value, v.decimals),
      ...measures.map((m) => (food.base_weight > 0 ? roundTo((v.value * (m.grams ?? 0)) / food.base_weight, v.decimals) : null)),
    ]);

  return {
    id: food.id,
    ndb_no: food.ndb_no,
    name: food.name,
    long_desc: food.long_desc,
    base_weight: food.base_weight,
    upc_code: food.upc_code,
    useful: food.useful === 1,
    source: food.source,
    link: food.link,
    hier1: food.hier1_id,
    hier2: food.hier2_id,
    hier3: food.hier3_id,
    hier1_data: group(food.hier1_id),
    hier2_data: group(food.hier2_id),
    hier3_data: group(food.hier3_id),
    protein_calorie_type: food.protein_calorie_type as ProteinCalorieType,
    protein_calories: food.protein_calories,
    servings_type: food.servings_type as ServingsType,
    servings_fat: food.servings_fat,
    servings_vegetable: food.servings_vegetable,
    servings_fruit: food.servings_fruit,
    servings_dairy: food.servings_dairy,
    servings_starch: food.servings_starch,
    servings_misc: food.servings_misc,
    status: food.status,
    decline_code: food.decline_code,
    owner_id: food.owner_id,
    created_at: food.created_at,
    updated_at: food.updated_at,
    nut_data: [header, ...rows],
  };
}

// ---------------------------------------------------------------------------------------------
// Create, update, delete

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

// ---------------------------------------------------------------------------------------------
// Approval

/** POST /api/food/approve_food {approved_food_id}: the food joins the database. */
export async function approveFood(approvedFoodId: number, viewer: Viewer): Promise<Outcome<{ id: number; status: FoodStatus }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, approvedFoodId);
    if (!food) return notFound;
    if (food.status !== "approved") {
      await trx
        .updateTable("foods")
        .set({ status: "approved", decline_code: null, updated_at: nowIso() })
        .where("id", "=", approvedFoodId)
        .execute();
    }
    return done({ id: approvedFoodId, status: "approved" as const });
  });
}

/** POST /api/food/{id}/decline/?decline_code=: only a food awaiting approval (or declined, to change the code). */
export async function declineFood(
  foodId: number,
  declineCode: DeclineCode,
  viewer: Viewer,
): Promise<Outcome<{ id: number; status: FoodStatus; decline_code: DeclineCode }>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food) return notFound;
    if (food.status === "approved") return invalid({ non_field_errors: [FOOD_MSG.notAwaitingApproval] });
    await trx
      .updateTable("foods")
      .set({ status: "declined", decline_code: declineCode, updated_at: nowIso() })
      .where("id", "=", foodId)
      .execute();
    return done({ id: foodId, status: "declined" as const, decline_code: declineCode });
  });
}

// ---------------------------------------------------------------------------------------------
// Common measures (ingredient weights)

const MEASURE_COLUMNS = ["id", "food_id", "seq", "quantity", "measure", "grams", "usda"] as const;

function toMeasure(m: { id: number; food_id: number; seq: number; quantity: number; measure: string; grams: number | null; usda: number }): IngredientWeightRow {
  return { id: m.id, food: m.food_id, seq: m.seq, quantity: m.quantity, measure: m.measure, grams: m.grams, usda: m.usda === 1 };
}

async function measuresOf(conn: Db, foodId: number): Promise<IngredientWeightRow[]> {
  const rows = await conn.selectFrom("ingredient_weights").select(MEASURE_COLUMNS).where("food_id", "=", foodId).orderBy("seq").orderBy("id").execute();
  return rows.map(toMeasure);
}

/** GET /api/ingredient_weights/?food=: null when the viewer may not see the food. */
export async function listMeasures(foodId: number, viewer: Viewer): Promise<IngredientWeightRow[] | null> {
  const food = await accessRow(db, foodId);
  if (!food || !canSee(food, viewer)) return null;
  return measuresOf(db, foodId);
}

/** POST /api/ingredients_weights/bulk_create/?food=: all rows or none. */
export async function createMeasures(foodId: number, rows: MeasureInput[], viewer: Viewer): Promise<Outcome<IngredientWeightRow[]>> {
  if (rows.length === 0) return invalid({ non_field_errors: [FOOD_MSG.measureRequired] });
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || !canChange(food, viewer)) return notFound;
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
    await touchFood(trx, food, viewer);
    return done(created.map(toMeasure));
  });
}

async function measureWithFood(trx: Trx, measureId: number, viewer: Viewer) {
  const m = await trx.selectFrom("ingredient_weights").select(MEASURE_COLUMNS).where("id", "=", measureId).executeTakeFirst();
  if (!m) return null;
  const food = await accessRow(trx, m.food_id);
  if (!food || !canChange(food, viewer)) return null;
  return { measure: m, food };
}

/** PUT /api/ingredient_weights/{id}/: never a USDA measure. */
export async function updateMeasure(measureId: number, row: MeasureInput, viewer: Viewer): Promise<Outcome<IngredientWeightRow>> {
  return db.transaction().execute(async (trx) => {
    const found = await measureWithFood(trx, measureId, viewer);
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
    await touchFood(trx, found.food, viewer);
    return done(toMeasure(updated));
  });
}

/** DELETE /api/ingredient_weights/{id}/: never a USDA measure, never a food's last one. */
export async function deleteMeasure(measureId: number, viewer: Viewer): Promise<Outcome<null>> {
  return db.transaction().execute(async (trx) => {
    const found = await measureWithFood(trx, measureId, viewer);
    if (!found) return notFound;
    if (found.measure.usda === 1) return invalid({ non_field_errors: [FOOD_MSG.usdaMeasureReadOnly] });
    const count = await trx
      .selectFrom("ingredient_weights")
      .select(sql<number>`count(*)`.as("n"))
      .where("food_id", "=", found.food.id)
      .executeTakeFirstOrThrow();
    if (Number(count.n) <= 1) return invalid({ non_field_errors: [FOOD_MSG.measureRequired] });
    await trx.deleteFrom("ingredient_weights").where("id", "=", measureId).execute();
    await touchFood(trx, found.food, viewer);
    return done(null);
  });
}

// ---------------------------------------------------------------------------------------------
// Nutrient values

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
export async function listNutrientValues(foodId: number, viewer: Viewer): Promise<NutrientValueRow[] | null> {
  const food = await accessRow(db, foodId);
  if (!food || !canSee(food, viewer)) return null;
  return nutrientValuesOf(db, foodId);
}

/** PUT /api/nut/bulk_update/?food=: every id must be one of this food's values; all or none. */
export async function updateNutrientValues(foodId: number, rows: NutrientValueInput[], viewer: Viewer): Promise<Outcome<NutrientValueRow[]>> {
  return db.transaction().execute(async (trx) => {
    const food = await accessRow(trx, foodId);
    if (!food || !canChange(food, viewer)) return notFound;
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
    await touchFood(trx, food, viewer);
    return done(await nutrientValuesOf(trx, foodId));
  });
}
