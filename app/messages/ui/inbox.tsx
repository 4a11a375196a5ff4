import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/use-translation";
import { paths } from "~/paths";
import { useFormat } from "~/i18n/react";
import { TableScroll } from "~/ui/table-scroll";
import { waitedFor } from "../codes";
import type { InboxRow } from "../inbox.server";

/**
 * The inbox's rows: the patient, the subject (with what is new), where it stands, how long the
 * patient has waited (past the clinic's next working day it is marked, as the panel's
 * `unanswered` flag), who it is assigned to and the last message. `now`: the loader's clock, so
 * the server and the browser draw the same waits.
 */
export function InboxTable({ rows, now, timeZone }: { rows: InboxRow[]; now: number; timeZone: string }) {
  const { t } = useTranslation("messages");
  const f = useFormat();
  const waited = (since: string) => {
    const w = waitedFor(Math.max(0, Math.floor((now - Date.parse(since)) / 60_000)));
    return t(`staff.waited.${w.unit}`, { count: w.count });
  };
  return (
    <TableScroll label={t("staff.table.label")}>
      <table className="table inbox-table">
        <caption className="visually-hidden">{t("staff.table.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("staff.table.patient")}</th>
            <th scope="col">{t("staff.table.subject")}</th>
            <th scope="col">{t("staff.table.status")}</th>
            <th scope="col">{t("staff.table.waiting")}</th>
            <th scope="col">{t("staff.table.assignedTo")}</th>
            <th scope="col">{t("staff.table.lastMessage")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.id} className={r.unread ? "is-unread" : undefined}>
              <th scope="row">
                <Link to={paths.patient(r.patient.id)}>{r.patient.name}</Link>
              </th>
              <td>
                <Link to={paths.careConversation(r.id)}>{r.subject}</Link>
                {r.unread ? <span className="badge badge-unread">{t("staff.table.new", { count: r.unread })}</span> : null}
              </td>
              <td>{t(`states.staff.${r.state}`)}</td>
              <td>
                {r.waiting_since ? (
                  <span className={r.overdue ? "waited is-overdue" : "waited"}>
                    {waited(r.waiting_since)}
                    {r.overdue ? <span className="waited-flag">{t("staff.table.overdue")}</span> : null}
                  </span>
                ) : (
                  "—"
                )}
              </td>
              <td>{r.assigned_to ? r.assigned_to.name : <span className="muted">{t("staff.table.nobody")}</span>}</td>
              <td>
                <time dateTime={r.last_message_at}>{f.dateTimeIn(r.last_message_at, timeZone)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
