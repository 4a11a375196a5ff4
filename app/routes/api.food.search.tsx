import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { FOOD_PAGE_SIZE, listFoods } from "~/foods/foods.server";
import { page } from "~/api/shapes";
import { foodSummary } from "~/foods/api-shapes";
import { FOOD_MSG, foodListFiltersSchema } from "~/foods/schemas";
import { effectiveSearchTerm } from "~/ui/search";

/** A search needs a term of 3 characters or more; anything shorter counts as empty (spec part 2 §5). */
const query = pageQuery(FOOD_PAGE_SIZE)
  .merge(foodListFiltersSchema.pick({ p_id: true, p: true, hier3_id: true }))
  .extend({
    search: z
      .string({ required_error: FOOD_MSG.searchTermRequired })
      .refine((v) => effectiveSearchTerm(v) !== "", FOOD_MSG.searchTermRequired)
      .openapi({ minLength: 3 }),
  });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Search foods by relevance",
    description:
      "Staff search the database; a patient the database and their own foods. A term missing or under 3 characters is `search: [\"Enter search term!\"]`. The recipe editor's ingredient search sends `limit=10`, the patients' food search `limit=20`.",
    query,
    responses: { 200: page(foodSummary) },
    handler: async ({ request, query, user }) =>
      ok(pageOf(request, { ...(await listFoods(user, query)), limit: query.limit, offset: query.offset })),
  }),
});
