import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { isFavorited } from "~/recipes/favourites.server";

/**
 * GET /api/recipes/{id}/is_favorited: `{is_favorited, id}`, where `id` is the caller's favourite
 * (for DELETE /api/recipe_favorites/{id}/) or null.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ params, user }) => ok(found(await isFavorited(idParam(params.id), user))),
  }),
});
