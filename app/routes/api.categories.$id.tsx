import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteCategory, updateCategory } from "~/recipes/categories.server";
import { categoryPatchSchema } from "~/recipes/schemas";

export const { loader, action } = apiRoute({
  /** PATCH /api/categories/{id} {group?, name?, seq?}: staff rename, move or reorder a category. */
  PATCH: endpoint({
    auth: "admin",
    body: categoryPatchSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateCategory(idParam(params.id), body, user))),
  }),
  /** DELETE /api/categories/{id}: staff delete a category; the recipes that had it lose it. */
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteCategory(idParam(params.id), user));
      return noContent();
    },
  }),
});
