import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found } from "~/api/domain.server";
import { shortListOf } from "~/api/short-list.server";
import { recipeNutrition } from "~/recipes/recipes.server";
import { integer } from "~/validation/rules";
import { z } from "zod";
import { shortList } from "~/api/shapes";
import { nutritionFact } from "~/recipes/api-shapes";

const query = z.object({ recipe_id: integer({ min: 1 }) });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The Nutrition Facts of one serving, in label order",
    description: "Calories, Total Fat, Saturated Fat, Cholesterol, Sodium, Total Carbohydrate, Dietary Fiber, Sugars, Protein, Potassium, Calcium, Iron: computed from the ingredients' foods, quantities and measure grams, over the yields (docs/decisions/0020).",
    responses: { 200: shortList(nutritionFact) },
    refuses: [404],
    query,
    handler: async ({ query, user }) => ok(shortListOf(found(await recipeNutrition(user, query.recipe_id)))),
  }),
});
