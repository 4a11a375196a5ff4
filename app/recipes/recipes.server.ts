import { sql, type SqlBool } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { containsText } from "~/db/like";
import { searchFoods } from "~/foods/search.server";
import type { FoodSummary } from "~/foods/types";
import { effectiveSearchTerm } from "~/ui/search";
import { canSeeRecipe, createRecipeRows, deleteRecipeRow, IMAGE_COLUMNS, isStaff, recipeAccess, toImageData, touchRecipe, visibleRecipe } from "./access.server";
import { takenIds } from "~/domain/child-rows.server";
import { done, forbidden, invalid, notFound, type Db, type FieldErrors, type Outcome, type Viewer } from "~/domain/outcome";
import {
  DEFAULT_RECIPE_ORDERING,
  FEATURED_LIMIT,
  INGREDIENT_LIST_LIMIT,
  INGREDIENT_SEARCH_LIMIT,
  RECENT_VIEWS_LIMIT,
  RECIPE_PAGE_SIZE,
  RELATED_LIMIT,
  type DeclineCode,
} from "./codes";
import { htmlFor, sanitizeRecipeHtml } from "./html.server";
import { ingredientText, scaledQuantity } from "./lines";
import { lineGrams, macrosPerServing, NUTRITION_FACT_NUMBERS, nutritionFacts, servingsPerServing, type FoodServingsPerBase, type NutritionLine } from "./nutrition";
import { firstPublishProblem } from "./publish";
import { recipeRanges } from "./ranges";
import { RECIPE_MSG, type IngredientRowInput, type RecipeBasicsInput, type RecipeListQuery } from "./schemas";
import type {
  ImageData,
  IngredientLine,
  NutritionFact,
  Page,
  RecipeCategoryRow,
  RecipeDetail,
  RecipeImageRow,
  RecipeIngredientRow,
  RecipeSourceRow,
  RecipeSummary,
} from "./types";

/**
 * Recipes: the catalogue, one recipe with everything the details page shows, nutrition, the
 * serves scale, featured/recent/similar lists, the Basic Details and Ingredients steps, publishing
 * and declining. The pages and the /api recipe calls both use these functions.
 */

export { RECIPE_PAGE_SIZE };

// ---------------------------------------------------------------------------------------------
// Cards

const SUMMARY_COLUMNS = [
  "r.id",
  "r.name",
  "r.active",
  "r.featured",
  "r.preptime",
  "r.cooktime",
  "r.yields",
  "r.serving_size",
  "r.com_num",
  "r.com_avg",
  "r.kcal",
  "r.carb_g",
  "r.protein_g",
  "r.servings_starch",
  "r.servings_fruit",
  "r.is_submitted",
  "r.decline_code",
  "r.created",
] as const;

interface SummaryRow {
  id: number;
  name: string;
  active: number;
  featured: number;
  preptime: number | null;
  cooktime: number | null;
  yields: number | null;
  serving_size: string;
  com_num: number;
  com_avg: number;
  kcal: number;
  carb_g: number;
  protein_g: number;
  servings_starch: number;
  servings_fruit: number;
  is_submitted: number;
  decline_code: DeclineCode | null;
  created: string;
}

/** The first image (by seq) of each recipe. */
async function mainImages(conn: Db, recipeIds: number[]): Promise<Map<number, ImageData>> {
  if (recipeIds.length === 0) return new Map();
  const rows = await conn
    .selectFrom("recipe_images as ri")
    .innerJoin("images as i", "i.id", "ri.image_id")
    .select(["ri.recipe_id", ...IMAGE_COLUMNS])
    .where("ri.recipe_id", "in", recipeIds)
    .orderBy("ri.recipe_id")
    .orderBy("ri.seq")
    .orderBy("ri.id")
    .execute();
  const out = new Map<number, ImageData>();
  for (const r of rows) if (!out.has(r.recipe_id)) out.set(r.recipe_id, toImageData(r));
  return out;
}

function toSummary(r: SummaryRow, image: ImageData | null): RecipeSummary {
  return {
    id: r.id,
    name: r.name,
    active: r.active === 1,
    featured: r.featured === 1,
    preptime: r.preptime,
    cooktime: r.cooktime,
    yields: r.yields,
    serving_size: r.serving_size,
    com_num: r.com_num,
    com_avg: Math.round(r.com_avg * 10) / 10,
    main_image: image,
    ...recipeRanges(r),
    is_submitted: r.is_submitted === 1,
    decline_code: r.decline_code,
    created: r.created,
  };
}

