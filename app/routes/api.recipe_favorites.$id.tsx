import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { removeFavorite } from "~/recipes/favourites.server";

/** DELETE /api/recipe_favorites/{id}/: the caller's own favourite only; anyone else's is not found. */
export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    handler: async ({ params, user }) => {
      unwrap(await removeFavorite(idParam(params.id), user));
      return noContent();
    },
  }),
});
