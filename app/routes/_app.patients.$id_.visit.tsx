import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { requireIdParam } from "~/auth/params.server";
import { requireStaff } from "~/auth/auth.server";
import { firstError } from "~/domain/outcome";
import { pageLanguage } from "~/i18n/i18n.server";
import { param, readParams } from "~/page/params.server";
import { pageData, pageOutcome } from "~/page/outcome.server";
import { paths } from "~/paths";
import { REPORT_MSG } from "~/reports/codes";
import { readerOf } from "~/reports/reader.server";
import { VisitSinceForm, VisitSummaryView } from "~/reports/ui/visit-summary";
import { patientVisitSummary } from "~/reports/visit.server";
import { visitView, type VisitView } from "~/reports/visit-view";
import { auditStaff } from "~/security/audit.server";
import reportsCss from "~/styles/reports.css";
import { PageHeader } from "~/ui/page";
import { stylesheets } from "~/ui/stylesheets";

export const links = stylesheets(reportsCss);

export const handle = { i18n: ["reports"], title: "reports:visit.title" };

/**
 * A patient's visit summary for the care team (issue 40): since the last visit or a chosen day,
 * printable, with its PDF. Staff only, a patient of the viewer's clinics only; an audited read.
 * A day the summary refuses (in the future, over two years back) shows the default with the reason.
 */
interface VisitPage {
  id: number;
  since: string;
  /** The summary starts from the day asked (the PDF link keeps it). */
  chosen: boolean;
  error: string | null;
  view: VisitView;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireStaff(request);
  const id = requireIdParam(params.id);
  const { since } = readParams(request, { since: param.day() });
  const asked = pageOutcome(await patientVisitSummary(user, id, { since: since ?? undefined }, user.units));
  const summary = asked.ok ? asked.data : pageData(await patientVisitSummary(user, id, {}, user.units));
  await auditStaff({ request, context, user }, id, "read", "visit_summary", {
    detail: `since ${summary.since}`,
  });
  const page: VisitPage = {
    id,
    since: summary.since,
    chosen: asked.ok && summary.since_source === "chosen",
    error: asked.ok ? null : firstError(asked.errors, REPORT_MSG.badDate),
    view: visitView(readerOf(await pageLanguage(request, user.language ?? null)), summary),
  };
  return data(page, { headers: { "Cache-Control": "private, no-store" } });
}

export default function PatientVisit() {
  const { id, since, chosen, error, view } = useLoaderData<typeof loader>();
  const { t } = useTranslation("reports");
  return (
    <section className="page">
      <PageHeader
        title={t("visit.heading", { who: view.patient })}
        actions={
          <span className="no-print">
            <a href={paths.patientVisitPdf(id, chosen ? since : null)} className="btn btn-primary" download>
              {t("visit.pdf")}
            </a>{" "}
            <Link to={paths.patient(id)} className="btn btn-ghost">
              {t("visit.backToRecord")}
            </Link>
          </span>
        }
      />
      <VisitSinceForm since={since} error={error} />
      <VisitSummaryView view={view} />
    </section>
  );
}
