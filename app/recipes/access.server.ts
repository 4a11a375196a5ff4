import { isAdmin } from "~/domain/users";
import { db } from "~/db/db.server";
import { deleteChildRow } from "~/domain/child-rows.server";
import { done, forbidden, invalid, notFound, type Db, type FieldErrors, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { uploadUrl } from "~/uploads/image-type";
import type { ImageData } from "./types";
import { RECIPE_MSG } from "./schemas";

/**
 * Who sees and changes what, once for every recipe module. Staff see every recipe and change the
 * catalogue; a patient sees active recipes only. A recipe a patient may not see is "not found",
 * never "forbidden"; a staff-only action by a patient is "forbidden".
 */


export const isStaff = (viewer: Viewer) => isAdmin(viewer);

export interface RecipeAccessRow {
  id: number;
  active: number;
  yields: number | null;
}

export async function recipeAccess(conn: Db, recipeId: number): Promise<RecipeAccessRow | undefined> {
  return conn.selectFrom("recipes").select(["id", "active", "yields"]).where("id", "=", recipeId).executeTakeFirst();
}

export const canSeeRecipe = (viewer: Viewer, r: { active: number }) => isStaff(viewer) || r.active === 1;

/**
 * A recipe by its id, or its access row when the caller has just read it (the details page reads
 * the recipe first and hands the row on, so its parts do not each look it up again).
 */
export type RecipeRef = number | RecipeAccessRow;

/** The recipe if the viewer may see it. */
export async function visibleRecipe(conn: Db, viewer: Viewer, recipe: RecipeRef): Promise<RecipeAccessRow | undefined> {
  const r = typeof recipe === "number" ? await recipeAccess(conn, recipe) : recipe;
  return r && canSeeRecipe(viewer, r) ? r : undefined;
}

/** Marks a recipe changed. */
export async function touchRecipe(conn: Db, recipeId: number): Promise<void> {
  await conn.updateTable("recipes").set({ updated: new Date().toISOString() }).where("id", "=", recipeId).execute();
}

export const IMAGE_COLUMNS = ["i.id", "i.name", "i.source", "i.photo_o", "i.photo_l", "i.photo_m", "i.photo_s"] as const;

export function toImageData(i: { id: number; name: string; source: string; photo_o: string; photo_l: string; photo_m: string; photo_s: string }): ImageData {
  return {
    id: i.id,
    name: i.name,
    source: i.source,
    photo_o: uploadUrl(i.photo_o),
    photo_l: uploadUrl(i.photo_l),
    photo_m: uploadUrl(i.photo_m),
    photo_s: uploadUrl(i.photo_s),
  };
}

/**
 * A bulk create of a recipe's child rows (ingredients, categories, sources, images), all or
 * none: staff only; every row names the same recipe, which must exist; `check` returns the
 * rows' field errors ("0.category"); `insert` stores them and returns their ids; the recipe is
 * marked changed and the created rows are read back with `read`.
 */
export async function createRecipeRows<R extends { recipe: number }, Row extends { id: number }>(
  viewer: Viewer,
  rows: R[],
  steps: {
    check: (trx: Trx, recipeId: number) => Promise<FieldErrors>;
    insert: (trx: Trx, recipeId: number) => Promise<number[]>;
    read: (trx: Trx, recipeId: number) => Promise<Row[]>;
    /** More to update when rows change (a recipe's macros after its ingredients). */
    after?: (trx: Trx, recipeId: number) => Promise<void>;
  },
): Promise<Outcome<Row[]>> {
  if (!isStaff(viewer)) return forbidden;
  const ids = new Set(rows.map((r) => r.recipe));
  if (ids.size !== 1) return invalid({ non_field_errors: [RECIPE_MSG.sameRecipe] });
  const recipeId = rows[0].recipe;
  return db.transaction().execute(async (trx) => {
    if (!(await recipeAccess(trx, recipeId))) return notFound;
    const errors = await steps.check(trx, recipeId);
    if (Object.keys(errors).length) return invalid(errors);
    const created = new Set(await steps.insert(trx, recipeId));
    await steps.after?.(trx, recipeId);
    await touchRecipe(trx, recipeId);
    return done((await steps.read(trx, recipeId)).filter((r) => created.has(r.id)));
  });
}

/** Deletes one of a recipe's child rows (staff only); the recipe is marked changed. */
export async function deleteRecipeRow(
  viewer: Viewer,
  table: "recipe_ingredients" | "recipe_categories" | "recipe_sources" | "recipe_images",
  rowId: number,
  after?: (trx: Trx, recipeId: number) => Promise<void>,
): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const recipeId = await deleteChildRow(trx, { table, parent: "recipe_id" }, rowId);
    if (recipeId === null) return notFound;
    await after?.(trx, recipeId);
    await touchRecipe(trx, recipeId);
    return done(null);
  });
}
