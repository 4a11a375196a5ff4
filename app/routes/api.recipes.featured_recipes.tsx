import { apiRoute, endpoint, ok } from "~/api/api.server";
import { shortListOf, shortListQuery } from "~/api/short-list.server";
import { FEATURED_LIMIT } from "~/recipes/codes";
import { featuredRecipes } from "~/recipes/recipes.server";
import { shortList } from "~/api/shapes";
import { recipeCard } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Active featured recipes, last changed first",
    responses: { 200: shortList(recipeCard) },
    query: shortListQuery(FEATURED_LIMIT),
    handler: async ({ user, query }) => ok(shortListOf(await featuredRecipes(user, query.limit))),
  }),
});
