import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { updateEntry } from "~/journal/journal.server";
import { entryPatchSchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";

/** PUT /api/journal_update/{id}: only the fields sent change (a quantity, a meal, a drink's total). */
export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "user",
    body: entryPatchSchema,
    handler: async (args) => {
      const entry = unwrap(await updateEntry(args.user, idParam(args.params.id), args.body));
      await auditOwn(args, "update", "journal_entry", { recordId: entry.id });
      return ok(entry);
    },
  }),
});
