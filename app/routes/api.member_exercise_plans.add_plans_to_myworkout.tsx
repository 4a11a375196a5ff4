import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { addPlansToMyWorkout } from "~/fitness/my-workout.server";
import { addPlansSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** POST /api/member_exercise_plans/add_plans_to_myworkout {plan: "1,2"}: adds workout plans; answers the caller's plan. */
  POST: endpoint({
    auth: "user",
    body: addPlansSchema,
    handler: async ({ request, context, body, user }) => {
      const plan = unwrap(await addPlansToMyWorkout(user, body.plan));
      await auditOwn({ request, context, user }, "create", "fitness_plan", { detail: "add_plans" });
      return ok({ count: plan.length, next: null, previous: null, results: plan }, 201);
    },
  }),
});
