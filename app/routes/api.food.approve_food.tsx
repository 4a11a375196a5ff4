import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { approveFood, FOOD_PAGE_SIZE, listPendingFoods } from "~/foods/foods.server";
import { approved, pendingFood } from "~/foods/api-shapes";
import { approveSchema } from "~/foods/schemas";
import { searchTerm } from "~/ui/search";

const query = pageQuery(FOOD_PAGE_SIZE).extend({ search: searchTerm() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "admin",
    summary: "Foods awaiting approval, with who sent them (staff)",
    description: "Oldest first; by relevance when searched. `search`, given, needs 3 characters or more (\"Enter search term!\").",
    query,
    responses: { 200: page(pendingFood) },
    handler: async ({ request, query, user }) =>
      ok(pageOf(request, { ...unwrap(await listPendingFoods(user, query)), limit: query.limit, offset: query.offset })),
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Approve a food (staff): it joins the database",
    body: approveSchema,
    responses: { 200: approved },
    refuses: [404],
    handler: async ({ body, user }) => ok(unwrap(await approveFood(user, body.approved_food_id))),
  }),
});
