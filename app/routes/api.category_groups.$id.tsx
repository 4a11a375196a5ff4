import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { deleteCategoryGroup, updateCategoryGroup } from "~/recipes/categories.server";
import { categoryGroupPatchSchema } from "~/recipes/schemas";

export const { loader, action } = apiRoute({
  /** PATCH /api/category_groups/{id} {name?, seq?, major?, search?} (staff). */
  PATCH: endpoint({
    auth: "admin",
    body: categoryGroupPatchSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await updateCategoryGroup(idParam(params.id), body, user))),
  }),
  /** DELETE /api/category_groups/{id}: with its categories (staff). */
  DELETE: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => {
      unwrap(await deleteCategoryGroup(idParam(params.id), user));
      return noContent();
    },
  }),
});
