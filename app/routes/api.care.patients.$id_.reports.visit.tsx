import { apiRoute, endpoint, ok } from "~/api/api.server";
import { idParam, unwrap, withUnits } from "~/api/domain.server";
import { notesForCaller } from "~/care/api.server";
import { visitSummary } from "~/reports/api-shapes";
import { visitQuerySchema } from "~/reports/schemas";
import { patientVisitSummary } from "~/reports/visit.server";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "staff",
    summary: "A patient's visit summary (staff)",
    description:
      "Since the patient's last visit (the latest appointment before today), or `since` (not in the future, at most two years back), else the last four weeks: weight change, trend, BMI and body composition, intake by week against the goals, exercise, adherence, open flags, the care team's notes and the patient's questions. Weights in pounds, or kilograms with `?units=metric`. Another clinic's patient is not found, exactly like a missing one. An audited read.",
    responses: { 200: visitSummary },
    refuses: [404],
    query: withUnits(visitQuerySchema),
    handler: async (args) => {
      const id = idParam(args.params.id);
      const s = unwrap(await patientVisitSummary(args.user, id, { since: args.query.since }, args.query.units));
      await auditStaff(args, id, "read", "visit_summary", {
        detail: `since ${s.since}`,
      });
      return ok({ ...s, notes: await notesForCaller(args.request, args.user, s.notes) });
    },
  }),
});
