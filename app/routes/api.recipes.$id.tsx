import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { getRecipe, recordView, setRecipeActive, updateRecipe } from "~/recipes/recipes.server";
import { recipeBasicsSchema } from "~/recipes/schemas";
import { MSG } from "~/validation/rules";

const TRUE = new Set<unknown>([true, 1, "1", "true", "True", "on"]);
const FALSE = new Set<unknown>([false, 0, "0", "false", "False"]);

/**
 * PATCH {active}: `active` must be there and be a boolean. (The wizard's form schema reads a
 * missing checkbox as false; over the API a PATCH without `active` must not unpublish.)
 */
const patchBody = z.object({
  active: z.unknown().transform((v, ctx) => {
    if (TRUE.has(v)) return true;
    if (FALSE.has(v)) return false;
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: v === undefined || v === null || v === "" ? MSG.required : "Must be a valid boolean." });
    return z.NEVER;
  }),
});

export const { loader, action } = apiRoute({
  /**
   * GET /api/recipes/{id}/: everything the details page shows. An inactive recipe is not found
   * for a patient. Reading it counts as a view (GET /api/recipes/recent_views).
   */
  GET: endpoint({
    auth: "user",
    handler: async ({ params, user }) => {
      const recipe = found(await getRecipe(idParam(params.id), user));
      await recordView(recipe.id, user);
      return ok(recipe);
    },
  }),
  /** PUT /api/recipes/{id}/: staff replace the basic details. */
  PUT: endpoint({
    auth: "admin",
    body: recipeBasicsSchema,
    handler: async ({ params, body, user }) => {
      const { id } = unwrap(await updateRecipe(idParam(params.id), body, user));
      return ok(found(await getRecipe(id, user)));
    },
  }),
  /**
   * PATCH /api/recipes/{id} {active}: staff publish (after the checks of spec part 2 §4, the
   * first failure under its tab's name: ingredients, categories, sources, images) or unpublish.
   */
  PATCH: endpoint({
    auth: "admin",
    body: patchBody,
    handler: async ({ params, body, user }) => {
      const { id } = unwrap(await setRecipeActive(idParam(params.id), body.active, user));
      return ok(found(await getRecipe(id, user)));
    },
  }),
});
