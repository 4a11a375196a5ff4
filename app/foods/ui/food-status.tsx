import { useTranslation } from "~/i18n/use-translation";
import { DECLINE_CODES, type DeclineCode, type FoodStatus, PERSONAL_SOURCE } from "~/foods/codes";

/** A food's data source as read: a personal food's is said in the page's language, any other as stored. */
export function useSourceName() {
  const { t } = useTranslation("foods");
  return (source: string) => (source === PERSONAL_SOURCE ? t("personalSource") : source);
}

/** Where a personal food stands: awaiting approval, approved, or declined with the reason. */
export function FoodStatusBadge({ status, declineCode }: { status: FoodStatus; declineCode: DeclineCode | null }) {
  const { t } = useTranslation("foods");
  if (status === "approved") return <span className="badge badge-approved">{t("status.approved")}</span>;
  if (status === "pending") return <span className="badge badge-pending">{t("status.pending")}</span>;
  const known = DECLINE_CODES.some((d) => d.code === declineCode);
  return (
    <span className="badge badge-declined">
      {known ? t("status.declinedBecause", { reason: t(`declineCodes.${declineCode}`) }) : t("status.declined")}
    </span>
  );
}
