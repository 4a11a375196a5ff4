/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Link } from "@remix-run/react";
import { paths } from "~/paths";
import { formatDateTimeIn } from "~/i18n/format";
import { TableScroll } from "~/ui/table-scroll";
import { STATE_LABELS, waitedFor } from "../codes";
import type { InboxRow } from "../inbox.server";

/**
 * The inbox's rows: the patient, the subject (with what is new), where it stands, how long the
 * patient has waited (past the clinic's next working day it is marked, as the panel's
 * `unanswered` flag), who it is assigned to and the last message. `now`: the loader's clock, so
 * the server and the browser draw the same waits.
 */
export function InboxTable({ rows, now, timeZone }: { rows: InboxRow[]; now: number; timeZone: string }) {
  return (
    <TableScroll label="Conversations">
      <table className="table inbox-table">
        <caption className="visually-hidden">Conversations with patients</caption>
        <thead>
          <tr>
            <th scope="col">Patient</th>
            <th scope="col">Subject</th>
            <th scope="col">Status</th>
            <th scope="col">Waiting</th>
            <th scope="col">Assigned to</th>
            <th scope="col">Last message</th>
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
                {r.unread ? <span className="badge badge-unread">{r.unread === 1 ? "1 new" : `${r.unread} new`}</span> : null}
              </td>
              <td>{STATE_LABELS.staff[r.state]}</td>
              <td>
                {r.waiting_since ? (
                  <span className={r.overdue ? "waited is-overdue" : "waited"}>
                    {waitedFor(Math.max(0, Math.floor((now - Date.parse(r.waiting_since)) / 60_000)))}
                    {r.overdue ? <span className="waited-flag">Unanswered past a working day</span> : null}
                  </span>
                ) : (
                  "—"
                )}
              </td>
              <td>{r.assigned_to ? r.assigned_to.name : <span className="muted">Nobody</span>}</td>
              <td>
                <time dateTime={r.last_message_at}>{formatDateTimeIn(r.last_message_at, timeZone)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
