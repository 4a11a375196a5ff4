import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, slicePage } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { listNutrientValues } from "~/foods/foods.server";
import { nutrientValue } from "~/foods/api-shapes";
import { integer } from "~/validation/rules";

/** A USDA food has up to about 150 nutrient values: one page holds them all by default. */
const query = pageQuery(200, 500).extend({ food: integer({ min: 1 }) });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A food's nutrient values, by nutrient name",
    query,
    responses: { 200: page(nutrientValue) },
    refuses: [404],
    handler: async ({ request, query, user }) => ok(pageOf(request, slicePage(found(await listNutrientValues(user, query.food)), query))),
  }),
});
