import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { containsText } from "~/db/like";
import { effectiveSearchTerm } from "~/ui/search";
import { createRecipeRows, deleteRecipeRow, isStaff, visibleRecipe } from "./access.server";
import { knownIds, pickedRowErrors, takenIds } from "~/domain/child-rows.server";

const RECIPE_SOURCES = { table: "recipe_sources", parent: "recipe_id" };
import { done, forbidden, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { sourceRows } from "./recipes.server";
import { RECIPE_MSG, type RecipeSourceInput, type SourceInput, type SourcePatch } from "./schemas";
import type { RecipeSourceRow, SourceRow } from "./types";

/** Sources (where a recipe comes from) and a recipe's sources: the wizard's Sources step. */

const SOURCE_COLUMNS = ["id", "name", "url", "url_title", "notes"] as const;

/** GET /api/sources/ (optionally searched by name). */
export async function listSources(_viewer: Viewer, query: { search?: string } = {}): Promise<SourceRow[]> {
  let q = db.selectFrom("sources").select(SOURCE_COLUMNS);
  const term = effectiveSearchTerm(query.search);
  if (term) q = q.where(containsText("name", term));
  return q.orderBy(byName(db, "name")).orderBy("id").execute();
}

/** POST /api/sources */
export async function createSource(viewer: Viewer, input: SourceInput): Promise<Outcome<SourceRow>> {
  if (!isStaff(viewer)) return forbidden;
  const row = await db
    .insertInto("sources")
    .values({ name: input.name, url: input.url ?? "", url_title: input.url_title ?? "", notes: input.notes ?? "" })
    .returning(SOURCE_COLUMNS)
    .executeTakeFirstOrThrow();
  return done(row);
}

/** PATCH /api/sources/{id} */
export async function updateSource(viewer: Viewer, sourceId: number, patch: SourcePatch): Promise<Outcome<SourceRow>> {
  if (!isStaff(viewer)) return forbidden;
  const set = {
    ...(patch.name !== undefined && { name: patch.name }),
    ...(patch.url !== undefined && { url: patch.url }),
    ...(patch.url_title !== undefined && { url_title: patch.url_title }),
    ...(patch.notes !== undefined && { notes: patch.notes }),
  };
  if (Object.keys(set).length) await db.updateTable("sources").set(set).where("id", "=", sourceId).execute();
  const row = await db.selectFrom("sources").select(SOURCE_COLUMNS).where("id", "=", sourceId).executeTakeFirst();
  return row ? done(row) : notFound;
}

/** DELETE /api/sources/{id}: it leaves the recipes that cited it. */
export async function deleteSource(viewer: Viewer, sourceId: number): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  const r = await db.deleteFrom("sources").where("id", "=", sourceId).executeTakeFirst();
  return Number(r.numDeletedRows) > 0 ? done(null) : notFound;
}

/** GET /api/recipe_sources/?recipe_id=: null when the recipe is not visible. */
export async function listRecipeSources(viewer: Viewer, recipeId: number): Promise<RecipeSourceRow[] | null> {
  if (!(await visibleRecipe(db, viewer, recipeId))) return null;
  return sourceRows(db, recipeId);
}

/** POST /api/recipe_sources/bulk_create/: all or none; a source the recipe cites is refused. */
export async function createRecipeSources(viewer: Viewer, rows: RecipeSourceInput[]): Promise<Outcome<RecipeSourceRow[]>> {
  return createRecipeRows(viewer, rows, {
    check: async (trx, recipeId) =>
      pickedRowErrors(
        rows,
        "source",
        await knownIds(trx, "sources", rows.map((r) => r.source)),
        await takenIds(trx, RECIPE_SOURCES, "source_id", recipeId),
        { duplicate: RECIPE_MSG.duplicateSource },
      ),
    insert: async (trx, recipeId) =>
      (
        await trx
          .insertInto("recipe_sources")
          .values(rows.map((r) => ({ recipe_id: recipeId, source_id: r.source, seq: r.seq })))
          .returning("id")
          .execute()
      ).map((c) => c.id),
    read: sourceRows,
  });
}

/** DELETE /api/recipe_sources/{id} */
export async function deleteRecipeSource(viewer: Viewer, rowId: number): Promise<Outcome<null>> {
  return deleteRecipeRow(viewer, "recipe_sources", rowId);
}
