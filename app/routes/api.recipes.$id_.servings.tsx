import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, idParam, slicePage } from "~/api/domain.server";
import { INGREDIENT_LIST_LIMIT } from "~/recipes/codes";
import { servingsScale } from "~/recipes/recipes.server";
import { servingsScaleSchema } from "~/recipes/schemas";
import { page } from "~/api/shapes";
import { ingredientLine } from "~/recipes/api-shapes";

const query = pageQuery(INGREDIENT_LIST_LIMIT, 500).merge(servingsScaleSchema);

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A recipe's ingredient lines for n servings",
    description: "Worded as the details page words them; amounts over 999 mg in g.",
    responses: { 200: page(ingredientLine) },
    query,
    handler: async ({ request, params, query, user }) =>
      ok(pageOf(request, slicePage(found(await servingsScale(user, idParam(params.id), query.scale)), query))),
  }),
});
