import { isAdmin } from "~/accounts/users";
import type { Db, FieldErrors, Viewer } from "~/domain/outcome";
import { uploadUrl } from "./image-type";
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

export const canSeeRecipe = (r: { active: number }, viewer: Viewer) => isStaff(viewer) || r.active === 1;

/** The recipe if the viewer may see it. */
export async function visibleRecipe(conn: Db, recipeId: number, viewer: Viewer): Promise<RecipeAccessRow | undefined> {
  const r = await recipeAccess(conn, recipeId);
  return r && canSeeRecipe(r, viewer) ? r : undefined;
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

/** Bulk rows must all name one recipe; returns it, or the errors. */
export function oneRecipeOf(rows: { recipe: number }[]): { ok: true; recipeId: number } | { ok: false; errors: FieldErrors } {
  const ids = new Set(rows.map((r) => r.recipe));
  if (ids.size !== 1) return { ok: false, errors: { non_field_errors: ["All rows must belong to the same recipe."] } };
  return { ok: true, recipeId: rows[0].recipe };
}

/**
 * Field errors of bulk rows that each pick one thing (a category, a source) by id: an unknown id
 * is "Select a valid choice.", one the recipe already has, or picked twice in the list, gets the
 * duplicate message. Keyed like the API ("0.category").
 */
export function pickedRowErrors<K extends string>(
  rows: Record<K, number>[],
  field: K,
  known: Set<number>,
  taken: Set<number>,
  duplicate: string,
): FieldErrors {
  const errors: FieldErrors = {};
  const seen = new Set(taken);
  rows.forEach((row, i) => {
    if (!known.has(row[field])) errors[`${i}.${field}`] = [RECIPE_MSG.invalidChoice];
    else if (seen.has(row[field])) errors[`${i}.${field}`] = [duplicate];
    seen.add(row[field]);
  });
  return errors;
}
