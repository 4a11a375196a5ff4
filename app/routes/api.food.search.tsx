import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { FOOD_PAGE_SIZE, listFoods } from "~/foods/foods.server";
import { FOOD_MSG, foodListFiltersSchema } from "~/foods/schemas";
import { effectiveSearchTerm } from "~/ui/search";

/** A search needs a term of 3 characters or more; anything shorter counts as empty (spec part 2 §5). */
const query = pageQuery(FOOD_PAGE_SIZE)
  .merge(foodListFiltersSchema.pick({ p_id: true, p: true, hier3_id: true }))
  .extend({
    search: z
      .string({ required_error: FOOD_MSG.searchTermRequired })
      .refine((v) => effectiveSearchTerm(v) !== "", FOOD_MSG.searchTermRequired),
  });

/**
 * GET /api/food/search/?search&limit&offset (&p_id, p, hier3_id): foods by relevance. Staff search
 * the database; a patient searches the database and their own foods.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) =>
      ok(pageOf(request, { ...(await listFoods(user, query)), limit: query.limit, offset: query.offset })),
  }),
});
