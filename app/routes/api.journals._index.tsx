import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { rangeOf } from "~/journal/api.server";
import { ENTRY_PAGE_SIZE } from "~/journal/codes";
import { createEntry, listEntries } from "~/journal/journal.server";
import { checkRange, entrySchema, rangeFields } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/journals/?start_date&end_date&limit&offset: the caller's entries, by day, meal and as logged. */
  GET: endpoint({
    auth: "user",
    query: pageQuery(ENTRY_PAGE_SIZE, 500).extend(rangeFields).superRefine(checkRange),
    handler: async (args) => {
      const { request, query, user } = args;
      const page = await listEntries(user, rangeOf(query, user), query);
      await auditOwn(args, "read", "journal_entry");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  /**
   * POST /api/journals/: a food or recipe entry (201); hydration and electrolyte add to the day's
   * total (201 for the day's first, 200 after).
   */
  POST: endpoint({
    auth: "user",
    body: entrySchema,
    handler: async (args) => {
      const { entry, created } = unwrap(await createEntry(args.user, args.body));
      await auditOwn(args, created ? "create" : "update", "journal_entry", { recordId: entry.id });
      return ok(entry, created ? 201 : 200);
    },
  }),
});
