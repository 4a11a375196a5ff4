import { apiRoute, endpoint, ok } from "~/api/api.server";
import { todayIn } from "~/domain/calendar";
import { historySummary } from "~/fitness/history.server";
import { summaryQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * GET /api/history_summary?days_to_do=n: calories burned by week ({week_of, days (Sunday …
   * Saturday), total}, newest first) over the last n days, or all history without it.
   */
  GET: endpoint({
    auth: "user",
    query: summaryQuery,
    handler: async ({ request, context, query, user }) => {
      const summary = await historySummary(user, query.days_to_do ?? null, todayIn(user.time_zone));
      await auditOwn({ request, context, user }, "read", "fitness_history", { detail: "summary" });
      return ok({ count: summary.results.length, next: null, previous: null, ...summary });
    },
  }),
});
