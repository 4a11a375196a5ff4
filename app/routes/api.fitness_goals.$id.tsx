import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { updateGoal } from "~/fitness/goals.server";
import { goalSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** PUT /api/fitness_goals/{id}: adjusts this week's goal (date must be today). */
  PUT: endpoint({
    auth: "user",
    body: goalSchema,
    handler: async ({ request, context, params, body, user }) => {
      const goal = unwrap(await updateGoal(user, idParam(params.id), body));
      await auditOwn({ request, context, user }, "update", "fitness_goal", { recordId: goal.id });
      return ok(goal);
    },
  }),
});
