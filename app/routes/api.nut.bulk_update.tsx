import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { updateNutrientValues } from "~/foods/foods.server";
import { nutrientValuesBulkSchema } from "~/foods/schemas";
import { integer } from "~/validation/rules";

/** PUT /api/nut/bulk_update/?food= [{id, nut_val, food}, …]: sets a food's nutrient values, all or none. */
export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "user",
    query: z.object({ food: integer({ min: 1 }) }),
    body: nutrientValuesBulkSchema,
    handler: async ({ query, body, user }) => ok(unwrap(await updateNutrientValues(query.food, body, user))),
  }),
});
