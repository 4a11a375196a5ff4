/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { DECLINE_CODES, type DeclineCode, type FoodStatus } from "~/foods/codes";

export const declineReason = (code: DeclineCode | null) => DECLINE_CODES.find((d) => d.code === code)?.label ?? null;

/** Where a personal food stands: awaiting approval, approved, or declined with the reason. */
export function FoodStatusBadge({ status, declineCode }: { status: FoodStatus; declineCode: DeclineCode | null }) {
  if (status === "approved") return <span className="badge badge-approved">Approved</span>;
  if (status === "pending") return <span className="badge badge-pending">Awaiting approval</span>;
  const reason = declineReason(declineCode);
  return (
    <span className="badge badge-declined">
      Declined{reason ? `: ${reason}` : ""}
    </span>
  );
}
