import type { Db } from "~/domain/outcome";
import { translate } from "~/i18n/i18n.server";
import { DEFAULT_LANGUAGE } from "~/i18n/languages";
import type { JobHandler } from "~/jobs/worker.server";
import { PermanentJobError } from "~/jobs/worker.server";
import { absoluteUrl, composeMail } from "~/mail/compose.server";
import { type Mail, sendMail } from "~/mail/mailer.server";
import { paths } from "~/paths";
import { isKind } from "./kinds";
import { channelFor } from "./notify.server";
import { notificationTexts } from "./texts.server";
import { unsubscribeToken } from "./unsubscribe.server";

/**
 * The job "notification.email": the email of one notification, written when the worker runs it.
 * It says what the notification says and links to the portal; every email carries a one-click
 * unsubscribe for its kind (RFC 8058 headers and a link that works signed out). A member who
 * turned the kind's email off since, or whose notification is gone, gets nothing.
 */
export const sendNotificationEmail: JobHandler = async (payload, { db }) => {
  const id = Number(payload.notification);
  if (!Number.isInteger(id)) throw new PermanentJobError("The job names no notification.");
  const mail = await notificationMail(db, id);
  if (mail) await sendMail(mail);
};

/**
 * The email of notification `id` as its recipient reads it, or null when none is to be sent. It is
 * written in the recipient's language as it is when the job runs (users.language; none: English),
 * subject, body, button and footer alike (issue 41).
 */
export async function notificationMail(conn: Db, id: number): Promise<Mail | null> {
  const n = await conn
    .selectFrom("notifications as n")
    .innerJoin("users as u", "u.id", "n.user_id")
    .select(["n.user_id", "n.kind", "n.title", "n.body", "n.title_message", "n.body_message", "n.link", "u.email", "u.first_name", "u.is_active", "u.language"])
    .where("n.id", "=", id)
    .executeTakeFirst();
  if (!n || !n.is_active || !isKind(n.kind)) return null;
  if ((await channelFor(conn, n.user_id, n.kind)) !== "email") return null;
  const language = n.language ?? DEFAULT_LANGUAGE;
  const say = (key: string, values?: Record<string, string>) => translate(language, `notifications:${key}`, values);
  const { title, body } = notificationTexts(language, n);
  const unsubscribe = absoluteUrl(paths.unsubscribe(unsubscribeToken(n.user_id, n.kind)));
  return composeMail({
    language,
    to: n.email,
    subject: title,
    firstName: n.first_name,
    paragraphs: [title + ".", body].filter((p) => p && p !== "."),
    action: { label: say("email.open"), href: n.link || paths.home() },
    footer: [
      say("email.why", { kind: say(`kinds.${n.kind}.label`) }),
      { label: say("email.stop"), href: unsubscribe },
      { label: say("email.choices"), href: paths.profile() },
    ],
    headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  });
}
