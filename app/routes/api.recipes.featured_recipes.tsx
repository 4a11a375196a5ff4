import { apiRoute, endpoint, ok } from "~/api/api.server";
import { shortListOf, shortListQuery } from "~/api/short-list.server";
import { FEATURED_LIMIT } from "~/recipes/codes";
import { featuredRecipes } from "~/recipes/recipes.server";

/** GET /api/recipes/featured_recipes(?limit): active featured recipes, last changed first. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: shortListQuery(FEATURED_LIMIT),
    handler: async ({ query }) => ok(shortListOf(await featuredRecipes(query.limit))),
  }),
});
