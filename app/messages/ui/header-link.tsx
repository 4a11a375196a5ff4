import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";

/**
 * The header's messages link beside the bell (issue 39): to a patient, their conversations with the
 * unread count; to staff, the inbox with the conversations waiting for the care team.
 */
export function MessagesLink({ count, staff }: { count: number; staff: boolean }) {
  const { t } = useTranslation();
  const label = count === 0 ? t("messagesLink.label") : t(staff ? "messagesLink.waiting" : "messagesLink.unread", { count });
  return (
    <NavLink to={staff ? paths.careInbox() : paths.messages()} className="bell" aria-label={label} title={label}>
      <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm0 2v11.17L7.17 16H20V6H4Zm3 3h10v2H7V9Zm0-3h10v2H7V6Zm0 6h7v2H7v-2Z"
        />
      </svg>
      {count > 0 ? (
        <span className="bell-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      ) : null}
    </NavLink>
  );
}
