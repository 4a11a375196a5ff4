import { sql, type SqlBool } from "kysely";
import { sharedRead } from "~/page/shared-reads.server";
import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { containsText } from "~/db/like";
import { effectiveSearchTerm } from "~/ui/search";
import { isStaff } from "./access.server";
import { type Page, type Viewer } from "~/domain/outcome";
import { DEFAULT_RECIPE_ORDERING, FEATURED_LIMIT, RECIPE_PAGE_SIZE } from "./codes";
import { type RecipeListQuery } from "./schemas";
import { type RecipeSummary } from "./types";
import { SUMMARY_COLUMNS, toSummaries } from "./cards.server";
import { groupBy } from "~/domain/group-by";

/** The catalogue: the listing with search, sort and filters, and the featured recipes. */

/**
 * Selected categories: alternatives within a group, every group must match ("Dinner or Lunch,
 * and Chicken"). Unknown ids match nothing.
 */
async function categoryCondition(categoryIds: number[]): Promise<ReturnType<typeof sql<SqlBool>> | null | "none"> {
  if (categoryIds.length === 0) return null;
  const rows = await db.selectFrom("categories").select(["id", "group_id"]).where("id", "in", categoryIds).execute();
  if (rows.length !== new Set(categoryIds).size) return "none";
  const byGroup = groupBy(rows, (r) => r.group_id);
  const parts = [...byGroup.values()].map(
    (group) => sql<SqlBool>`exists (select 1 from recipe_categories rc where rc.recipe_id = r.id and rc.category_id in (${sql.join(group.map((r) => r.id))}))`,
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
  // index and stops after one page, where a window would sort every recipe first. Asked side by
  // side (on PostgreSQL, two connections of the pool; on SQLite one after the other as before).
  const page = db
    .selectFrom("recipes as r")
    .select(SUMMARY_COLUMNS)
    .where(where)
    .orderBy(column === "name" ? byName(db, "r.name") : sql.ref(`r.${column}`), direction)
    .orderBy("r.id")
    .limit(limit)
    .offset(offset)
    .execute()
    .then((rows) => toSummaries(db, rows));
  const [results, total] = await Promise.all([page, db.selectFrom("recipes as r").select(sql<number>`count(*)`.as("n")).where(where).executeTakeFirstOrThrow()]);
  return { count: Number(total.n), results };
}

/** GET /api/recipes/featured_recipes: active featured recipes, newest change first. */
export function featuredRecipes(_viewer: Viewer, limit = FEATURED_LIMIT): Promise<RecipeSummary[]> {
  // The same for every patient: kept a few seconds, forgotten when these tables are written.
  return sharedRead(`featured-recipes:${limit}`, ["recipes", "recipe_images", "images"], () => readFeaturedRecipes(limit));
}

async function readFeaturedRecipes(limit: number): Promise<RecipeSummary[]> {
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
