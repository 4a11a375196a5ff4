import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { message } from "~/messages/api-shapes";
import { withdrawSchema } from "~/messages/schemas";
import { withdrawMessage } from "~/messages/send.server";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Withdraw a message the caller sent, within 5 minutes of sending it (staff)",
    description: '`message`: the id of one of the caller\'s own messages in the conversation; it stays as "Message withdrawn". Another\'s message, one already withdrawn or older than 5 minutes: 400 with the reason under `message`. Another clinic\'s conversation is not found.',
    body: withdrawSchema,
    responses: { 200: message },
    handler: async (args) => {
      const { patient, message: m } = unwrap(await withdrawMessage(args.user, idParam(args.params.id), args.body.message));
      await auditStaff(args, patient, "update", "message", { recordId: m.id, detail: "withdrawn" });
      return ok(m);
    },
  }),
});
