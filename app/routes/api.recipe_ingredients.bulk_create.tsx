import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createRecipeIngredients } from "~/recipes/recipes.server";
import { ingredientsBulkSchema } from "~/recipes/schemas";

/**
 * POST /api/recipe_ingredients/bulk_create/ [{recipe, ingredient, measure, quantity, main, seq}, …]:
 * staff add ingredient rows to one recipe, all or none.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    body: ingredientsBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeIngredients(body, user)), 201),
  }),
});
