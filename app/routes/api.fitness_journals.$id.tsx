import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { z } from "zod";
import { eitherUnits, found, idParam, parseWith, unitsQuery, unwrap } from "~/api/domain.server";
import { deleteActivity, getJournalEntry, updateJournalEntry } from "~/fitness/activity.server";
import { journalSchemaFor } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { journalEntry } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: unitsQuery,
    summary: "One of the caller's fitness journal entries",
    responses: { 200: journalEntry },
    handler: async ({ request, context, params, query, user }) => {
      const entry = found(await getJournalEntry(user, idParam(params.id), query.units));
      await auditOwn({ request, context, user }, "read", "fitness_journal", { recordId: entry.id });
      return ok(entry);
    },
  }),
  PUT: endpoint({
    auth: "user",
    query: unitsQuery,
    summary: "Change one of the caller's fitness journal entries",
    responses: { 200: journalEntry },
    body: z.unknown(),
    reads: { json: eitherUnits(journalSchemaFor) },
    handler: async ({ request, context, params, body, query, user }) => {
      const units = query.units;
      const entry = unwrap(await updateJournalEntry(user, idParam(params.id), parseWith(journalSchemaFor(units), body), units));
      await auditOwn({ request, context, user }, "update", "fitness_journal", { recordId: entry.id });
      return ok(entry);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Delete one of the caller's fitness journal entries (the same record as its log)",
    responses: { 204: null },
    handler: async ({ request, context, params, user }) => {
      const { id } = unwrap(await deleteActivity(user, idParam(params.id)));
      await auditOwn({ request, context, user }, "delete", "fitness_journal", { recordId: id });
      return noContent();
    },
  }),
});
