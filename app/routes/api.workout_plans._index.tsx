import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { listWorkoutPlans } from "~/fitness/plans.server";
import { workoutPlanListQuery } from "~/fitness/queries.server";
import { page } from "~/api/shapes";
import { workoutPlan } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Workout plans",
    description: "Ordered by `order` (the specification's name) or `ordering`: name, group or subgroup, each with `-` for descending (name by default). `search`, given, needs 3 characters or more (\"Enter search term!\").",
    responses: { 200: page(workoutPlan) },
    query: workoutPlanListQuery,
    handler: async ({ user, request, query }) => ok(pageOf(request, { ...(await listWorkoutPlans(user, query)), limit: query.limit, offset: query.offset })),
  }),
});
