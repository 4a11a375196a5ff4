import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { declineRecipe } from "~/recipes/recipes.server";
import { recipeDeclineSchema } from "~/recipes/schemas";
import { recipeDeclined } from "~/recipes/api-shapes";

/** POST /api/recipes/{id}/decline {decline_code}: staff decline an inactive recipe (a submission). */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    summary: "Decline an inactive recipe, a submission (staff)",
    description: "It leaves the approval list. `decline_code`: \"Required\" / \"Select a valid choice.\"; `non_field_errors`: \"Only an inactive recipe can be declined.\"",
    responses: { 200: recipeDeclined },
    body: recipeDeclineSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await declineRecipe(user, idParam(params.id), body.decline_code))),
  }),
});
