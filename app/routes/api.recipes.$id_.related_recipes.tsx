import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { RELATED_LIMIT } from "~/recipes/codes";
import { relatedRecipes } from "~/recipes/recipes.server";
import { shortListOf, shortListQuery } from "~/api/short-list.server";
import { shortList } from "~/api/shapes";
import { recipeCard } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Similar recipes: active ones sharing the most categories, then by rating",
    responses: { 200: shortList(recipeCard) },
    query: shortListQuery(RELATED_LIMIT),
    handler: async ({ params, query, user }) => ok(shortListOf(found(await relatedRecipes(user, idParam(params.id), query.limit)))),
  }),
});
