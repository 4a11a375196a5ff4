import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { z } from "zod";
import { eitherUnits, parseWith, slicePage, unitsQuery, unwrap, withUnits } from "~/api/domain.server";
import { createJournalEntry, journalWeek, listJournal } from "~/fitness/activity.server";
import { journalListQuery } from "~/fitness/queries.server";
import { journalSchemaFor } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { journalEntry } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's fitness journal: the week of `date`, or every entry, newest first",
    responses: { 200: page(journalEntry) },
    query: withUnits(journalListQuery),
    handler: async ({ request, context, query, user }) => {
      const units = query.units;
      const page = query.date
        ? slicePage(await journalWeek(user, query.date, query.type_of_activity, units), query)
        : { ...(await listJournal(user, { type: query.type_of_activity, limit: query.limit, offset: query.offset }, units)), limit: query.limit, offset: query.offset };
      await auditOwn({ request, context, user }, "read", "fitness_journal");
      return ok(pageOf(request, page));
    },
  }),
  POST: endpoint({
    auth: "user",
    query: unitsQuery,
    summary: "Add a fitness journal entry",
    description: "`minutes` required; for Resistance also `weight_lifted` (pounds, or kilograms with `?units=metric`), `reps` and `number_of_sets`. Not in the future.",
    responses: { 201: journalEntry },
    body: z.unknown(),
    reads: { json: eitherUnits(journalSchemaFor) },
    handler: async ({ request, context, body, query, user }) => {
      const units = query.units;
      const entry = unwrap(await createJournalEntry(user, parseWith(journalSchemaFor(units), body), units));
      await auditOwn({ request, context, user }, "create", "fitness_journal", { recordId: entry.id });
      return ok(entry, 201);
    },
  }),
});
