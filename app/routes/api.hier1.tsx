import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { listHier1 } from "~/foods/foods.server";

const query = pageQuery(100, 500).extend({ search: z.string().optional() });

/** GET /api/hier1?search=: the food groups of level 1 (the 25 SR28 groups), in SR28 order. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await listHier1(query), query))),
  }),
});
