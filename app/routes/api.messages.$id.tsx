import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { conversationAnswer, conversationQuery, requirePatientCaller } from "~/messages/api.server";
import { conversationDetail } from "~/messages/api-shapes";
import { conversation } from "~/messages/threads.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One of the patient's conversations with its messages, the latest first, paged",
    description: "Reading it does not mark it read (POST /api/messages/{id}/read does). Another patient's conversation is not found; staff: 403.",
    responses: { 200: conversationDetail },
    refuses: [403],
    query: conversationQuery,
    handler: async (args) => {
      requirePatientCaller(args.user);
      const c = unwrap(await conversation(args.user, idParam(args.params.id), args.query));
      await auditOwn(args, "read", "conversation", { recordId: c.id });
      return ok(conversationAnswer(args.request, c, args.query));
    },
  }),
});
