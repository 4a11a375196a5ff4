import { apiRoute, endpoint, ok } from "~/api/api.server";
import { todayIn } from "~/domain/calendar";
import { historyGraph } from "~/fitness/history.server";
import { historyQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** GET /api/exercises/my_history/?time_span=all|2|4|6|8&group_by=day|week&exercise={id}: the history chart. */
  GET: endpoint({
    auth: "user",
    query: historyQuery,
    handler: async ({ request, context, query, user }) => {
      const graph = await historyGraph(user, { time_span: query.time_span, group_by: query.group_by, exercise: query.exercise ?? null }, todayIn(user.time_zone));
      await auditOwn({ request, context, user }, "read", "fitness_history", { detail: "chart" });
      return ok(graph);
    },
  }),
});
