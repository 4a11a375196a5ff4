import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { RELATED_LIMIT } from "~/recipes/codes";
import { relatedRecipes } from "~/recipes/recipes.server";
import { shortListOf, shortListQuery } from "~/api/short-list.server";

/** GET /api/recipes/{id}/related_recipes(?limit): the Similar Recipes of the details page (active ones). */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: shortListQuery(RELATED_LIMIT),
    handler: async ({ params, query, user }) => ok(shortListOf(found(await relatedRecipes(idParam(params.id), user, query.limit)))),
  }),
});
