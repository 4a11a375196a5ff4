import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { listHier3 } from "~/foods/foods.server";
import { groupListQuerySchema } from "~/foods/schemas";

const query = pageQuery(100, 500).merge(groupListQuerySchema.pick({ hier2: true, search: true }));

/** GET /api/hier3?hier2=&search=: level-3 food groups, under one level-2 group when given. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await listHier3(query), query))),
  }),
});
