import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/**
 * The links other areas' pages draw to the reports (the journal, /progress, a patient's record),
 * in the reports' words (issue 41): the route that draws one names "reports" in its handle.
 */

/** The daily journal's sentence to /reports. */
export function JournalReportsLink() {
  const { t } = useTranslation("reports");
  return <Link to={paths.reports()}>{t("page.fromJournal")}</Link>;
}

/** /progress's button to /reports. */
export function MyReportsLink() {
  const { t } = useTranslation("reports");
  return (
    <Link to={paths.reports()} className="btn btn-ghost">
      {t("page.open")}
    </Link>
  );
}

/** A patient's record's button to their visit summary. */
export function VisitSummaryLink({ patientId }: { patientId: number }) {
  const { t } = useTranslation("reports");
  return (
    <Link to={paths.patientVisit(patientId)} className="btn btn-ghost">
      {t("visit.title")}
    </Link>
  );
}
