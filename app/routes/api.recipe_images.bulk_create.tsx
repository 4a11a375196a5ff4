import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createRecipeImages } from "~/recipes/images.server";
import { recipeImagesBulkSchema } from "~/recipes/schemas";
import { z } from "zod";
import { recipeImage } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    summary: "Put gallery images on a recipe, all or none (staff)",
    description: "`source` \"Required\"; `\"i.image\": [\"Please try again!\"]` for an unknown image or one the recipe already has.",
    responses: { 201: z.array(recipeImage) },
    refuses: [404],
    body: recipeImagesBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeImages(user, body)), 201),
  }),
});
