import { apiRoute, endpoint, ok } from "~/api/api.server";
import { todayIn } from "~/domain/calendar";
import { apiLanguage } from "~/i18n/i18n.server";
import { historyGraph } from "~/fitness/history.server";
import { historyQuery } from "~/fitness/queries.server";
import { auditOwn } from "~/security/audit.server";
import { historyChart } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's history chart: minutes and calories burned by day or week",
    responses: { 200: historyChart },
    query: historyQuery,
    handler: async ({ request, context, query, user }) => {
      const graph = await historyGraph(user, { time_span: query.time_span, group_by: query.group_by, exercise: query.exercise ?? null }, todayIn(user.time_zone), await apiLanguage(request, user.language));
      await auditOwn({ request, context, user }, "read", "fitness_history", { detail: "chart" });
      return ok(graph);
    },
  }),
});
