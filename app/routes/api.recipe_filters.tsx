import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { recipeFilters } from "~/recipes/categories.server";
import { page } from "~/api/shapes";
import { recipeFilter } from "~/recipes/api-shapes";

const query = pageQuery(500, 500);

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The recipe listing's filter panel: the categories of the searchable groups",
    responses: { 200: page(recipeFilter) },
    query,
    handler: async ({ user, request, query }) => ok(pageOf(request, slicePage(await recipeFilters(user), query))),
  }),
});
