import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { GOAL_PAGE_SIZE } from "~/journal/codes";
import { listGoals, saveGoal, todayOf } from "~/journal/journal.server";
import { goalSchema, optionalDay } from "~/journal/schemas";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { goal } from "~/journal/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's nutrition goals: the one in force on `start_date` (today by default), then every newer one",
    responses: { 200: page(goal) },
    query: pageQuery(GOAL_PAGE_SIZE).extend({ start_date: optionalDay }),
    handler: async (args) => {
      const { request, query, user } = args;
      const page = await listGoals(user, query.start_date ?? todayOf(user), query);
      await auditOwn(args, "read", "nutrition_goal");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "user",
    summary: "Set today's nutrition goal",
    description: "`date`, when sent, must be today: `date: [\"A goal can be set only for today.\"]`.",
    responses: { 201: goal, 200: goal.describe("Today already had a goal: updated.") },
    body: goalSchema,
    handler: async (args) => {
      const { goal, created } = unwrap(await saveGoal(args.user, null, args.body));
      await auditOwn(args, created ? "create" : "update", "nutrition_goal", { recordId: goal.id });
      return ok(goal, created ? 201 : 200);
    },
  }),
});

