import { Form, Link } from "@remix-run/react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import { useFormat, useMessage } from "~/i18n/react";
import { paths } from "~/paths";
import { SubmitButton } from "~/ui/forms";
import type { TimelineItem } from "../timeline.server";
import { MessageText } from "./message-text";

/**
 * The patient's conversations and the care team's day notes, newest activity first. A note is
 * shown whole, with the journal day it is about and a plain form to mark it read.
 */
export function Timeline({ items, timeZone }: { items: TimelineItem[]; timeZone: string }) {
  const { t } = useTranslation("messages");
  const f = useFormat();
  const said = useMessage();
  if (items.length === 0) return <p className="empty-note">{t("timeline.empty")}</p>;
  return (
    <ul className="timeline">
      {items.map((item) =>
        item.kind === "conversation" ? (
          <li key={`c${item.conversation.id}`} className={item.conversation.unread ? "timeline-item is-unread" : "timeline-item"}>
            <p className="timeline-title">
              <Link to={paths.message(item.conversation.id)}>{item.conversation.subject}</Link>
              {item.conversation.unread ? <span className="badge badge-unread">{t("timeline.newMessages", { count: item.conversation.unread })}</span> : null}
            </p>
            <p className="muted small">
              <Trans
                t={t}
                i18nKey="timeline.lastMessage"
                values={{ state: t(`states.patient.${item.conversation.state}`), when: f.dateTimeIn(item.at, timeZone) }}
                components={[<span key="state" className={`conversation-state state-${item.conversation.state}`} />, <time key="when" dateTime={item.at} />]}
              />
            </p>
          </li>
        ) : (
          <li key={`n${item.note.id}`} className={item.note.read ? "timeline-item timeline-note" : "timeline-item timeline-note is-unread"}>
            <p className="timeline-title">
              <Trans t={t} i18nKey="timeline.noteOn" values={{ day: f.longDate(item.note.date) }} components={[<Link key="day" to={paths.nutritionJournalDay(item.note.date)} />]} />
              {item.note.read ? null : <span className="badge badge-unread">{t("timeline.new")}</span>}
            </p>
            <MessageText text={item.note.text} />
            <p className="muted small">
              <Trans t={t} i18nKey="timeline.noteBy" values={{ author: said(item.note.author), when: f.dateTimeIn(item.at, timeZone) }} components={[<time key="when" dateTime={item.at} />]} />
            </p>
            {item.note.read ? null : (
              <Form method="post" preventScrollReset>
                <input type="hidden" name="id" value={item.note.id} />
                <SubmitButton intent="note-read" className="btn btn-secondary btn-sm" busyLabel={t("timeline.saving")}>
                  <Trans t={t} i18nKey="timeline.markRead" values={{ day: f.longDate(item.note.date) }} components={[<span key="day" className="visually-hidden" />]} />
                </SubmitButton>
              </Form>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
