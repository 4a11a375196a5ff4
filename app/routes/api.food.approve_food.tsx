import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { approveFood, FOOD_PAGE_SIZE, listPendingFoods } from "~/foods/foods.server";
import { approveSchema } from "~/foods/schemas";

const query = pageQuery(FOOD_PAGE_SIZE).extend({ search: z.string().optional() });

export const { loader, action } = apiRoute({
  /** GET /api/food/approve_food?search&limit&offset (staff): foods awaiting approval, with who sent them. */
  GET: endpoint({
    auth: "admin",
    query,
    handler: async ({ request, query, user }) =>
      ok(pageOf(request, { ...unwrap(await listPendingFoods(user, query)), limit: query.limit, offset: query.offset })),
  }),
  /** POST /api/food/approve_food {approved_food_id} (staff): the food joins the database. */
  POST: endpoint({
    auth: "admin",
    body: approveSchema,
    handler: async ({ body, user }) => ok(unwrap(await approveFood(body.approved_food_id, user))),
  }),
});
