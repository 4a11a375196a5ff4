import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { todayIn } from "~/domain/calendar";
import { goalForWeek, saveGoal } from "~/fitness/goals.server";
import { startDateQuery } from "~/fitness/queries.server";
import { goalSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { goal, goalWeek } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The fitness goal in effect in the week of `start_date` (this week without it)",
    responses: { 200: goalWeek },
    query: startDateQuery,
    handler: async ({ request, context, query, user }) => {
      const goal = await goalForWeek(user, query.start_date ?? todayIn(user.time_zone));
      await auditOwn({ request, context, user }, "read", "fitness_goal", { recordId: goal?.id });
      return ok({ count: goal ? 1 : 0, next: null, previous: null, results: goal ? [goal] : [] });
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Set this week's fitness goal",
    description: "`date` must be today (YYYY/MM/DD): \"Goals can only be adjusted for today.\"; calories in steps of 0.1.",
    responses: { 201: goal, 200: goal.describe("This week's goal, replaced.") },
    body: goalSchema,
    handler: async ({ request, context, body, user }) => {
      const { goal, created } = unwrap(await saveGoal(user, body));
      await auditOwn({ request, context, user }, created ? "create" : "update", "fitness_goal", { recordId: goal.id });
      return ok(goal, created ? 201 : 200);
    },
  }),
});
