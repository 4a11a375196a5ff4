import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { updateNutrientValues } from "~/foods/foods.server";
import { nutrientValue } from "~/foods/api-shapes";
import { nutrientValuesBulkSchema } from "~/foods/schemas";
import { integer } from "~/validation/rules";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "user",
    summary: "Set a food's nutrient values, all or none",
    description:
      "Answers all the food's nutrient values after the change. Errors are keyed `index.field` (`{\"0.nut_val\": [\"Must be 0 or more\"]}`, `{\"1.id\": [\"Not found.\"]}` for a value of another food); 200 rows at most, each nutrient once.",
    query: z.object({ food: integer({ min: 1 }) }),
    body: nutrientValuesBulkSchema,
    responses: { 200: z.array(nutrientValue) },
    refuses: [404],
    handler: async ({ query, body, user }) => ok(unwrap(await updateNutrientValues(user, query.food, body))),
  }),
});
