import { apiRoute, endpoint, ok } from "~/api/api.server";
import { planForDay } from "~/fitness/my-workout.server";
import { weekdayQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";
import { shortList } from "~/api/shapes";
import { planEntry } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The entries of the caller's plan booked on one weekday",
    description: "`weekday` 0 (Sunday) to 6, required.",
    responses: { 200: shortList(planEntry) },
    query: weekdayQuery,
    handler: async ({ request, context, query, user }) => {
      const rows = await planForDay(user, query.weekday);
      await auditOwn({ request, context, user }, "read", "fitness_plan", { detail: "plan_for_day" });
      return ok({ count: rows.length, next: null, previous: null, results: rows });
    },
  }),
});
