import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { moderateComment } from "~/recipes/comments.server";
import { commentApprovalSchema } from "~/recipes/schemas";
import { comment } from "~/recipes/api-shapes";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "admin",
    summary: "Approve or reject a comment (staff)",
    description: "Approving (`is_approved: true`, the default) may edit title and notes; rejecting sets `is_approved: false`. The recipe's `com_num`/`com_avg` follow the approved comments.",
    responses: { 200: comment },
    body: commentApprovalSchema,
    handler: async ({ params, body, user }) => ok(unwrap(await moderateComment(user, idParam(params.id), body))),
  }),
});
