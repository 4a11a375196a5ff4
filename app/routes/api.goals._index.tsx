import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { GOAL_PAGE_SIZE } from "~/journal/codes";
import { listGoals, saveGoal, todayOf } from "~/journal/journal.server";
import { goalSchema, optionalDay } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/goals/?start_date: the goal in force on that day (today by default), then every newer one. */
  GET: endpoint({
    auth: "user",
    query: pageQuery(GOAL_PAGE_SIZE).extend({ start_date: optionalDay }),
    handler: async (args) => {
      const { request, query, user } = args;
      const page = await listGoals(user, query.start_date ?? todayOf(user), query);
      await auditOwn(args, "read", "nutrition_goal");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  /** POST /api/goals/: today's goal (201 new; 200 when today already had one, now updated). */
  POST: endpoint({
    auth: "user",
    body: goalSchema,
    handler: async (args) => {
      const { goal, created } = unwrap(await saveGoal(args.user, null, args.body));
      await auditOwn(args, created ? "create" : "update", "nutrition_goal", { recordId: goal.id });
      return ok(goal, created ? 201 : 200);
    },
  }),
});

