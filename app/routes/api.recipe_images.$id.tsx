import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeImage } from "~/recipes/images.server";

/** DELETE /api/recipe_images/{id}: staff take an image off a recipe (it stays in the gallery). */
export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeImage(idParam(params.id), user));
      return noContent();
    },
  }),
});
