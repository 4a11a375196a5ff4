import { apiRoute, endpoint, ok } from "~/api/api.server";
import { todayIn } from "~/domain/calendar";
import { journalSummary } from "~/fitness/activity.server";
import { dateQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";
import { unitsOf } from "~/api/domain.server";

export const { loader, action } = apiRoute({
  /**
   * GET /api/fitness_journals/summary/?date=: the week of `date` (today without it): totals
   * cardio (minutes), resistance and flexibility (sessions), calories_burned, and the list.
   */
  GET: endpoint({
    auth: "user",
    query: dateQuery,
    handler: async ({ request, context, query, user }) => {
      const summary = await journalSummary(user, query.date ?? todayIn(user.time_zone), unitsOf(request));
      await auditOwn({ request, context, user }, "read", "fitness_journal", { detail: "summary" });
      return ok(summary);
    },
  }),
});