export async function toSummaries(conn: Db, rows: SummaryRow[]): Promise<RecipeSummary[]> {
  const images = await mainImages(
    conn,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSummary(r, images.get(r.id) ?? null));
}

/** Cards of the given recipes the viewer may see, in the order of `ids`. */
export async function summariesOf(ids: number[], viewer: Viewer): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  let q = db.selectFrom("recipes as r").select(SUMMARY_COLUMNS).where("r.id", "in", ids);
  if (!isStaff(viewer)) q = q.where("r.active", "=", 1);
  const rows = await q.execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return toSummaries(
    db,
    ids.flatMap((id) => byId.get(id) ?? []),
  );
}

// ---------------------------------------------------------------------------------------------
// The catalogue

/**
 * Selected categories: alternatives within a group, every group must match ("Dinner or Lunch,
 * and Chicken"). Unknown ids match nothing.
 */
async function categoryCondition(categoryIds: number[]): Promise<ReturnType<typeof sql<SqlBool>> | null | "none"> {
  if (categoryIds.length === 0) return null;
  const rows = await db.selectFrom("categories").select(["id", "group_id"]).where("id", "in", categoryIds).execute();
  if (rows.length !== new Set(categoryIds).size) return "none";
  const byGroup = new Map<number, number[]>();
  for (const r of rows) byGroup.set(r.group_id, [...(byGroup.get(r.group_id) ?? []), r.id]);
  const parts = [...byGroup.values()].map(
    (ids) => sql<SqlBool>`exists (select 1 from recipe_categories rc where rc.recipe_id = r.id and rc.category_id in (${sql.join(ids)}))`,
  );
  return sql<SqlBool>`(${sql.join(parts, sql` and `)})`;
}

/**
 * GET /api/recipes and the listing page. Patients get active recipes only, whatever they ask
 * for; staff may narrow by active, declined and is_submitted (the approval list is
 * is_submitted & not active & not declined).
 */
