import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { Trans, useTranslation } from "~/i18n/use-translation";
import type { TFunction } from "i18next";
import { useFormat } from "~/i18n/react";
import { FormNotice, SubmitButton, useReplyFor } from "~/ui/forms";
import type { Side } from "../access.server";
import type { MessageJson } from "../threads.server";
import { MessageText } from "./message-text";

/** Who wrote a message, in the reader's words. */
function senderOf(t: TFunction<"messages">, m: MessageJson, side: Side): string {
  if (m.mine) return t("sender.you");
  if (m.from === "care_team") return m.sender ? t("sender.teamMember", { name: m.sender }) : side === "patient" ? t("sender.careTeam") : t("sender.formerMember");
  return m.sender ? t("sender.patient", { name: m.sender }) : t("sender.formerMember");
}

/** The withdraw button while the sender may still withdraw (it goes when the 5 minutes are up; the server decides anyway). */
function WithdrawForm({ m }: { m: MessageJson }) {
  const key = `withdraw:${m.id}`;
  const reply = useReplyFor(key);
  const { t } = useTranslation("messages");
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!m.withdraw_until) return;
    const left = Date.parse(m.withdraw_until) - Date.now();
    if (left <= 0) {
      setOpen(false);
      return;
    }
    const timer = window.setTimeout(() => setOpen(false), left);
    return () => window.clearTimeout(timer);
  }, [m.withdraw_until]);
  if (!open && !reply) return null;
  return (
    <Form method="post" className="message-withdraw" preventScrollReset>
      <FormNotice reply={reply} />
      <input type="hidden" name="message" value={m.id} />
      {open ? (
        <SubmitButton intent="withdraw" className="btn btn-ghost btn-sm" busyLabel={t("thread.withdrawing")}>
          <Trans t={t} i18nKey="thread.withdraw" components={[<span key="what" className="visually-hidden" />]} />
        </SubmitButton>
      ) : null}
    </Form>
  );
}

/**
 * A conversation's messages, oldest at the top, as the page holds them (the latest page first);
 * links to the earlier and later pages when there are more. A withdrawn message is a line saying so.
 */
export function Thread({
  messages,
  count,
  offset,
  limit,
  timeZone,
  side,
}: {
  messages: MessageJson[];
  count: number;
  offset: number;
  limit: number;
  timeZone: string;
  side: Side;
}) {
  const { pathname, search } = useLocation();
  const { t } = useTranslation("messages");
  const f = useFormat();
  const at = (o: number) => {
    const p = new URLSearchParams(search);
    if (o > 0) p.set("offset", String(o));
    else p.delete("offset");
    const q = p.toString();
    return q ? `${pathname}?${q}` : pathname;
  };
  const shown = [...messages].reverse();
  return (
    <section className="card message-thread" aria-labelledby="thread-title">
      <h2 id="thread-title" className="visually-hidden">
        {t("thread.title")}
      </h2>
      {offset + limit < count ? (
        <p className="thread-more">
          <Link to={at(offset + limit)} preventScrollReset>
            {t("thread.earlier")}
          </Link>
        </p>
      ) : null}
      <ol className="message-list">
        {shown.map((m) => (
          <li key={m.id} className={`message ${m.from === "care_team" ? "message-team" : "message-patient"}${m.mine ? " is-mine" : ""}`}>
            <p className="message-meta">
              <span className="message-sender">{senderOf(t, m, side)}</span>{" "}
              <time dateTime={m.created_at} className="message-time">
                {f.dateTimeIn(m.created_at, timeZone)}
              </time>
            </p>
            {m.withdrawn ? <p className="message-withdrawn">{t("thread.withdrawn")}</p> : <MessageText text={m.text ?? ""} />}
            {m.image ? (
              <a href={m.image.l} className="message-photo" target="_blank" rel="noreferrer">
                <img src={m.image.s} alt={m.from === "care_team" ? t("thread.photoTeam") : t("thread.photoPatient")} width={240} height={180} loading="lazy" />
              </a>
            ) : null}
            {m.withdraw_until ? <WithdrawForm m={m} /> : null}
          </li>
        ))}
      </ol>
      {offset > 0 ? (
        <p className="thread-more">
          <Link to={at(Math.max(0, offset - limit))} preventScrollReset>
            {t("thread.later")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
