import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { listWorkoutPlans } from "~/fitness/plans.server";
import { workoutPlanListQuery } from "~/fitness/queries.server";

export const { loader, action } = apiRoute({
  /** GET /api/workout_plans?search&ordering&limit(100)&offset. */
  GET: endpoint({
    auth: "user",
    query: workoutPlanListQuery,
    handler: async ({ request, query }) => ok(pageOf(request, { ...(await listWorkoutPlans(query)), limit: query.limit, offset: query.offset })),
  }),
});
