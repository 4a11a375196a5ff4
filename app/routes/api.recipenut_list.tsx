import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found } from "~/api/domain.server";
import { shortListOf } from "~/api/short-list.server";
import { recipeNutrition } from "~/recipes/recipes.server";
import { integer } from "~/validation/rules";
import { z } from "zod";

const query = z.object({ recipe_id: integer({ min: 1 }) });

/**
 * GET /api/recipenut_list/?recipe_id=: the Nutrition Facts of one serving, in label order, each
 * `{nutrient, name, units, value}` (docs/decisions/0020: computed from the ingredients' foods,
 * quantities and measure grams, over the yields).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ query, user }) => ok(shortListOf(found(await recipeNutrition(query.recipe_id, user)))),
  }),
});
