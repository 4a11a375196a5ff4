import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { closeConversation } from "~/messages/inbox.server";
import { careConversation } from "~/messages/api-shapes";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "staff",
    summary: "Close a conversation (staff)",
    description: "Closing it again changes nothing. It no longer waits for anyone; the patient may open it again by replying. Another clinic's conversation is not found.",
    responses: { 200: careConversation },
    handler: async (args) => {
      const row = unwrap(await closeConversation(args.user, idParam(args.params.id)));
      await auditStaff(args, row.patient.id, "update", "conversation", { recordId: row.id, detail: "closed" });
      return ok(row);
    },
  }),
});
