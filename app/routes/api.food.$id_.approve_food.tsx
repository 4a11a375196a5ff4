import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { foodForReview } from "~/foods/foods.server";
import { foodForReview as foodForReviewShape } from "~/foods/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "admin",
    summary: "A food awaiting approval, in full, with who sent it (staff)",
    description: "What a reviewer reads before approving or declining. An approved food is no longer in the queue: not found.",
    responses: { 200: foodForReviewShape },
    handler: async ({ params, user }) => ok(unwrap(await foodForReview(user, idParam(params.id)))),
  }),
});
