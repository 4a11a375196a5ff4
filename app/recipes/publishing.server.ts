import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { isStaff, recipeAccess } from "./access.server";
import { type Db, done, forbidden, invalid, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { notify } from "~/notifications/notify.server";
import { recipeDecided } from "~/notifications/messages";
import { DECLINE_CODES, type DeclineCode } from "./codes";
import { firstPublishProblem } from "./publish";
import { RECIPE_MSG } from "./schemas";

/** Publishing (spec part 2 §4, in order) and declining. */

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

/** A patient's submission and what its author was last told, for the notice of a decision (issue 26). */
async function submission(conn: Db, recipeId: number) {
  const r = await conn.selectFrom("recipes").select(["name", "created_by", "is_submitted", "active", "decline_code"]).where("id", "=", recipeId).executeTakeFirstOrThrow();
  return r.is_submitted === 1 && r.created_by !== null ? r : null;
}

/**
 * PATCH /api/recipes/{id} {active}. Publishing checks, in order, that the recipe has
 * ingredients, categories, sources and images; the first missing one is reported under its tab's
 * name with the spec's message (the wizard sends the user to that step). Unpublishing always
 * works. Publishing a declined submission clears its decline code.
 */
export async function setRecipeActive(viewer: Viewer, recipeId: number, active: boolean): Promise<Outcome<{ id: number; active: boolean }>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    if (!(await recipeAccess(trx, recipeId))) return notFound;
    if (active) {
      const problem = firstPublishProblem(await countsOf(trx, recipeId));
      if (problem) return invalid({ [problem.tab]: [problem.message] });
    }
    const sub = await submission(trx, recipeId);
    await trx
      .updateTable("recipes")
      .set(active ? { active: 1, decline_code: null, updated: nowIso() } : { active: 0, updated: nowIso() })
      .where("id", "=", recipeId)
      .execute();
    // Its author hears when their submission is published, once.
    if (active && sub && sub.active === 0) await notify(trx, sub.created_by!, recipeDecided({ id: recipeId, name: sub.name, approved: true }));
    return done({ id: recipeId, active });
  });
}

/** POST /api/recipes/{id}/decline {decline_code}: an inactive recipe (a submission) only. */
export async function declineRecipe(
  viewer: Viewer,
  recipeId: number,
  declineCode: DeclineCode,
): Promise<Outcome<{ id: number; decline_code: DeclineCode }>> {
  if (!isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const r = await recipeAccess(trx, recipeId);
    if (!r) return notFound;
    if (r.active === 1) return invalid({ non_field_errors: [RECIPE_MSG.notDeclinable] });
    const sub = await submission(trx, recipeId);
    await trx.updateTable("recipes").set({ decline_code: declineCode, updated: nowIso() }).where("id", "=", recipeId).execute();
    if (sub && sub.decline_code !== declineCode) {
      const reason = DECLINE_CODES.find((d) => d.code === declineCode)?.label;
      await notify(trx, sub.created_by!, recipeDecided({ id: recipeId, name: sub.name, approved: false, reason }));
    }
    return done({ id: recipeId, decline_code: declineCode });
  });
}
