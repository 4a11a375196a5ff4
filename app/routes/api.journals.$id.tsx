import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { found, idParam, unwrap } from "~/api/domain.server";
import { deleteEntry, getEntry, updateEntry } from "~/journal/journal.server";
import { entrySchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";
import { entry } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One of the caller's journal entries",
    responses: { 200: entry },
    handler: async (args) => {
      const entry = found(await getEntry(args.user, idParam(args.params.id)));
      await auditOwn(args, "read", "journal_entry", { recordId: entry.id });
      return ok(entry);
    },
  }),
  PUT: endpoint({
    auth: "user",
    summary: "Replace one of the caller's journal entries",
    description: "Every field, as for POST. Left out: its default, as for POST; `added_on` left out keeps the day. `entry: [\"An entry's kind cannot change.\"]`.",
    responses: { 200: entry },
    body: entrySchema,
    handler: async (args) => {
      const entry = unwrap(await updateEntry(args.user, idParam(args.params.id), args.body));
      await auditOwn(args, "update", "journal_entry", { recordId: entry.id });
      return ok(entry);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Delete one of the caller's journal entries",
    responses: { 204: null },
    handler: async (args) => {
      const { id } = unwrap(await deleteEntry(args.user, idParam(args.params.id)));
      await auditOwn(args, "delete", "journal_entry", { recordId: id });
      return noContent();
    },
  }),
});
