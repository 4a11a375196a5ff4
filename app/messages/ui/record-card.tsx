import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/** The patient record's messages card (issue 39): where the patient's conversations stand, and starting one. */
export function MessagesCard({ patientId, counts }: { patientId: number; counts: { open: number; waiting: number; all: number } }) {
  const { t } = useTranslation("messages");
  return (
    <section className="card" aria-labelledby="record-messages-title">
      <h2 id="record-messages-title">{t("staff.card.title")}</h2>
      <p className="muted small">{counts.all === 0 ? t("staff.card.none") : t("staff.card.counts", { count: counts.open, waiting: counts.waiting })}</p>
      <p className="button-row">
        <Link to={paths.careNewConversation(patientId)} className="btn btn-secondary">
          {t("staff.card.write")}
        </Link>
        {counts.all > 0 ? (
          <Link to={paths.careInboxOf(patientId)} className="btn btn-ghost">
            {t("staff.card.theirs")}
          </Link>
        ) : null}
      </p>
    </section>
  );
}
