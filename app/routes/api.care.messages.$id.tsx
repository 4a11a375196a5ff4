import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { conversationAnswer, conversationQuery } from "~/messages/api.server";
import { careConversationDetail } from "~/messages/api-shapes";
import { conversation } from "~/messages/threads.server";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "staff",
    summary: "A conversation of one of the caller's clinics with its messages, the latest first, paged (staff)",
    description: "Reading it does not mark it read (POST /api/care/messages/{id}/read does). Another clinic's conversation is not found, exactly like a missing one.",
    responses: { 200: careConversationDetail },
    query: conversationQuery,
    handler: async (args) => {
      const c = unwrap(await conversation(args.user, idParam(args.params.id), args.query));
      await auditStaff(args, c.care!.patient.id, "read", "conversation", { recordId: c.id });
      return ok(conversationAnswer(args.request, c, args.query));
    },
  }),
});
