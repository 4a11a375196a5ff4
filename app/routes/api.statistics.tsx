import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { homeWeight } from "~/home/dashboard.server";
import { queryFlag } from "~/validation/rules";
import { auditOwn } from "~/security/audit.server";
import { unitsOf } from "~/api/domain.server";

/**
 * GET /api/statistics?member_created=True (spec part 1 §7, §9): the home dashboard's weight
 * chart, first plus last 11 points `{x (day), y (pounds; kilograms with ?units=metric), z (0
 * clinic, 1 member)}`, and `weight_change` since the first (negative: lost). Without `member_created=True` only
 * the clinic's weigh-ins. The same function as the dashboard's weight block.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: z.object({ member_created: queryFlag() }),
    handler: async ({ request, context, query, user }) => {
      const weight = await homeWeight(user, { memberCreated: query.member_created === true, units: unitsOf(request) });
      await auditOwn({ request, context, user }, "read", "weight");
      return ok({ weight_chart: weight.weight_chart, weight_change: weight.weight_change });
    },
  }),
});
