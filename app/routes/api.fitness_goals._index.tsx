import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { todayIn } from "~/domain/calendar";
import { goalForWeek, saveGoal } from "~/fitness/goals.server";
import { startDateQuery } from "~/fitness/queries.server";
import { goalSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/fitness_goals/?start_date=: the goal in effect that week (this week without it): none or one. */
  GET: endpoint({
    auth: "user",
    query: startDateQuery,
    handler: async ({ request, context, query, user }) => {
      const goal = await goalForWeek(user, query.start_date ?? todayIn(user.time_zone));
      await auditOwn({ request, context, user }, "read", "fitness_goal", { recordId: goal?.id });
      return ok({ count: goal ? 1 : 0, next: null, previous: null, results: goal ? [goal] : [] });
    },
  }),
  /** POST /api/fitness_goals/ {date (today, YYYY/MM/DD), cardio, resistance, flexibility, calories_burned}: sets this week's goal. */
  POST: endpoint({
    auth: "user",
    body: goalSchema,
    handler: async ({ request, context, body, user }) => {
      const { goal, created } = unwrap(await saveGoal(user, body));
      await auditOwn({ request, context, user }, created ? "create" : "update", "fitness_goal", { recordId: goal.id });
      return ok(goal, created ? 201 : 200);
    },
  }),
});
