import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { addFavorite } from "~/recipes/favourites.server";
import { favoriteSchema } from "~/recipes/schemas";

/** POST /api/recipe_favorites/ {recipe}: favourite a recipe the caller can see (twice keeps one). */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    body: favoriteSchema,
    handler: async ({ body, user }) => ok(unwrap(await addFavorite(body.recipe, user)), 201),
  }),
});
