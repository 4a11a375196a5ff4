import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { requirePatientCaller } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { listMyFoods, MY_FOOD_PAGE_SIZE } from "~/foods/foods.server";
import { foodSummary } from "~/foods/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's personal foods (patients)",
    description: "Last changed first, each with its `status` and `decline_code`. Staff have no My Food: 403.",
    query: pageQuery(MY_FOOD_PAGE_SIZE),
    responses: { 200: page(foodSummary) },
    refuses: [403],
    handler: async ({ request, query, user }) => {
      requirePatientCaller(user);
      return ok(pageOf(request, { ...(await listMyFoods(user, query)), ...query }));
    },
  }),
});
