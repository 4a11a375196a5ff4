import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, parseWith } from "~/api/domain.server";
import { sentOrRefused } from "~/messages/api.server";
import { sent } from "~/messages/api-shapes";
import { replySchema } from "~/messages/schemas";
import { reply } from "~/messages/send.server";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Answer a patient in a conversation of one of the caller's clinics, optionally with a photo (staff)",
    description:
      "JSON `{body}`, or multipart with `image` too (plain text up to 5,000 characters; the upload rules of every picture). A closed conversation opens again. The patient is told in the portal, and by email if they chose, with a link only, never the text. Another clinic's conversation is not found; too many messages: 429.",
    body: z.unknown(),
    reads: { json: replySchema.omit({ image: true }), multipart: replySchema },
    responses: { 201: sent },
    refuses: [429],
    handler: async (args) => {
      const result = await sentOrRefused(args, await reply(args.user, idParam(args.params.id), parseWith(replySchema, args.body)));
      await auditStaff(args, result.patient, "create", "message", { recordId: result.message.id });
      return ok(result, 201);
    },
  }),
});
