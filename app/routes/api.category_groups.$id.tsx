import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteCategoryGroup, updateCategoryGroup } from "~/recipes/categories.server";
import { categoryGroupPatchSchema } from "~/recipes/schemas";
import { categoryGroup } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  PATCH: endpoint({
    auth: "admin",
    summary: "Change a category group (staff)",
    responses: { 200: categoryGroup },
    body: categoryGroupPatchSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateCategoryGroup(user, idParam(params.id), body))),
  }),
  DELETE: endpoint({
    auth: "admin",
    summary: "Delete a category group with its categories (staff)",
    responses: { 204: null },
    handler: async ({ params, user }) => {
      unwrap(await deleteCategoryGroup(user, idParam(params.id)));
      return noContent();
    },
  }),
});
