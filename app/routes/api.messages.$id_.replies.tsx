import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, parseWith } from "~/api/domain.server";
import { requirePatientCaller, sentOrRefused } from "~/messages/api.server";
import { sent } from "~/messages/api-shapes";
import { replySchema } from "~/messages/schemas";
import { reply } from "~/messages/send.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Reply in one of the patient's conversations, optionally with a photo",
    description: "JSON `{body}`, or multipart with `image` too (the rules of POST /api/messages). A closed conversation opens again. Another patient's conversation is not found; staff: 403; too many messages: 429.",
    body: z.unknown(),
    reads: { json: replySchema.omit({ image: true }), multipart: replySchema },
    responses: { 201: sent },
    refuses: [403, 429],
    handler: async (args) => {
      requirePatientCaller(args.user);
      const result = await sentOrRefused(args, await reply(args.user, idParam(args.params.id), parseWith(replySchema, args.body)));
      await auditOwn(args, "create", "message", { recordId: result.message.id });
      return ok(result, 201);
    },
  }),
});
