import { apiRoute, endpoint, ok } from "~/api/api.server";
import { rangeOf } from "~/journal/api.server";
import { summarizeDays } from "~/journal/journal.server";
import { rangeQuerySchema } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";
import { summaries } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "One journal summary a day over a range, with the goals in force",
    description: "Every day of the range, empty days too, each naming the goal in force; the goals come alongside.",
    responses: { 200: summaries },
    query: rangeQuerySchema,
    handler: async (args) => {
      const { start, end } = rangeOf(args.user, args.query);
      const { summaries, goals } = await summarizeDays(args.user, start, end);
      await auditOwn(args, "read", "journal_summary");
      return ok({ count: summaries.length, next: null, previous: null, results: summaries, goals });
    },
  }),
});
