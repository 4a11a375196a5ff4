import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { recipeFilters } from "~/recipes/categories.server";

const query = pageQuery(500, 500);

/**
 * GET /api/recipe_filters: the listing's filter panel, the categories of the searchable groups,
 * each `{id, group, group_id, major, name, label}`; `name` is the value to send back as
 * `GET /api/recipes?category=`.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await recipeFilters(), query))),
  }),
});
