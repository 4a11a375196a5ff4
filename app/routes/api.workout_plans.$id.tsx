import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { getWorkoutPlan } from "~/fitness/plans.server";
import { workoutPlanDetail } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "A workout plan with its schedule by weekday",
    responses: { 200: workoutPlanDetail },
    handler: async ({ user, params }) => ok(found(await getWorkoutPlan(user, idParam(params.id)))),
  }),
});
