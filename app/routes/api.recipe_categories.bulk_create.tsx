import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createRecipeCategories } from "~/recipes/categories.server";
import { recipeCategoriesBulkSchema } from "~/recipes/schemas";

/** POST /api/recipe_categories/bulk_create [{recipe, category}, …]: staff, all or none. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    body: recipeCategoriesBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeCategories(body, user)), 201),
  }),
});