export async function listRecipes(
  viewer: Viewer,
  query: Partial<RecipeListQuery> & { limit?: number; offset?: number } = {},
): Promise<Page<RecipeSummary>> {
  const limit = query.limit ?? RECIPE_PAGE_SIZE;
  const offset = query.offset ?? 0;
  const conditions: ReturnType<typeof sql<SqlBool>>[] = [];
  if (!isStaff(viewer)) conditions.push(sql<SqlBool>`r.active = 1`);
  else {
    if (query.active !== undefined) conditions.push(sql<SqlBool>`r.active = ${query.active ? 1 : 0}`);
    if (query.declined !== undefined) conditions.push(query.declined ? sql<SqlBool>`r.decline_code is not null` : sql<SqlBool>`r.decline_code is null`);
    if (query.is_submitted !== undefined) conditions.push(sql<SqlBool>`r.is_submitted = ${query.is_submitted ? 1 : 0}`);
  }
  if (query.featured !== undefined) conditions.push(sql<SqlBool>`r.featured = ${query.featured ? 1 : 0}`);
  const term = effectiveSearchTerm(query.search);
  if (term) conditions.push(containsText("r.name", term));
  const byCategory = await categoryCondition(query.category ?? []);
  if (byCategory === "none") return { count: 0, results: [] };
  if (byCategory) conditions.push(byCategory);
  const where = conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` and `)})` : sql<SqlBool>`1 = 1`;

  const ordering = query.ordering ?? DEFAULT_RECIPE_ORDERING;
  const column = ordering.replace(/^-/, "") as "name" | "created" | "com_avg" | "preptime" | "cooktime" | "kcal";
  const direction = ordering.startsWith("-") ? "desc" : "asc";

  // Two queries, not a window count: without a search the page query walks the (active, name)
  // index and stops after one page, where a window would sort every recipe first.
  const rows = await db
    .selectFrom("recipes as r")
    .select(SUMMARY_COLUMNS)
    .where(where)
    .orderBy(`r.${column}`, direction)
    .orderBy("r.id")
    .limit(limit)
    .offset(offset)
    .execute();
  const total = await db.selectFrom("recipes as r").select(sql<number>`count(*)`.as("n")).where(where).executeTakeFirstOrThrow();
  return { count: Number(total.n), results: await toSummaries(db, rows) };
}

/** GET /api/recipes/featured_recipes: active featured recipes, newest change first. */
export async function featuredRecipes(limit = FEATURED_LIMIT): Promise<RecipeSummary[]> {
  const rows = await db
    .selectFrom("recipes as r")
    .select(SUMMARY_COLUMNS)
    .where("r.featured", "=", 1)
    .where("r.active", "=", 1)
    .orderBy("r.updated", "desc")
    .orderBy("r.id", "desc")
    .limit(limit)
    .execute();
  return toSummaries(db, rows);
}

// ---------------------------------------------------------------------------------------------
// One recipe

async function ingredientRows(conn: Db, recipeId: number, page?: { limit: number; offset: number }): Promise<RecipeIngredientRow[]> {
  let q = conn
    .selectFrom("recipe_ingredients as ri")
    .innerJoin("foods as f", "f.id", "ri.food_id")
    .leftJoin("ingredient_weights as w", "w.id", "ri.measure_id")
    .select([
      "ri.id",
      "ri.recipe_id",
      "ri.food_id",
      "ri.measure_id",
      "ri.quantity",
      "ri.main",
      "ri.seq",
      "f.name as food_name",
      "f.long_desc",
      "w.measure",
      "w.quantity as measure_quantity",
      "w.grams",
    ])
    .where("ri.recipe_id", "=", recipeId)
    .orderBy("ri.seq")
    .orderBy("ri.id");
  if (page) q = q.limit(page.limit).offset(page.offset);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    recipe: r.recipe_id,
    ingredient: r.food_id,
    ingredient_data: { id: r.food_id, name: r.food_name, long_desc: r.long_desc },
    measure: r.measure_id,
    measure_data:
      r.measure_id !== null && r.measure !== null
        ? { id: r.measure_id, measure: r.measure, quantity: r.measure_quantity ?? 1, grams: r.grams }
        : null,
    quantity: r.quantity,
    main: r.main === 1,
    seq: r.seq,
  }));
}

export async function categoryRows(conn: Db, recipeId: number): Promise<RecipeCategoryRow[]> {
  const rows = await conn
    .selectFrom("recipe_categories as rc")
    .innerJoin("categories as c", "c.id", "rc.category_id")
    .innerJoin("category_groups as g", "g.id", "c.group_id")
    .select(["rc.id", "rc.recipe_id", "c.id as category_id", "c.name", "g.id as group_id", "g.name as group_name", "g.major"])
    .where("rc.recipe_id", "=", recipeId)
    .orderBy("g.seq")
    .orderBy("c.seq")
    .orderBy("c.name")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    recipe: r.recipe_id,
    category: r.category_id,
    category__id: r.category_id,
    category__name: r.name,
    category__group__id: r.group_id,
    category__group__name: r.group_name,
    category__group__major: r.major === 1,
  }));
}

export async function sourceRows(conn: Db, recipeId: number): Promise<RecipeSourceRow[]> {
  const rows = await conn
    .selectFrom("recipe_sources as rs")
    .innerJoin("sources as s", "s.id", "rs.source_id")
    .select(["rs.id", "rs.recipe_id", "rs.seq", "s.id as source_id", "s.name", "s.url", "s.url_title", "s.notes"])
    .where("rs.recipe_id", "=", recipeId)
    .orderBy("rs.seq")
    .orderBy("rs.id")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    recipe: r.recipe_id,
    source: r.source_id,
    seq: r.seq,
    source_data: { id: r.source_id, name: r.name, url: r.url, url_title: r.url_title, notes: r.notes },
  }));
}

export async function imageRows(conn: Db, recipeId: number): Promise<RecipeImageRow[]> {
  const rows = await conn
    .selectFrom("recipe_images as ri")
    .innerJoin("images as i", "i.id", "ri.image_id")
    .select(["ri.id as ri_id", "ri.recipe_id", "ri.seq", "ri.source as ri_source", ...IMAGE_COLUMNS])
    .where("ri.recipe_id", "=", recipeId)
    .orderBy("ri.seq")
    .orderBy("ri.id")
    .execute();
  return rows.map((r) => ({ id: r.ri_id, recipe: r.recipe_id, image: r.id, seq: r.seq, source: r.ri_source, image_data: toImageData(r) }));
}

/**
 * GET /api/recipes/{id}/ and the details page: null when the viewer may not see it. The stored
 * HTML is sanitized again on the way out.
 */
export async function getRecipe(recipeId: number, viewer: Viewer): Promise<RecipeDetail | null> {
  const r = await db
    .selectFrom("recipes as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select([
      ...SUMMARY_COLUMNS,
      "r.public",
      "r.franchise_region",
      "r.directions",
      "r.directions_html",
      "r.notes",
      "r.notes_html",
      "r.raw_ingredients",
      "r.servings_vegetable",
      "r.servings_dairy",
      "r.servings_fat",
      "r.servings_misc",
      "r.servings_protein_calories",
      "r.updated",
      "u.id as user_id",
      "u.first_name",
    ])
    .where("r.id", "=", recipeId)
    .executeTakeFirst();
  if (!r || !canSeeRecipe(r, viewer)) return null;
  const [categories, ingredients, sources, images, favorite] = await Promise.all([
    categoryRows(db, recipeId),
    ingredientRows(db, recipeId),
    sourceRows(db, recipeId),
    imageRows(db, recipeId),
    db.selectFrom("recipe_favorites").select("id").where("user_id", "=", viewer.id).where("recipe_id", "=", recipeId).executeTakeFirst(),
  ]);
  return {
    ...toSummary(r, images[0]?.image_data ?? null),
    public: r.public === 1,
    franchise_region: r.franchise_region.split(",").filter(Boolean),
    directions: r.directions,
    directions_html: sanitizeRecipeHtml(r.directions_html),
    notes: r.notes,
    notes_html: sanitizeRecipeHtml(r.notes_html),
    raw_ingredients: r.raw_ingredients,
    servings: {
      vegetable: r.servings_vegetable,
      fruit: r.servings_fruit,
      dairy: r.servings_dairy,
      fat: r.servings_fat,
      starch: r.servings_starch,
      misc: r.servings_misc,
      protein_calories: r.servings_protein_calories,
    },
    categories,
    ingredients,
    main_sources: sources,
    images,
    created_by: r.user_id !== null ? { id: r.user_id, first_name: r.first_name ?? "" } : null,
    updated: r.updated,
    is_favorited: favorite !== undefined,
    favorite_id: favorite?.id ?? null,
  };
}

// ---------------------------------------------------------------------------------------------
// Nutrition (docs/decisions/0020)

/** The recipe's lines with their foods' label nutrients. */
async function nutritionLines(conn: Db, recipeId: number, numbers: string[] = NUTRITION_FACT_NUMBERS): Promise<NutritionLine[]> {
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
export async function recipeNutrition(recipeId: number, viewer: Viewer): Promise<NutritionFact[] | null> {
  const r = await visibleRecipe(db, recipeId, viewer);
  if (!r) return null;
  return nutritionFacts(await nutritionLines(db, recipeId), r.yields);
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
export async function suggestedServings(recipeId: number, viewer: Viewer): Promise<Outcome<FoodServingsPerBase>> {
  if (!isStaff(viewer)) return forbidden;
  const r = await recipeAccess(db, recipeId);
  if (!r) return notFound;
  return done(servingsPerServing(await nutritionLines(db, recipeId, []), r.yields));
}

/**
 * GET /api/recipes/{id}/servings/?scale=n: the ingredient lines for n servings. Null when the
 * recipe is not visible.
 */
export async function servingsScale(recipeId: number, scale: number, viewer: Viewer): Promise<IngredientLine[] | null> {
  const r = await visibleRecipe(db, recipeId, viewer);
  if (!r) return null;
  const rows = await ingredientRows(db, recipeId);
  return rows.map((row) => {
    const quantity = scaledQuantity(row.quantity, scale, r.yields);
    const grams = row.measure_data ? lineGrams({ quantity, measureQuantity: row.measure_data.quantity, measureGrams: row.measure_data.grams }) : 0;
    return {
      ingredient__id: row.ingredient,
      main: row.main,
      text: ingredientText({ quantity, measure: row.measure_data?.measure ?? null, food: row.ingredient_data.long_desc, grams }),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Recently viewed and similar

/** The details page records each view (the latest view of a recipe counts). */
export async function recordView(recipeId: number, viewer: Viewer): Promise<void> {
  const viewed = nowIso();
  // A fresh row each time, so views within one millisecond still order by id.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recipe_views").where("user_id", "=", viewer.id).where("recipe_id", "=", recipeId).execute();
    await trx.insertInto("recipe_views").values({ user_id: viewer.id, recipe_id: recipeId, viewed }).execute();
  });
}

/** GET /api/recipes/recent_views: the viewer's latest views, optionally leaving one recipe out. */
export async function recentViews(viewer: Viewer, opts: { exclude?: number; limit?: number } = {}): Promise<RecipeSummary[]> {
  let q = db
    .selectFrom("recipe_views as v")
    .innerJoin("recipes as r", "r.id", "v.recipe_id")
    .select(SUMMARY_COLUMNS)
    .where("v.user_id", "=", viewer.id);
  if (!isStaff(viewer)) q = q.where("r.active", "=", 1);
  if (opts.exclude !== undefined) q = q.where("r.id", "!=", opts.exclude);
  const rows = await q
    .orderBy("v.viewed", "desc")
    .orderBy("v.id", "desc")
    .limit(opts.limit ?? RECENT_VIEWS_LIMIT)
    .execute();
  return toSummaries(db, rows);
}

/** Similar recipes are found through the recipe's most specific categories only. */
const RELATED_CATEGORIES = 2;

/**
 * GET /api/recipes/{id}/related_recipes: active recipes sharing the recipe's most specific
 * categories (the two with the fewest recipes: "Seafood" says more than "Dinner"), each shared
 * category weighing 1 / its number of recipes; then by rating. Null when not visible.
 * Two queries: the categories' sizes, then the scored page.
 */
export async function relatedRecipes(recipeId: number, viewer: Viewer, limit = RELATED_LIMIT): Promise<RecipeSummary[] | null> {
  const r = await visibleRecipe(db, recipeId, viewer);
  if (!r) return null;
  const mine = db.selectFrom("recipe_categories").select("category_id").where("recipe_id", "=", recipeId);
  const sized = await db
    .selectFrom("recipe_categories")
    .select(["category_id", sql<number>`count(*)`.as("size")])
    .where("category_id", "in", mine)
    .groupBy("category_id")
    .execute();
  const specific = sized.sort((a, b) => a.size - b.size || a.category_id - b.category_id).slice(0, RELATED_CATEGORIES);
  if (specific.length === 0) return [];
  // Scored, filtered and ordered in one query: only the page's rows come back.
  const weight = sql<number>`case rc.category_id ${sql.join(
    specific.map((c) => sql`when ${c.category_id} then ${1 / Number(c.size)}`),
    sql` `,
  )} end`;
  const scored = db
    .selectFrom("recipe_categories as rc")
    .select(["rc.recipe_id", sql<number>`sum(${weight})`.as("score")])
    .where(
      "rc.category_id",
      "in",
      specific.map((c) => c.category_id),
    )
    .where("rc.recipe_id", "!=", recipeId)
    .groupBy("rc.recipe_id")
    .as("s");
  const rows = await db
    .selectFrom(scored)
    .innerJoin("recipes as r", "r.id", "s.recipe_id")
    .select(SUMMARY_COLUMNS)
    .where("r.active", "=", 1)
    .orderBy("s.score", "desc")
    .orderBy("r.com_avg", "desc")
    .orderBy("r.id")
    .limit(limit)
    .execute();
  return toSummaries(db, rows);
}

// ---------------------------------------------------------------------------------------------
// Basic Details (step 1)

function basicsColumns(input: RecipeBasicsInput) {
  return {
    name: input.name,
    preptime: input.preptime,
    cooktime: input.cooktime,
    yields: input.yields,
    serving_size: input.serving_size,
    servings_vegetable: input.vegetable,
    servings_fruit: input.fruit,
    servings_dairy: input.dairy,
    servings_fat: input.fat,
    servings_starch: input.starch,
    servings_misc: input.misc,
    servings_protein_calories: input.protein_calories,
    franchise_region: input.franchise_region.join(","),
    directions: input.directions,
    directions_html: htmlFor(input.directions, input.directions_html),
    notes: input.notes ?? "",
    notes_html: input.notes ? htmlFor(input.notes, input.notes_html) : "",
    featured: input.featured ? 1 : 0,
    public: input.public ? 1 : 0,
  };
}

/** POST /api/recipes/: a new recipe starts inactive until it is published. */
export async function createRecipe(input: RecipeBasicsInput, viewer: Viewer): Promise<Outcome<{ id: number }>> {
  if (!isStaff(viewer)) return forbidden;
  const now = nowIso();
  const { id } = await db
    .insertInto("recipes")
    .values({ ...basicsColumns(input), active: 0, is_submitted: 0, decline_code: null, created_by: viewer.id, created: now, updated: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return done({ id });
}

/** PUT /api/recipes/{id}/: the yields change the per-serving figures. */
export async function updateRecipe(recipeId: number, input: RecipeBasicsInput, viewer: Viewer): Promise<Outcome<{ id: number }>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    if (!(await recipeAccess(trx, recipeId))) return notFound;
    await trx
      .updateTable("recipes")
      .set({ ...basicsColumns(input), updated: nowIso() })
      .where("id", "=", recipeId)
      .execute();
    await refreshRecipeMacros(trx, recipeId);
    return done({ id: recipeId });
  });
}

/** Staff delete a recipe with its rows, comments, favourites and views. */
export async function deleteRecipe(recipeId: number, viewer: Viewer): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  const result = await db.deleteFrom("recipes").where("id", "=", recipeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? done(null) : notFound;
}

// ---------------------------------------------------------------------------------------------
// Publishing and declining

async function countsOf(conn: Db, recipeId: number) {
  const count = async (table: "recipe_ingredients" | "recipe_categories" | "recipe_sources" | "recipe_images") =>
    Number(
      (
        await conn
          .selectFrom(table)
          .select(sql<number>`count(*)`.as("n"))
          .where("recipe_id", "=", recipeId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    ingredients: await count("recipe_ingredients"),
    categories: await count("recipe_categories"),
    sources: await count("recipe_sources"),
    images: await count("recipe_images"),
  };
}

/**
 * PATCH /api/recipes/{id} {active}. Publishing checks, in order, that the recipe has
 * ingredients, categories, sources and images; the first missing one is reported under its tab's
 * name with the spec's message (the wizard sends the user to that step). Unpublishing always
 * works. Publishing a declined submission clears its decline code.
 */
export async function setRecipeActive(recipeId: number, active: boolean, viewer: Viewer): Promise<Outcome<{ id: number; active: boolean }>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    if (!(await recipeAccess(trx, recipeId))) return notFound;
    if (active) {
      const problem = firstPublishProblem(await countsOf(trx, recipeId));
      if (problem) return invalid({ [problem.tab]: [problem.message] });
    }
    await trx
      .updateTable("recipes")
      .set(active ? { active: 1, decline_code: null, updated: nowIso() } : { active: 0, updated: nowIso() })
      .where("id", "=", recipeId)
      .execute();
    return done({ id: recipeId, active });
  });
}

/** POST /api/recipes/{id}/decline {decline_code}: an inactive recipe (a submission) only. */
export async function declineRecipe(
  recipeId: number,
  declineCode: DeclineCode,
  viewer: Viewer,
): Promise<Outcome<{ id: number; decline_code: DeclineCode }>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const r = await recipeAccess(trx, recipeId);
    if (!r) return notFound;
    if (r.active === 1) return invalid({ non_field_errors: [RECIPE_MSG.notDeclinable] });
    await trx.updateTable("recipes").set({ decline_code: declineCode, updated: nowIso() }).where("id", "=", recipeId).execute();
    return done({ id: recipeId, decline_code: declineCode });
  });
}

// ---------------------------------------------------------------------------------------------
// Ingredients (step 2)

/** GET /api/ingredient search for the Ingredients step: foods of the database, 10 at most. */
export async function searchIngredients(term: string, viewer: Viewer): Promise<Outcome<FoodSummary[]>> {
  if (!isStaff(viewer)) return forbidden;
  return done((await searchFoods({ term, limit: INGREDIENT_SEARCH_LIMIT })).results);
}

/** GET /api/recipe_ingredients/?limit=100&recipe=: null when the recipe is not visible. */
export async function listRecipeIngredients(
  recipeId: number,
  viewer: Viewer,
  page: { limit?: number; offset?: number } = {},
): Promise<Page<RecipeIngredientRow> | null> {
  if (!(await visibleRecipe(db, recipeId, viewer))) return null;
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
export async function createRecipeIngredients(rows: IngredientRowInput[], viewer: Viewer): Promise<Outcome<RecipeIngredientRow[]>> {
  return createRecipeRows(rows, viewer, {
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
export async function updateRecipeIngredient(ingredientId: number, row: IngredientRowInput, viewer: Viewer): Promise<Outcome<RecipeIngredientRow>> {
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
export async function deleteRecipeIngredient(ingredientId: number, viewer: Viewer): Promise<Outcome<null>> {
  return deleteRecipeRow("recipe_ingredients", ingredientId, viewer, refreshRecipeMacros);
}
