import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unitsOf } from "~/api/domain.server";
import { db } from "~/db/db.server";
import { progressOverview } from "~/progress/weights.server";
import { auditHealth } from "~/security/audit.server";

/**
 * GET /api/progress: the member's weight progress at a glance (start, current, change, trend,
 * BMI, goal) and the two charts' points, as the /progress page shows them.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      const overview = await progressOverview(db, user.id, unitsOf(request));
      await auditHealth({ request, context }, { actor: user, patientId: user.id, action: "read", record: "weight", detail: "api" });
      return ok(overview);
    },
  }),
});
