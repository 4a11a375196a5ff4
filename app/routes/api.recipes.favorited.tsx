import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { RECIPE_PAGE_SIZE } from "~/recipes/codes";
import { listFavorites } from "~/recipes/favourites.server";

const query = pageQuery(RECIPE_PAGE_SIZE);

/** GET /api/recipes/favorited/?limit(30)&offset: the caller's favourite recipes, latest favourite first. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) => ok(pageOf(request, { ...(await listFavorites(user, query)), ...query })),
  }),
});
