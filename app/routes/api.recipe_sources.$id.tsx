import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeSource } from "~/recipes/sources.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "admin",
    summary: "Take a source off a recipe (staff)",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeSource(user, idParam(params.id)));
      return noContent();
    },
  }),
});
