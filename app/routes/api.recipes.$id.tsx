import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { getRecipe, recordView, setRecipeActive, updateRecipe } from "~/recipes/recipes.server";
import { recipeBasicsSchema } from "~/recipes/schemas";
import { MSG } from "~/validation/rules";
import { message } from "~/i18n/languages";
import { recipeDetail } from "~/recipes/api-shapes";

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
    ctx.addIssue({ code: z.ZodIssueCode.custom, message: v === undefined || v === null || v === "" ? MSG.required : message("recipes:msg.validBoolean") });
    return z.NEVER;
  }).openapi({ type: ["boolean", "string", "integer"], enum: [true, false, "true", "false", "True", "False", 1, 0, "1", "0"] }),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A recipe with everything its details page shows",
    description: "An inactive recipe is not found for a patient. Reading it counts as a view (GET /api/recipes/recent_views).",
    responses: { 200: recipeDetail },
    handler: async ({ params, user }) => {
      const recipe = found(await getRecipe(user, idParam(params.id)));
      await recordView(user, recipe.id);
      return ok(recipe);
    },
  }),
  PUT: endpoint({
    auth: "admin",
    summary: "Replace a recipe's basic details (staff)",
    responses: { 200: recipeDetail },
    body: recipeBasicsSchema,
    handler: async ({ params, body, user }) => {
      const { id } = unwrap(await updateRecipe(user, idParam(params.id), body));
      return ok(found(await getRecipe(user, id)));
    },
  }),
  PATCH: endpoint({
    auth: "admin",
    summary: "Publish or unpublish a recipe (staff)",
    description: "`active` must be there and be a boolean (a missing value must not unpublish). Publishing runs the checks of spec part 2 §4 and answers the first failure under its tab: `{ingredients: [\"Please add some ingredients!\"]}`, then `categories`, `sources`, `images`. Publishing clears a decline code.",
    responses: { 200: recipeDetail },
    body: patchBody,
    handler: async ({ params, body, user }) => {
      const { id } = unwrap(await setRecipeActive(user, idParam(params.id), body.active));
      return ok(found(await getRecipe(user, id)));
    },
  }),
});
