import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeSource } from "~/recipes/sources.server";

/** DELETE /api/recipe_sources/{id}: staff take a source off a recipe. */
export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeSource(idParam(params.id), user));
      return noContent();
    },
  }),
});
