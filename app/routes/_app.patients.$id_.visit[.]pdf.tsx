import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireIdParam } from "~/auth/params.server";
import { requireStaff } from "~/auth/auth.server";
import { pageLanguage } from "~/i18n/i18n.server";
import { param, readParams } from "~/page/params.server";
import { pageData } from "~/page/outcome.server";
import { visitPdf } from "~/reports/pdf.server";
import { readerOf } from "~/reports/reader.server";
import { patientVisitSummary } from "~/reports/visit.server";
import { visitView } from "~/reports/visit-view";
import { auditStaff } from "~/security/audit.server";

/** /patients/{id}/visit.pdf: the care team's visit summary as a PDF, the page's content; an audited export. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = requireIdParam(params.id);
  const { since } = readParams(request, { since: param.day() });
  const summary = pageData(await patientVisitSummary(user, id, { since: since ?? undefined }, user.units));
  // The page's language: the PDF reads as the page it was downloaded from.
  const pdf = await visitPdf(visitView(readerOf(await pageLanguage(request, user.language ?? null)), summary));
  await auditStaff({ request, context, user }, id, "export", "visit_summary", {
    detail: `pdf since ${summary.since}`,
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="visit-summary-${id}-${summary.today}.pdf"`,
      "Cache-Control": "private, no-store",
    },
  });
}
