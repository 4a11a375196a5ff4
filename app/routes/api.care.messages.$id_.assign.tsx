import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { assignConversation } from "~/messages/inbox.server";
import { careConversation } from "~/messages/api-shapes";
import { assignSchema } from "~/messages/schemas";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Assign a conversation to the caller or a colleague of its clinic, or to nobody (staff)",
    description: '`assignee`: the id of a staff member who looks after the conversation\'s clinic (the caller included), or null. Anyone else: "Please choose someone who looks after this clinic.". Another clinic\'s conversation is not found.',
    body: assignSchema,
    responses: { 200: careConversation },
    handler: async (args) => {
      const row = unwrap(await assignConversation(args.user, idParam(args.params.id), args.body.assignee));
      await auditStaff(args, row.patient.id, "update", "conversation", { recordId: row.id, detail: "assigned" });
      return ok(row);
    },
  }),
});
