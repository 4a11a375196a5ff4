import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeCategory } from "~/recipes/categories.server";

/** DELETE /api/recipe_categories/{id}: staff take a category off a recipe. */
export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeCategory(idParam(params.id), user));
      return noContent();
    },
  }),
});
