import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createRecipeIngredients } from "~/recipes/recipes.server";
import { ingredientsBulkSchema } from "~/recipes/schemas";
import { z } from "zod";
import { ingredientRow } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    summary: "Add ingredient rows to one recipe, all or none (staff)",
    description: "Errors keyed `index.field`: `\"i.ingredient\": [\"Please select another ingredient!\"]` (twice in the list or already in the recipe), `\"i.measure\": [\"Please select weight!\"]`, `\"i.ingredient\": [\"Select a valid choice.\"]`; quantity 0.01–999 step 0.01, seq ≥ 1; an empty list is `non_field_errors: [\"Required\"]`; 100 rows at most, one recipe.",
    responses: { 201: z.array(ingredientRow) },
    refuses: [404],
    body: ingredientsBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeIngredients(user, body)), 201),
  }),
});
