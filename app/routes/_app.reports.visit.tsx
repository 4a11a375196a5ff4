import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { firstError } from "~/domain/outcome";
import { pageLanguage } from "~/i18n/i18n.server";
import { param, readParams } from "~/page/params.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import { requireReportPatient } from "~/reports/access.server";
import { REPORT_MSG } from "~/reports/codes";
import { readerOf } from "~/reports/reader.server";
import { VisitSinceForm, VisitSummaryView } from "~/reports/ui/visit-summary";
import { myVisitSummary } from "~/reports/visit.server";
import { visitView, type VisitView } from "~/reports/visit-view";
import { auditOwn } from "~/security/audit.server";
import reportsCss from "~/styles/reports.css";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(reportsCss);

export const handle = { i18n: ["reports"], title: "reports:visit.title" };

interface OwnVisitPage {
  since: string;
  /** The summary starts from the day asked (the PDF link keeps it). */
  chosen: boolean;
  error: string | null;
  view: VisitView;
}

/**
 * The patient's own visit summary (issue 40): what the care team sees, to print or download
 * before the visit. Patients only, as /reports: staff are sent to their patients (a patient's
 * summary is /patients/{id}/visit). An audited read; a day it refuses shows the default with the reason.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireReportPatient(request);
  const { since } = readParams(request, { since: param.day() });
  const asked = pageOutcome(await myVisitSummary(user, { since: since ?? undefined }, user.units));
  const summary = asked.ok ? asked.data : pageData(await myVisitSummary(user, {}, user.units));
  await auditOwn({ request, context, user }, "read", "visit_summary", { detail: `since ${summary.since}` });
  const page: OwnVisitPage = {
    since: summary.since,
    chosen: asked.ok && summary.since_source === "chosen",
    error: asked.ok ? null : firstError(asked.errors, REPORT_MSG.badDate),
    view: visitView(readerOf(await pageLanguage(request, user.language ?? null)), summary),
  };
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export default function OwnVisit() {
  const { since, chosen, error, view } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  return (
    <section className="page">
      <PageHeader
        title={t("visit.title")}
        subtitle={view.patient}
        actions={
          <a href={paths.reportsVisitPdf(chosen ? since : null)} className="btn btn-primary no-print" download>
            {t("visit.pdf")}
          </a>
        }
      />
      <VisitSinceForm since={since} error={error} />
      <VisitSummaryView view={view} />
    </section>
  );
}
