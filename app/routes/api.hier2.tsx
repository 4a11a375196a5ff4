import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { listHier2 } from "~/foods/foods.server";
import { groupListQuerySchema } from "~/foods/schemas";

const query = pageQuery(100, 500).merge(groupListQuerySchema.pick({ hier1: true, search: true }));

/** GET /api/hier2?hier1=&search=: level-2 food groups, under one level-1 group when given. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await listHier2(query), query))),
  }),
});
