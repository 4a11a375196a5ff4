import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { isFavorited } from "~/recipes/favourites.server";
import { isFavorited as isFavoritedShape } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Whether the caller has favourited a recipe",
    description: "`id` is the caller's favourite (for DELETE /api/recipe_favorites/{id}) or null.",
    responses: { 200: isFavoritedShape },
    handler: async ({ params, user }) => ok(found(await isFavorited(user, idParam(params.id)))),
  }),
});
