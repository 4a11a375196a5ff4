import { db, nowIso } from "~/db/db.server";
import { isStaff, recipeAccess } from "./access.server";
import { done, forbidden, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { htmlFor } from "./html.server";
import { type RecipeBasicsInput } from "./schemas";
import { refreshRecipeMacros } from "./recipe-nutrition.server";

/** The wizard's Basic Details (step 1): create, update and delete a recipe. */

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
export async function createRecipe(viewer: Viewer, input: RecipeBasicsInput): Promise<Outcome<{ id: number }>> {
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
export async function updateRecipe(viewer: Viewer, recipeId: number, input: RecipeBasicsInput): Promise<Outcome<{ id: number }>> {
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
export async function deleteRecipe(viewer: Viewer, recipeId: number): Promise<Outcome<null>> {
  if (!isStaff(viewer)) return forbidden;
  const result = await db.deleteFrom("recipes").where("id", "=", recipeId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? done(null) : notFound;
}
