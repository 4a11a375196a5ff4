import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { addExercisesToPlan, listMyPlan } from "~/fitness/my-workout.server";
import { addExercisesSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/member_exercise_plans: the caller's plan, by exercise name. */
  GET: endpoint({
    auth: "user",
    query: pageQuery(100),
    handler: async ({ request, context, query, user }) => {
      const rows = await listMyPlan(user);
      await auditOwn({ request, context, user }, "read", "fitness_plan");
      return ok(pageOf(request, slicePage(rows, query)));
    },
  }),
  /**
   * POST /api/member_exercise_plans/ {is_plan: 0, exercise: "1,2", weekday?}: adds exercises to
   * the caller's plan (booked on `weekday` when given); answers the rows of those exercises.
   */
  POST: endpoint({
    auth: "user",
    body: addExercisesSchema,
    handler: async ({ request, context, body, user }) => {
      const plan = unwrap(await addExercisesToPlan(user, body.exercise, body.weekday));
      await auditOwn({ request, context, user }, "create", "fitness_plan", { detail: "add_exercises" });
      const added = plan.filter((row) => body.exercise.includes(row.exercise));
      return ok({ count: added.length, next: null, previous: null, results: added }, 201);
    },
  }),
});
