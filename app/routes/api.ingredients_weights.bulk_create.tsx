import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { createMeasures } from "~/foods/foods.server";
import { measure } from "~/foods/api-shapes";
import { measuresBulkSchema } from "~/foods/schemas";
import { integer } from "~/validation/rules";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Add measures to a food, all or none",
    description:
      "The path's \"ingredients_weights\" is the specification's spelling. Staff add to any food, a patient to their own. Errors are keyed `index.field` (`{\"1.measure\": [\"Item exists in list\"]}`); an empty list is `non_field_errors: [\"At least one measurement is required\"]`; 50 at most.",
    query: z.object({ food: integer({ min: 1 }) }),
    body: measuresBulkSchema,
    responses: { 201: z.array(measure) },
    refuses: [404],
    handler: async ({ query, body, user }) => ok(unwrap(await createMeasures(user, query.food, body)), 201),
  }),
});
