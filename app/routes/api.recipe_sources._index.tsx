import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, slicePage } from "~/api/domain.server";
import { listRecipeSources } from "~/recipes/sources.server";
import { integer } from "~/validation/rules";
import { page } from "~/api/shapes";
import { recipeSource } from "~/recipes/api-shapes";

const query = pageQuery(100, 500).extend({ recipe_id: integer({ min: 1 }) });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A recipe's sources, by seq",
    responses: { 200: page(recipeSource) },
    refuses: [404],
    query,
    handler: async ({ request, query, user }) => ok(pageOf(request, slicePage(found(await listRecipeSources(user, query.recipe_id)), query))),
  }),
});
