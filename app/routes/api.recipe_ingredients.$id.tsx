import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeIngredient, updateRecipeIngredient } from "~/recipes/recipes.server";
import { ingredientRowSchema } from "~/recipes/schemas";

export const { loader, action } = apiRoute({
  /** PUT /api/recipe_ingredients/{id}/ {recipe, ingredient, measure, quantity, main, seq} (staff). */
  PUT: endpoint({
    auth: "admin",
    body: ingredientRowSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateRecipeIngredient(idParam(params.id), body, user))),
  }),
  /** DELETE /api/recipe_ingredients/{id} (staff). */
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeIngredient(idParam(params.id), user));
      return noContent();
    },
  }),
});
