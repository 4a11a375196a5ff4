import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { recipeSourcesBulkSchema } from "~/recipes/schemas";
import { createRecipeSources } from "~/recipes/sources.server";

/** POST /api/recipe_sources/bulk_create/ [{recipe, seq, source}, …]: staff, all or none. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    body: recipeSourcesBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeSources(body, user)), 201),
  }),
});
