import type { LoaderFunctionArgs } from "@remix-run/node";
import { pageLanguage } from "~/i18n/i18n.server";
import { param, readParams } from "~/page/params.server";
import { pageData } from "~/page/outcome.server";
import { requireReportPatient } from "~/reports/access.server";
import { visitPdf } from "~/reports/pdf.server";
import { readerOf } from "~/reports/reader.server";
import { myVisitSummary } from "~/reports/visit.server";
import { visitView } from "~/reports/visit-view";
import { auditOwn } from "~/security/audit.server";

/** /reports/visit.pdf: the patient's own visit summary as a PDF, the page's content; an audited export. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireReportPatient(request);
  const { since } = readParams(request, { since: param.day() });
  const summary = pageData(await myVisitSummary(user, { since: since ?? undefined }, user.units));
  // The page's language: the PDF reads as the page it was downloaded from.
  const pdf = await visitPdf(visitView(readerOf(await pageLanguage(request, user.language ?? null)), summary));
  await auditOwn({ request, context, user }, "export", "visit_summary", { detail: `pdf since ${summary.since}` });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="visit-summary-${summary.today}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
