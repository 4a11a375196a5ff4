import { apiRoute, endpoint, ok } from "~/api/api.server";
import { progressOverview } from "~/progress/weights.server";
import { auditOwn } from "~/security/audit.server";
import { unitsOf } from "~/api/domain.server";

/**
 * GET /api/progress: the member's weight progress at a glance (start, current, change, trend,
 * BMI, goal) and the two charts' points, as the /progress page shows them.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      const overview = await progressOverview(user, unitsOf(request));
      await auditOwn({ request, context, user }, "read", "weight");
      return ok(overview);
    },
  }),
});
