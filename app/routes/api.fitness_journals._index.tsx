import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { z } from "zod";
import { parseWith, slicePage, unitsOf, unwrap } from "~/api/domain.server";
import { createJournalEntry, journalWeek, listJournal } from "~/fitness/activity.server";
import { journalListQuery } from "~/fitness/queries.server";
import { journalSchemaFor } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/fitness_journals/?date&type_of_activity&limit(100)&offset: the week of `date`, or everything, newest first. */
  GET: endpoint({
    auth: "user",
    query: journalListQuery,
    handler: async ({ request, context, query, user }) => {
      const units = unitsOf(request);
      const page = query.date
        ? slicePage(await journalWeek(user, query.date, query.type_of_activity, units), query)
        : { ...(await listJournal(user, { type: query.type_of_activity, limit: query.limit, offset: query.offset }, units)), limit: query.limit, offset: query.offset };
      await auditOwn({ request, context, user }, "read", "fitness_journal");
      return ok(pageOf(request, page));
    },
  }),
  /** POST /api/fitness_journals/: minutes required; weight lifted (lb, or kg with ?units=metric), reps and sets too for resistance. */
  POST: endpoint({
    auth: "user",
    body: z.unknown(),
    handler: async ({ request, context, body, user }) => {
      const units = unitsOf(request);
      const entry = unwrap(await createJournalEntry(user, parseWith(journalSchemaFor(units), body), units));
      await auditOwn({ request, context, user }, "create", "fitness_journal", { recordId: entry.id });
      return ok(entry, 201);
    },
  }),
});
