import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { rangeOf } from "~/journal/api.server";
import { ENTRY_PAGE_SIZE } from "~/journal/codes";
import { createEntry, listEntries } from "~/journal/journal.server";
import { checkRange, entrySchema, rangeFields } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { entry } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's journal entries, by day, meal and as logged",
    description: "Between `start_date` and `end_date` (the clinic's days; at most a year apart). Both default to today; one given is a one-day range. `start_date`/`end_date`: \"Enter a date as YYYY-MM-DD.\"; `end_date`: \"The end date cannot be before the start date.\" / \"Ask for 366 days or fewer.\"",
    responses: { 200: page(entry) },
    query: pageQuery(ENTRY_PAGE_SIZE, 500).extend(rangeFields).superRefine(checkRange),
    handler: async (args) => {
      const { request, query, user } = args;
      const page = await listEntries(user, rangeOf(user, query), query);
      await auditOwn(args, "read", "journal_entry");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Add a journal entry",
    description: "A food (with a measure: a common measure's id or \"g\") or a recipe (servings); hydration and electrolyte add to the day's total (201 for the day's first, 200 after). The day may not be after the clinic's today (\"The date cannot be in the future.\"); a day holds at most 200 food items.",
    responses: { 201: entry, 200: entry.describe("Hydration or electrolyte added to the day's total.") },
    body: entrySchema,
    handler: async (args) => {
      const { entry, created } = unwrap(await createEntry(args.user, args.body));
      await auditOwn(args, created ? "create" : "update", "journal_entry", { recordId: entry.id });
      return ok(entry, created ? 201 : 200);
    },
  }),
});
