/* eslint-disable i18next/no-literal-string -- not yet translated (issue 41) */
import { Form, Link } from "@remix-run/react";
import { paths } from "~/paths";
import { SubmitButton } from "~/ui/forms";
import { formatDateTimeIn, formatLongDate } from "~/ui/format";
import { MESSAGES_MSG, STATE_LABELS } from "../codes";
import type { TimelineItem } from "../timeline.server";
import { MessageText } from "./message-text";

/**
 * The patient's conversations and the care team's day notes, newest activity first. A note is
 * shown whole, with the journal day it is about and a plain form to mark it read.
 */
export function Timeline({ items, timeZone }: { items: TimelineItem[]; timeZone: string }) {
  if (items.length === 0) return <p className="empty-note">{MESSAGES_MSG.noConversations} Write to your care team with the form on this page.</p>;
  return (
    <ul className="timeline">
      {items.map((item) =>
        item.kind === "conversation" ? (
          <li key={`c${item.conversation.id}`} className={item.conversation.unread ? "timeline-item is-unread" : "timeline-item"}>
            <p className="timeline-title">
              <Link to={paths.message(item.conversation.id)}>{item.conversation.subject}</Link>
              {item.conversation.unread ? <span className="badge badge-unread">{item.conversation.unread === 1 ? "1 new message" : `${item.conversation.unread} new messages`}</span> : null}
            </p>
            <p className="muted small">
              <span className={`conversation-state state-${item.conversation.state}`}>{STATE_LABELS.patient[item.conversation.state]}</span> · Last message{" "}
              <time dateTime={item.at}>{formatDateTimeIn(item.at, timeZone)}</time>
            </p>
          </li>
        ) : (
          <li key={`n${item.note.id}`} className={item.note.read ? "timeline-item timeline-note" : "timeline-item timeline-note is-unread"}>
            <p className="timeline-title">
              Note on your journal for <Link to={paths.nutritionJournalDay(item.note.date)}>{formatLongDate(item.note.date)}</Link>
              {item.note.read ? null : <span className="badge badge-unread">New</span>}
            </p>
            <MessageText text={item.note.text} />
            <p className="muted small">
              {item.note.author}, <time dateTime={item.at}>{formatDateTimeIn(item.at, timeZone)}</time>
            </p>
            {item.note.read ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={item.note.id} />
                <SubmitButton intent="note-read" className="btn btn-secondary btn-sm" busyLabel="Saving…">
                  Mark as read<span className="visually-hidden">: the note on {formatLongDate(item.note.date)}</span>
                </SubmitButton>
              </Form>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
