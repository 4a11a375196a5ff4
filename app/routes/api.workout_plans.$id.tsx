import { apiRoute, endpoint, ok } from "~/api/api.server";
import { found, idParam } from "~/api/domain.server";
import { getWorkoutPlan } from "~/fitness/plans.server";

export const { loader, action } = apiRoute({
  /** GET /api/workout_plans/{id}: the plan with its schedule by weekday. */
  GET: endpoint({
    auth: "user",
    handler: async ({ params }) => ok(found(await getWorkoutPlan(idParam(params.id)))),
  }),
});
