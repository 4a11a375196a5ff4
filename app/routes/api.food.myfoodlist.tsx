import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { requirePatientCaller } from "~/api/domain.server";
import { listMyFoods, MY_FOOD_PAGE_SIZE } from "~/foods/foods.server";

/** GET /api/food/myfoodlist/?limit=20&offset (patients): their personal foods with status and decline_code. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: pageQuery(MY_FOOD_PAGE_SIZE),
    handler: async ({ request, query, user }) => {
      requirePatientCaller(user);
      return ok(pageOf(request, { ...(await listMyFoods(user, query)), ...query }));
    },
  }),
});
