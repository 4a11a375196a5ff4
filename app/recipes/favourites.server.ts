import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { isStaff, visibleRecipe } from "./access.server";
import { done, notFound, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { RECIPE_PAGE_SIZE } from "./codes";
import { summariesOf } from "./recipes.server";
import { type RecipeSummary } from "./types";

/** Favourite recipes: the heart on the details page and the /my-favourites cards. */

/** POST /api/recipe_favorites/ {recipe}: favouriting twice keeps the one favourite. */
export async function addFavorite(viewer: Viewer, recipeId: number): Promise<Outcome<{ id: number; recipe: number }>> {
  if (!(await visibleRecipe(db, viewer, recipeId))) return notFound;
  await db
    .insertInto("recipe_favorites")
    .values({ user_id: viewer.id, recipe_id: recipeId, created: nowIso() })
    .onConflict((oc) => oc.columns(["user_id", "recipe_id"]).doNothing())
    .execute();
  const row = await db
    .selectFrom("recipe_favorites")
    .select(["id", "recipe_id"])
    .where("user_id", "=", viewer.id)
    .where("recipe_id", "=", recipeId)
    .executeTakeFirstOrThrow();
  return done({ id: row.id, recipe: row.recipe_id });
}

/** DELETE /api/recipe_favorites/{id}/: only one's own. */
export async function removeFavorite(viewer: Viewer, favoriteId: number): Promise<Outcome<null>> {
  const r = await db.deleteFrom("recipe_favorites").where("id", "=", favoriteId).where("user_id", "=", viewer.id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0 ? done(null) : notFound;
}

/** The details page's toggle removes by recipe. */
export async function removeFavoriteOfRecipe(viewer: Viewer, recipeId: number): Promise<Outcome<null>> {
  const r = await db.deleteFrom("recipe_favorites").where("recipe_id", "=", recipeId).where("user_id", "=", viewer.id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0 ? done(null) : notFound;
}

/** GET /api/recipes/{id}/is_favorited: null when the recipe is not visible. */
export async function isFavorited(viewer: Viewer, recipeId: number): Promise<{ is_favorited: boolean; id: number | null } | null> {
  if (!(await visibleRecipe(db, viewer, recipeId))) return null;
  const row = await db.selectFrom("recipe_favorites").select("id").where("user_id", "=", viewer.id).where("recipe_id", "=", recipeId).executeTakeFirst();
  return { is_favorited: row !== undefined, id: row?.id ?? null };
}

/**
 * GET /api/recipes/favorited/ and /my-favourites: the viewer's favourites they can still see,
 * latest favourite first.
 */
export async function listFavorites(viewer: Viewer, page: { limit?: number; offset?: number } = {}): Promise<Page<RecipeSummary>> {
  const [results, total] = await Promise.all([favoriteRecipes(viewer, page), favoritesOf(viewer.id, isStaff(viewer)).select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()]);
  return { count: Number(total.n), results };
}

/** One page of `listFavorites` without its total (the home dashboard's Favorited tab). */
export async function favoriteRecipes(viewer: Viewer, page: { limit?: number; offset?: number } = {}): Promise<RecipeSummary[]> {
  const rows = await (isStaff(viewer) ? staffFavouriteIds : patientFavouriteIds)(db, { userId: viewer.id, limit: page.limit ?? RECIPE_PAGE_SIZE, offset: page.offset ?? 0 });
  return summariesOf(
    viewer,
    rows.map((r) => r.id),
  );
}

/** A page of a member's favourites' ids, latest first, as staff or a patient may see them (prepared reads: issue 28). */
const favouriteIds = (staff: boolean) =>
  preparedRead(["userId", "limit", "offset"], (a: { userId: number; limit: number; offset: number }) =>
    favoritesOf(a.userId, staff).select("r.id").orderBy("f.created", "desc").orderBy("f.id", "desc").limit(a.limit).offset(a.offset),
  );
const staffFavouriteIds = favouriteIds(true);
const patientFavouriteIds = favouriteIds(false);

/** The viewer's favourites that they may see: staff every one, a patient the published ones. */
function favoritesOf(userId: number, staff: boolean) {
  const q = db.selectFrom("recipe_favorites as f").innerJoin("recipes as r", "r.id", "f.recipe_id").where("f.user_id", "=", userId);
  return staff ? q : q.where("r.active", "=", 1);
}
