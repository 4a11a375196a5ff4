import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { listHier2 } from "~/foods/foods.server";
import { foodGroup } from "~/foods/api-shapes";
import { groupListQuerySchema } from "~/foods/schemas";

const query = pageQuery(100, 500).merge(groupListQuerySchema.pick({ hier1: true, search: true }));

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Food groups of level 2, under one level-1 group when given, by name",
    query,
    responses: { 200: page(foodGroup) },
    handler: async ({ user, request, query }) => ok(pageOf(request, slicePage(await listHier2(user, query), query))),
  }),
});
