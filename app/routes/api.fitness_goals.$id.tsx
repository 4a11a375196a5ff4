import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap } from "~/api/domain.server";
import { updateGoal } from "~/fitness/goals.server";
import { goalSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { goal } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "user",
    summary: "Adjust this week's fitness goal",
    description: "`non_field_errors: [\"Only this week's goal can be adjusted.\"]`.",
    responses: { 200: goal },
    body: goalSchema,
    handler: async ({ request, context, params, body, user }) => {
      const goal = unwrap(await updateGoal(user, idParam(params.id), body));
      await auditOwn({ request, context, user }, "update", "fitness_goal", { recordId: goal.id });
      return ok(goal);
    },
  }),
});
