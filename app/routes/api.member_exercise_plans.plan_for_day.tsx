import { apiRoute, endpoint, ok } from "~/api/api.server";
import { planForDay } from "~/fitness/my-workout.server";
import { weekdayQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/member_exercise_plans/plan_for_day/?weekday=0…6 (Sunday 0): what the caller booked that day. */
  GET: endpoint({
    auth: "user",
    query: weekdayQuery,
    handler: async ({ request, context, query, user }) => {
      const rows = await planForDay(user, query.weekday);
      await auditOwn({ request, context, user }, "read", "fitness_plan", { detail: "plan_for_day" });
      return ok({ count: rows.length, next: null, previous: null, results: rows });
    },
  }),
});
