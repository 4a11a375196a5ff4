import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { z } from "zod";
import { found, idParam, parseWith, unitsOf, unwrap } from "~/api/domain.server";
import { deleteActivity, getJournalEntry, updateJournalEntry } from "~/fitness/activity.server";
import { journalSchemaFor } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const entry = found(await getJournalEntry(user, idParam(params.id), unitsOf(request)));
      await auditOwn({ request, context, user }, "read", "fitness_journal", { recordId: entry.id });
      return ok(entry);
    },
  }),
  PUT: endpoint({
    auth: "user",
    body: z.unknown(),
    handler: async ({ request, context, params, body, user }) => {
      const units = unitsOf(request);
      const entry = unwrap(await updateJournalEntry(user, idParam(params.id), parseWith(journalSchemaFor(units), body), units));
      await auditOwn({ request, context, user }, "update", "fitness_journal", { recordId: entry.id });
      return ok(entry);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, params, user }) => {
      const { id } = unwrap(await deleteActivity(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "delete", "fitness_journal", { recordId: id });
      return noContent();
    },
  }),
});
