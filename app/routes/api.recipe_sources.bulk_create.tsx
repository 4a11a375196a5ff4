import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { recipeSourcesBulkSchema } from "~/recipes/schemas";
import { createRecipeSources } from "~/recipes/sources.server";
import { z } from "zod";
import { recipeSource } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "admin",
    summary: "Cite sources on a recipe, all or none (staff)",
    description: "`\"i.source\": [\"Please select another source!\"]` / `[\"Select a valid choice.\"]`.",
    responses: { 201: z.array(recipeSource) },
    refuses: [404],
    body: recipeSourcesBulkSchema,
    handler: async ({ body, user }) => ok(unwrap(await createRecipeSources(user, body)), 201),
  }),
});
