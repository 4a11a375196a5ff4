import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, slicePage } from "~/api/domain.server";
import { listRecipeSources } from "~/recipes/sources.server";
import { integer } from "~/validation/rules";

const query = pageQuery(100, 500).extend({ recipe_id: integer({ min: 1 }) });

/** GET /api/recipe_sources/?recipe_id=: a recipe's sources, by seq, each with `source_data`. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) => ok(pageOf(request, slicePage(found(await listRecipeSources(query.recipe_id, user)), query))),
  }),
});
