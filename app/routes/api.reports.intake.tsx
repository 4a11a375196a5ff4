import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap, withUnits } from "~/api/domain.server";
import { requireReportCaller } from "~/reports/access.server";
import { myIntakeReport } from "~/reports/intake.server";
import { intakeReport } from "~/reports/api-shapes";
import { intakeQuerySchema } from "~/reports/schemas";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's food, exercise and weight by day, week or month over a range, against their goals",
    description:
      "`from` and `to` (days of the clinic's calendar; the last 4 weeks when both are left out, the 28 days to `to` when only `to` is given), `group` (`day`, `week`: the clinic's weeks, Sunday first, or `month`; `week` by default), `compare=True` for the same length of time just before. A day in the future, an end before the start or a range over two years is refused with 400 VALIDATION_ERROR and a clear message. Each row's averages are the mean of its days logged as the journal shows them; weights in pounds and fluids in fluid ounces, or kilograms and millilitres with `?units=metric`; each row names its worst side effect of the medicines' check-in. Patients only (staff: 403; their side is GET /api/care/patients/{id}/reports/visit). An audited read.",
    responses: { 200: intakeReport },
    refuses: [403],
    query: withUnits(intakeQuerySchema),
    handler: async (args) => {
      requireReportCaller(args.user);
      const { from, to, group, compare, units } = args.query;
      const report = unwrap(await myIntakeReport(args.user, { from, to, group, compare }, units));
      await auditOwn(args, "read", "intake_report", { detail: `${report.from} to ${report.to} by ${group}` });
      return ok(report);
    },
  }),
});
