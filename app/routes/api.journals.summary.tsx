import { apiRoute, endpoint, ok } from "~/api/api.server";
import { rangeOf } from "~/journal/api.server";
import { summarizeDays } from "~/journal/journal.server";
import { rangeQuerySchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";

/**
 * GET /api/journals/summary?start_date&end_date: one Journal summary a day (every day of the
 * range, empty days too), each naming the goal in force; the goals come alongside.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: rangeQuerySchema,
    handler: async (args) => {
      const { start, end } = rangeOf(args.query, args.user);
      const { summaries, goals } = await summarizeDays(args.user, start, end);
      await auditOwn(args, "read", "journal_summary");
      return ok({ count: summaries.length, next: null, previous: null, results: summaries, goals });
    },
  }),
});
