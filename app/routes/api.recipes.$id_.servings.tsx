import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, idParam, slicePage } from "~/api/domain.server";
import { INGREDIENT_LIST_LIMIT } from "~/recipes/codes";
import { servingsScale } from "~/recipes/recipes.server";
import { servingsScaleSchema } from "~/recipes/schemas";

const query = pageQuery(INGREDIENT_LIST_LIMIT, 500).merge(servingsScaleSchema);

/**
 * GET /api/recipes/{id}/servings/?scale=n: the ingredient lines for n servings (n ≥ 1), each
 * `{ingredient__id, main, text}`, worded as the details page words them.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, params, query, user }) =>
      ok(pageOf(request, slicePage(found(await servingsScale(idParam(params.id), query.scale, user)), query))),
  }),
});
