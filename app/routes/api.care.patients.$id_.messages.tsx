import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, parseWith } from "~/api/domain.server";
import { sentOrRefused } from "~/messages/api.server";
import { sent } from "~/messages/api-shapes";
import { newConversationSchema } from "~/messages/schemas";
import { startConversationWith } from "~/messages/send.server";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Start a conversation with a patient of one of the caller's clinics (staff)",
    description:
      "The rules of POST /api/messages (`subject`, `body`, optional `image`). The conversation is assigned to the caller and waits for the patient, who is told (a link only, never the text). Another clinic's patient is not found; too many messages: 429.",
    body: z.unknown(),
    reads: { json: newConversationSchema.omit({ image: true }), multipart: newConversationSchema },
    responses: { 201: sent },
    refuses: [429],
    handler: async (args) => {
      const result = await sentOrRefused(args, await startConversationWith(args.user, idParam(args.params.id), parseWith(newConversationSchema, args.body)));
      await auditStaff(args, result.patient, "create", "message", { recordId: result.message.id });
      return ok(result, 201);
    },
  }),
});
