import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { setPlanRows } from "~/fitness/my-workout.server";
import { planRowsSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * POST /api/member_exercise_plans/bulk_create/ [{exercise, sunday … saturday}]: sets the
   * weekdays of each exercise, adding those not in the plan yet; all or none. Answers the plan.
   */
  POST: endpoint({
    auth: "user",
    body: planRowsSchema,
    handler: async ({ request, context, body, user }) => {
      const plan = unwrap(await setPlanRows(user, body));
      await auditOwn({ request, context, user }, "update", "fitness_plan", { detail: "bulk" });
      return ok({ count: plan.length, next: null, previous: null, results: plan }, 201);
    },
  }),
});
