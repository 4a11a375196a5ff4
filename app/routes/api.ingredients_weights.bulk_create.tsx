import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createMeasures } from "~/foods/foods.server";
import { measuresBulkSchema } from "~/foods/schemas";
import { integer } from "~/validation/rules";

/**
 * POST /api/ingredients_weights/bulk_create/?food= [{seq, quantity, measure, grams}, …]: adds
 * measures to a food, all or none. The path's "ingredients_weights" is the spec's spelling.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    query: z.object({ food: integer({ min: 1 }) }),
    body: measuresBulkSchema,
    handler: async ({ query, body, user }) => ok(unwrap(await createMeasures(query.food, body, user)), 201),
  }),
});
