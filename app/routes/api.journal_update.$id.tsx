import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { updateEntry } from "~/journal/journal.server";
import { entryPatchSchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";
import { entry } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "user",
    summary: "Change some fields of a journal entry",
    description: "Only the fields sent change (a quantity, a meal, a drink's total). A drink's `quantity` is the day's new total; its day cannot change (`added_on: [\"Hydration and electrolyte stay on their day.\"]`).",
    responses: { 200: entry },
    body: entryPatchSchema,
    handler: async (args) => {
      const entry = unwrap(await updateEntry(args.user, idParam(args.params.id), args.body));
      await auditOwn(args, "update", "journal_entry", { recordId: entry.id });
      return ok(entry);
    },
  }),
});
