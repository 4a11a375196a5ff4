import type { LoaderFunctionArgs } from "@remix-run/node";
import { firstError } from "~/domain/outcome";
import { pageLanguage, translate, translateMessage } from "~/i18n/i18n.server";
import { pageOutcome } from "~/page/outcome.server";
import { parseParams } from "~/page/params.server";
import { requireReportPatient } from "~/reports/access.server";
import { REPORT_MSG } from "~/reports/codes";
import { reportCsv } from "~/reports/csv";
import { myIntakeReport } from "~/reports/intake.server";
import { reportPageSchema } from "~/reports/schemas";
import { auditOwn } from "~/security/audit.server";

const refused = (message: string) => new Response(message, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

/**
 * /reports.csv (issue 40): the rows /reports shows for the same range, grouping and comparison,
 * in the member's units; a range the page would refuse is a 400 with the page's message. The
 * patient's own (staff are sent to their patients, as from /reports); an audited export.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireReportPatient(request);
  // The member's language: their choice, else the page's (cookie, then the browser's).
  const language = await pageLanguage(request, user.language ?? null);
  const parsed = parseParams(request, reportPageSchema);
  if (!parsed.success) return refused(translateMessage(language, parsed.error.issues[0]?.message ?? REPORT_MSG.badDate));
  const asked = pageOutcome(await myIntakeReport(user, parsed.data, user.units));
  if (!asked.ok) return refused(translateMessage(language, firstError(asked.errors, REPORT_MSG.badDate)));
  const report = asked.data;
  await auditOwn({ request, context, user }, "export", "intake_report", { detail: `csv ${report.from} to ${report.to} by ${report.group}` });
  return new Response(reportCsv(report, (key, values) => translate(language, key, values)), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="report-${report.from}-to-${report.to}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
}
