import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { listHier1 } from "~/foods/foods.server";
import { foodGroup } from "~/foods/api-shapes";

const query = pageQuery(100, 500).extend({ search: z.string().optional() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Food groups of level 1 (the 25 SR28 groups), in SR28 order",
    query,
    responses: { 200: page(foodGroup) },
    handler: async ({ user, request, query }) => ok(pageOf(request, slicePage(await listHier1(user, query), query))),
  }),
});
