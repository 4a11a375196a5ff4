import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeCategory } from "~/recipes/categories.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "admin",
    summary: "Take a category off a recipe (staff)",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeCategory(user, idParam(params.id)));
      return noContent();
    },
  }),
});
