import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, slicePage } from "~/api/domain.server";
import { listNutrientValues } from "~/foods/foods.server";
import { integer } from "~/validation/rules";

/** A USDA food has up to about 150 nutrient values: one page holds them all by default. */
const query = pageQuery(200, 500).extend({ food: integer({ min: 1 }) });

/** GET /api/nut?food= : a food's nutrient values with their nutrient (nut_data), sorted by nutrient name. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) =>
      ok(pageOf(request, slicePage(found(await listNutrientValues(query.food, user)), query))),
  }),
});
