import { sql } from "kysely";
import { sharedRead } from "~/page/shared-reads.server";
import { db, nowIso } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { isStaff, visibleRecipe, type RecipeRef } from "./access.server";
import { type Viewer } from "~/domain/outcome";
import { RECENT_VIEWS_LIMIT, RELATED_LIMIT } from "./codes";
import { type RecipeSummary } from "./types";
import { SUMMARY_COLUMNS, toSummaries } from "./cards.server";

/** Recently viewed and similar recipes. */

/** The details page records each view (the latest view of a recipe counts). */
export async function recordView(viewer: Viewer, recipeId: number): Promise<void> {
  const viewed = nowIso();
  // A fresh row each time, so views within one millisecond still order by id. Two requests for
  // the same page at once (a double click) may both delete and both insert: on PostgreSQL the
  // second insert would meet the first's row; that view is recorded already, so it does nothing.
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("recipe_views").where("user_id", "=", viewer.id).where("recipe_id", "=", recipeId).execute();
    await trx
      .insertInto("recipe_views")
      .values({ user_id: viewer.id, recipe_id: recipeId, viewed })
      .onConflict((oc) => oc.columns(["user_id", "recipe_id"]).doNothing())
      .execute();
  });
}

/** The viewer's views, newest first: a staff member's of any recipe, a patient's of published ones. */
const recentSelect = (userId: number, staff: boolean) => {
  const q = db.selectFrom("recipe_views as v").innerJoin("recipes as r", "r.id", "v.recipe_id").select(SUMMARY_COLUMNS).where("v.user_id", "=", userId);
  return staff ? q : q.where("r.active", "=", 1);
};
/** The details page asks on every view (leaving its own recipe out): each shape prepared once (app/db/prepared.ts). */
const recentQueries = [false, true].map((staff) => ({
  all: preparedRead(["userId", "limit"], (a: { userId: number; limit: number }) => recentSelect(a.userId, staff).orderBy("v.viewed", "desc").orderBy("v.id", "desc").limit(a.limit)),
  excluding: preparedRead(["userId", "exclude", "limit"], (a: { userId: number; exclude: number; limit: number }) =>
    recentSelect(a.userId, staff).where("r.id", "!=", a.exclude).orderBy("v.viewed", "desc").orderBy("v.id", "desc").limit(a.limit),
  ),
}));

/** GET /api/recipes/recent_views: the viewer's latest views, optionally leaving one recipe out. */
export async function recentViews(viewer: Viewer, opts: { exclude?: number; limit?: number } = {}): Promise<RecipeSummary[]> {
  const queries = recentQueries[isStaff(viewer) ? 1 : 0];
  const limit = opts.limit ?? RECENT_VIEWS_LIMIT;
  const rows = opts.exclude === undefined ? await queries.all(db, { userId: viewer.id, limit }) : await queries.excluding(db, { userId: viewer.id, exclude: opts.exclude, limit });
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
export async function relatedRecipes(viewer: Viewer, recipe: RecipeRef, limit = RELATED_LIMIT): Promise<RecipeSummary[] | null> {
  const r = await visibleRecipe(db, viewer, recipe);
  if (!r) return null;
  // Which recipes are like this one is the same for every viewer (only active ones are shown):
  // kept a few seconds (decision 0152).
  return sharedRead(`related-recipes:${r.id}:${limit}`, ["recipe_categories", "recipes", "recipe_images", "images"], () => readRelated(r.id, limit));
}

async function readRelated(recipeId: number, limit: number): Promise<RecipeSummary[]> {
  const mine = db.selectFrom("recipe_categories").select("category_id").where("recipe_id", "=", recipeId);
  const sized = await db
    .selectFrom("recipe_categories")
    .select(["category_id", sql<number>`count(*)`.as("size")])
    .where("category_id", "in", mine)
    .groupBy("category_id")
    .execute();
  const specific = sized.sort((a, b) => a.size - b.size || a.category_id - b.category_id).slice(0, RELATED_CATEGORIES);
  if (specific.length === 0) return [];
  // Scored, filtered and ordered in one query: only the page's rows come back. The weight is a
  // parameter; the cast types it for PostgreSQL (which would take it as text), and is REAL on SQLite.
  const weight = sql<number>`case rc.category_id ${sql.join(
    specific.map((c) => sql`when ${c.category_id} then cast(${1 / Number(c.size)} as double precision)`),
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
