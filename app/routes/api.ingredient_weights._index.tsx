import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, slicePage } from "~/api/domain.server";
import { listMeasures } from "~/foods/foods.server";
import { integer } from "~/validation/rules";

const query = pageQuery(100, 500).extend({ food: integer({ min: 1 }) });

/** GET /api/ingredient_weights/?food= : a food's common measures, in sequence order. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query, user }) => ok(pageOf(request, slicePage(found(await listMeasures(query.food, user)), query))),
  }),
});
