import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteEntry, getEntry, updateEntry } from "~/journal/journal.server";
import { entrySchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/journals/{id}: one of the caller's entries. */
  GET: endpoint({
    auth: "user",
    handler: async (args) => {
      const entry = found(await getEntry(args.user, idParam(args.params.id)));
      await auditOwn(args, "read", "journal_entry", { recordId: entry.id });
      return ok(entry);
    },
  }),
  /** PUT /api/journals/{id}: every field of the entry, as for POST. */
  PUT: endpoint({
    auth: "user",
    body: entrySchema,
    handler: async (args) => {
      const entry = unwrap(await updateEntry(args.user, idParam(args.params.id), args.body));
      await auditOwn(args, "update", "journal_entry", { recordId: entry.id });
      return ok(entry);
    },
  }),
  /** DELETE /api/journals/{id}. */
  DELETE: endpoint({
    auth: "user",
    handler: async (args) => {
      const { id } = unwrap(await deleteEntry(args.user, idParam(args.params.id)));
      await auditOwn(args, "delete", "journal_entry", { recordId: id });
      return noContent();
    },
  }),
});
