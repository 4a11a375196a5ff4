import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { RECIPE_PAGE_SIZE } from "~/recipes/codes";
import { listFavorites } from "~/recipes/favourites.server";
import { page } from "~/api/shapes";
import { recipeCard } from "~/recipes/api-shapes";

const query = pageQuery(RECIPE_PAGE_SIZE);

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's favourite recipes, latest favourite first",
    description: "Only those the caller can still see.",
    responses: { 200: page(recipeCard) },
    query,
    handler: async ({ request, query, user }) => ok(pageOf(request, { ...(await listFavorites(user, query)), ...query })),
  }),
});
