import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { requirePatientCaller } from "~/messages/api.server";
import { message } from "~/messages/api-shapes";
import { withdrawSchema } from "~/messages/schemas";
import { withdrawMessage } from "~/messages/send.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Withdraw a message the patient sent, within 5 minutes of sending it",
    description:
      '`message`: the id of one of the caller\'s own messages in the conversation. It stays as "Message withdrawn" (its text and photo are no longer shown). Another\'s message, one already withdrawn or one older than 5 minutes: 400 with the reason under `message`. Another patient\'s conversation is not found; staff: 403.',
    body: withdrawSchema,
    responses: { 200: message },
    refuses: [403],
    handler: async (args) => {
      requirePatientCaller(args.user);
      const { message: m } = unwrap(await withdrawMessage(args.user, idParam(args.params.id), args.body.message));
      await auditOwn(args, "update", "message", { recordId: m.id, detail: "withdrawn" });
      return ok(m);
    },
  }),
});
