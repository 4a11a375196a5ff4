import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createRecipeCategories } from "~/recipes/categories.server";
import { recipeCategoriesBulkSchema } from "~/recipes/schemas";
import { z } from "zod";
import { categoryRow } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    summary: "Put categories on a recipe, all or none (staff)",
    description: "`\"i.category\": [\"Please select another category!\"]` / `[\"Select a valid choice.\"]`.",
    responses: { 201: z.array(categoryRow) },
    refuses: [404],
    body: recipeCategoriesBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeCategories(user, body)), 201),
  }),
});
