import { awardBadges } from "~/badges/award.server";
import { db, nowIso } from "~/db/db.server";
import { isStaff } from "./access.server";
import { done, forbidden, type Outcome, type Viewer } from "~/domain/outcome";
import { textToHtml } from "~/domain/html";
import { saveUpload, type Upload } from "./images.server";
import type { RecipeSubmissionFields } from "./schemas";

/**
 * A patient's recipe submission (POST /api/recipe_submissions, the patients' Add page): an
 * inactive recipe with is_submitted, the ingredients as typed, and its one image. It waits in the
 * approval list until staff complete and publish it, or decline it with a code. Staff edit
 * recipes directly and do not submit (spec part 2 §6).
 */
export async function submitRecipe(viewer: Viewer, input: RecipeSubmissionFields, image: Upload): Promise<Outcome<{ id: number }>> {
  if (isStaff(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const stored = await saveUpload(trx, { name: input.name, source: "Patient submission" }, image, "image", { id: viewer.id, patient: true });
    if (!stored.ok) return stored;
    const now = nowIso();
    const { id } = await trx
      .insertInto("recipes")
      .values({
        name: input.name,
        preptime: input.preptime ?? null,
        cooktime: input.cooktime ?? null,
        yields: input.yields ?? null,
        serving_size: input.serving_size ?? "",
        raw_ingredients: input.ingredients,
        directions: input.directions,
        directions_html: textToHtml(input.directions),
        notes: input.notes ?? "",
        notes_html: input.notes ? textToHtml(input.notes) : "",
        active: 0,
        is_submitted: 1,
        decline_code: null,
        created_by: viewer.id,
        created: now,
        updated: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.insertInto("recipe_images").values({ recipe_id: id, image_id: stored.data.id, seq: 1, source: "Patient submission" }).execute();
    // A first submission earns a badge, in the same transaction (app/badges).
    await awardBadges(trx, viewer.id, ["recipes"]);
    return done({ id });
  });
}
