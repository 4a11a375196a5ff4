import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { parseWith, unwrap } from "~/api/domain.server";
import { page } from "~/api/shapes";
import { requirePatientCaller, sentOrRefused } from "~/messages/api.server";
import { CONVERSATIONS_PAGE_SIZE } from "~/messages/codes";
import { conversationSummary, sent } from "~/messages/api-shapes";
import { newConversationSchema } from "~/messages/schemas";
import { startConversation } from "~/messages/send.server";
import { myConversations } from "~/messages/timeline.server";
import { auditOwn } from "~/security/audit.server";
import { z } from "zod";

const query = pageQuery(CONVERSATIONS_PAGE_SIZE, 100);

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The patient's conversations with their care team, latest activity first, with the unread count of each",
    description: "Patients only (staff: 403; their side is GET /api/care/messages). The care team's notes on journal days are GET /api/journals/notes.",
    responses: { 200: page(conversationSummary) },
    refuses: [403],
    query,
    handler: async (args) => {
      requirePatientCaller(args.user);
      const list = unwrap(await myConversations(args.user, args.query));
      await auditOwn(args, "read", "conversation", { detail: "list" });
      return ok(pageOf(args.request, { ...list, ...args.query }));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Write to the care team: a new conversation with a subject and a first message, and optionally a photo",
    description:
      'JSON `{subject, body}`, or multipart with `image` too. `subject` up to 120 characters, `body` plain text up to 5,000 ("Required", "Must be 5000 characters or less"); `image` as every upload ("Please upload one image", "Unsupported format! (type)", too large). The conversation is with the patient\'s clinic, whoever of its care team is on shift. A sender sending too often is refused with 429 RATE_LIMITED. Patients only.',
    body: z.unknown(),
    reads: { json: newConversationSchema.omit({ image: true }), multipart: newConversationSchema },
    responses: { 201: sent },
    refuses: [403, 429],
    handler: async (args) => {
      requirePatientCaller(args.user);
      const result = await sentOrRefused(args, await startConversation(args.user, parseWith(newConversationSchema, args.body)));
      await auditOwn(args, "create", "message", { recordId: result.message.id });
      return ok(result, 201);
    },
  }),
});
