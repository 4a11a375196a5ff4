import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { declineRecipe } from "~/recipes/recipes.server";
import { recipeDeclineSchema } from "~/recipes/schemas";

/** POST /api/recipes/{id}/decline {decline_code}: staff decline an inactive recipe (a submission). */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    body: recipeDeclineSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await declineRecipe(idParam(params.id), body.decline_code, user))),
  }),
});
