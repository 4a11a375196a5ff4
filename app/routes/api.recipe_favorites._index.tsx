import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { addFavorite } from "~/recipes/favourites.server";
import { favoriteSchema } from "~/recipes/schemas";
import { favorite } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Favourite a recipe the caller can see",
    description: "Favouriting twice keeps the one favourite.",
    responses: { 201: favorite },
    refuses: [404],
    body: favoriteSchema,
    handler: async ({ body, user }) => ok(unwrap(await addFavorite(user, body.recipe)), 201),
  }),
});
