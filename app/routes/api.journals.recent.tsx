import { apiRoute, endpoint, ok } from "~/api/api.server";
import { pickerShortcuts } from "~/journal/journal.server";
import { auditOwn } from "~/security/audit.server";
import { shortcuts } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's recent and most frequent items, as the picker opens with them",
    responses: { 200: shortcuts },
    handler: async (args) => {
      const { recent, frequent } = await pickerShortcuts(args.user);
      await auditOwn(args, "read", "journal_entry");
      return ok({ recent, frequent });
    },
  }),
});
