import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found, slicePage } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { listMeasures } from "~/foods/foods.server";
import { measure } from "~/foods/api-shapes";
import { integer } from "~/validation/rules";

const query = pageQuery(100, 500).extend({ food: integer({ min: 1 }) });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A food's common measures, in sequence order",
    description: "Another patient's personal food is not found.",
    query,
    responses: { 200: page(measure) },
    refuses: [404],
    handler: async ({ request, query, user }) => ok(pageOf(request, slicePage(found(await listMeasures(user, query.food)), query))),
  }),
});

