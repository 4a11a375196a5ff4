import { apiRoute, endpoint, ok } from "~/api/api.server";
import { progressOverview } from "~/progress/weights.server";
import { auditOwn } from "~/security/audit.server";
import { overview } from "~/progress/api-shapes";
import { unitsQuery } from "~/api/domain.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: unitsQuery,
    summary: "The caller's weight progress at a glance, with the two charts' points",
    description: "Start, current, change, trend, BMI and goal, as the /progress page shows them; pounds and inches.",
    responses: { 200: overview },
    handler: async ({ request, context, query, user }) => {
      const overview = await progressOverview(user, query.units);
      await auditOwn({ request, context, user }, "read", "weight");
      return ok(overview);
    },
  }),
});
