import { apiRoute, endpoint, ok } from "~/api/api.server";
import { todayIn } from "~/domain/calendar";
import { historySummary } from "~/fitness/history.server";
import { summaryQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";
import { caloriesByWeek } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Calories burned by week, newest first",
    description: "Over the last `days_to_do` days, or all history from the member's first log without it.",
    responses: { 200: caloriesByWeek },
    query: summaryQuery,
    handler: async ({ request, context, query, user }) => {
      const summary = await historySummary(user, query.days_to_do ?? null, todayIn(user.time_zone));
      await auditOwn({ request, context, user }, "read", "fitness_history", { detail: "summary" });
      return ok({ count: summary.results.length, next: null, previous: null, ...summary });
    },
  }),
});
