import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap, withUnits } from "~/api/domain.server";
import { visitSummary } from "~/reports/api-shapes";
import { requireReportCaller } from "~/reports/access.server";
import { visitQuerySchema } from "~/reports/schemas";
import { myVisitSummary } from "~/reports/visit.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's visit summary",
    description:
      "Since the caller's last visit (the latest appointment before today), or `since` (not in the future, at most two years back), else the last four weeks; the same content as the care team's. Weights in pounds, or kilograms with `?units=metric`. Patients only (staff: 403; their side is GET /api/care/patients/{id}/reports/visit). An audited read.",
    responses: { 200: visitSummary },
    query: withUnits(visitQuerySchema),
    refuses: [403],
    handler: async (args) => {
      requireReportCaller(args.user);
      const s = unwrap(await myVisitSummary(args.user, { since: args.query.since }, args.query.units));
      await auditOwn(args, "read", "visit_summary", {
        detail: `since ${s.since}`,
      });
      return ok(s);
    },
  }),
});
