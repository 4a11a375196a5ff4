import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { moderateComment } from "~/recipes/comments.server";
import { commentApprovalSchema } from "~/recipes/schemas";

/**
 * PUT /api/comments/{id}/admin_approval {is_approved, title?, notes?} (staff): approve (true, the
 * default), optionally with an edited title and notes, or reject (false).
 */
export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "admin",
    body: commentApprovalSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await moderateComment(idParam(params.id), body, user))),
  }),
});
