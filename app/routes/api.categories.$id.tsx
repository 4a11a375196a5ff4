import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteCategory, updateCategory } from "~/recipes/categories.server";
import { categoryPatchSchema } from "~/recipes/schemas";
import { category } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  PATCH: endpoint({
    auth: "admin",
    summary: "Rename, move or reorder a category (staff)",
    responses: { 200: category },
    body: categoryPatchSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateCategory(user, idParam(params.id), body))),
  }),
  DELETE: endpoint({
    auth: "admin",
    summary: "Delete a category (staff); the recipes that had it lose it",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteCategory(user, idParam(params.id)));
      return noContent();
    },
  }),
});
