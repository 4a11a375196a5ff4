import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { foodForReview } from "~/foods/foods.server";

export const { loader, action } = apiRoute({
  /** GET /api/food/{id}/approve_food (staff): a food in the approval queue, in full (nut_data), with who sent it. */
  GET: endpoint({
    auth: "admin",
    handler: async ({ params, user }) => ok(unwrap(await foodForReview(idParam(params.id), user))),
  }),
});
