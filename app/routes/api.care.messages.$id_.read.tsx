import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { readUpTo } from "~/messages/api-shapes";
import { markConversationRead } from "~/messages/threads.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Mark a conversation read by the care team: every message in it so far (staff)",
    description: "The care team reads as one: the inbox's `unread` counts the patient's messages nobody of the team has read. Another clinic's conversation is not found.",
    responses: { 200: readUpTo },
    handler: async (args) => ok(unwrap(await markConversationRead(args.user, idParam(args.params.id)))),
  }),
});
