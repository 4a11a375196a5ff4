import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeImage } from "~/recipes/images.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "admin",
    summary: "Take an image off a recipe (staff); it stays in the gallery",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeImage(user, idParam(params.id)));
      return noContent();
    },
  }),
});
