import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createRecipeImages } from "~/recipes/images.server";
import { recipeImagesBulkSchema } from "~/recipes/schemas";

/** POST /api/recipe_images/bulk_create/ [{recipe, seq, source, image}, …]: staff, all or none. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    body: recipeImagesBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeImages(body, user)), 201),
  }),
});
