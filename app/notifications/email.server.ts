import type { JobHandler } from "~/jobs/worker.server";
import { PermanentJobError } from "~/jobs/worker.server";
import { absoluteUrl, composeMail } from "~/mail/compose.server";
import { sendMail } from "~/mail/mailer.server";
import { paths } from "~/paths";
import { isKind, NOTIFICATION_KINDS } from "./kinds";
import { channelFor } from "./notify.server";
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
  const n = await db
    .selectFrom("notifications as n")
    .innerJoin("users as u", "u.id", "n.user_id")
    .select(["n.user_id", "n.kind", "n.title", "n.body", "n.link", "u.email", "u.first_name", "u.is_active"])
    .where("n.id", "=", id)
    .executeTakeFirst();
  if (!n || !n.is_active || !isKind(n.kind)) return;
  if ((await channelFor(db, n.user_id, n.kind)) !== "email") return;
  const unsubscribe = absoluteUrl(paths.unsubscribe(unsubscribeToken(n.user_id, n.kind)));
  await sendMail(
    composeMail({
      to: n.email,
      subject: n.title,
      firstName: n.first_name,
      paragraphs: [n.title + ".", n.body].filter((p) => p && p !== "."),
      action: n.link ? { label: "Open the patient portal", href: n.link } : { label: "Open the patient portal", href: paths.home() },
      footer: [
        `You receive this because "${NOTIFICATION_KINDS[n.kind].label}" is set to email on your profile.`,
        { label: "Stop these emails", href: unsubscribe },
        { label: "All your choices", href: paths.profile() },
      ],
      headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    }),
  );
};
