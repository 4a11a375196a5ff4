import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteRecipeIngredient, updateRecipeIngredient } from "~/recipes/recipes.server";
import { ingredientRowSchema } from "~/recipes/schemas";
import { ingredientRow } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "admin",
    summary: "Change an ingredient row (staff)",
    description: "`non_field_errors: [\"Nothing to update!\"]` when nothing changed; the bulk call's messages otherwise.",
    responses: { 200: ingredientRow },
    body: ingredientRowSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateRecipeIngredient(user, idParam(params.id), body))),
  }),
  DELETE: endpoint({
    auth: "admin",
    summary: "Remove an ingredient row (staff)",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteRecipeIngredient(user, idParam(params.id)));
      return noContent();
    },
  }),
});
