import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { requirePatientCaller } from "~/messages/api.server";
import { readUpTo } from "~/messages/api-shapes";
import { markConversationRead } from "~/messages/threads.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Mark a conversation read: every message in it so far",
    description: "Reading it again changes nothing. Another patient's conversation is not found; staff: 403.",
    responses: { 200: readUpTo },
    refuses: [403],
    handler: async (args) => {
      requirePatientCaller(args.user);
      const id = idParam(args.params.id);
      const read = unwrap(await markConversationRead(args.user, id));
      await auditOwn(args, "update", "conversation", { recordId: id, detail: "read" });
      return ok(read);
    },
  }),
});
