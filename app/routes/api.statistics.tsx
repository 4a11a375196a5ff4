import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { homeWeight } from "~/home/dashboard.server";
import { queryFlag } from "~/validation/rules";
import { auditOwn } from "~/security/audit.server";
import { statistics } from "~/progress/api-shapes";
import { withUnits } from "~/api/domain.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The home dashboard's weight chart and change",
    description: "The first point plus the last 11 (`x` day, `y` pounds, `z` 0 clinic / 1 member) and `weight_change` in pounds since the first (negative: lost). Without `member_created=True`, the clinic's weigh-ins only.",
    responses: { 200: statistics },
    query: withUnits(z.object({ member_created: queryFlag() })),
    handler: async ({ request, context, query, user }) => {
      const weight = await homeWeight(user, { memberCreated: query.member_created === true, units: query.units });
      await auditOwn({ request, context, user }, "read", "weight");
      return ok({ weight_chart: weight.weight_chart, weight_change: weight.weight_change });
    },
  }),
});
