import { apiRoute, endpoint, ok } from "~/api/api.server";
import { todayIn } from "~/domain/calendar";
import { journalSummary } from "~/fitness/activity.server";
import { dateQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";
import { journalWeekTotals } from "~/fitness/api-shapes";
import { withUnits } from "~/api/domain.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A week's fitness totals and entries",
    description: "The week (Sunday to Saturday) of `date`, today without it: cardio minutes, resistance and flexibility sessions (days with an entry of that type), calories burned.",
    responses: { 200: journalWeekTotals },
    query: withUnits(dateQuery),
    handler: async ({ request, context, query, user }) => {
      const summary = await journalSummary(user, query.date ?? todayIn(user.time_zone), query.units);
      await auditOwn({ request, context, user }, "read", "fitness_journal", { detail: "summary" });
      return ok(summary);
    },
  }),
});
