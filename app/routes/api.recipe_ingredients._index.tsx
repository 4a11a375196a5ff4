import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found } from "~/api/domain.server";
import { INGREDIENT_LIST_LIMIT } from "~/recipes/codes";
import { listRecipeIngredients } from "~/recipes/recipes.server";
import { integer } from "~/validation/rules";
import { page } from "~/api/shapes";
import { ingredientRow } from "~/recipes/api-shapes";

const query = pageQuery(INGREDIENT_LIST_LIMIT, 500).extend({ recipe: integer({ min: 1 }) });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A recipe's ingredient rows, by seq",
    responses: { 200: page(ingredientRow) },
    refuses: [404],
    query,
    handler: async ({ request, query, user }) => {
      const page = found(await listRecipeIngredients(user, query.recipe, query));
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
});
