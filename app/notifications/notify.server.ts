import type { Db } from "~/domain/outcome";
import { enqueue } from "~/jobs/queue.server";
import { DEFAULT_LANGUAGE, parseMessage } from "~/i18n/languages";
import { type Channel, type NotificationKind, preferencesOf } from "./kinds";
import { notificationText } from "./texts.server";

/**
 * The one way anything tells a member something (docs/decisions/0131). Called with the
 * transaction of the event itself (an approval, a badge, a note), so the notification and its
 * email job exist exactly when the event commits: a rollback leaves neither. The email is
 * written later by the worker (job "notification.email"), from the notification row.
 *
 * Kept free of the environment and the app's connection: the seed's badge evaluation reaches it.
 */

export interface NewNotification {
  kind: NotificationKind;
  /**
   * A message (`notifications:…`, app/notifications/messages.ts), read in each reader's language;
   * a plain text (the care team's morning count) is shown as written.
   */
  title: string;
  body?: string;
  /** The portal path it is about. */
  link?: string;
  /**
   * What makes two of this kind the same notification: its subject and day ("2026-03-08",
   * "weight:2026-03-08"). A member is told once per kind and key (a retried reminder, a goal saved
   * twice); without a key every call is news (a decision, a note, a badge).
   */
  key?: string;
}

export const NOTIFICATION_EMAIL_JOB = "notification.email";

/** The member's choice for one kind (their row, or the kind's default). */
export async function channelFor(conn: Db, userId: number, kind: NotificationKind): Promise<Channel> {
  const rows = await conn.selectFrom("notification_preferences").select(["kind", "channel"]).where("user_id", "=", userId).where("kind", "=", kind).execute();
  return preferencesOf(rows)[kind];
}

/**
 * Records a notification for a member and, when they want this kind by email too, queues the
 * email. Answers the notification's id, or null when the member turned this kind off or was
 * already told this (the same kind and key): then nothing is written, and no second email queued.
 */
export async function notify(trx: Db, userId: number, n: NewNotification, now = new Date()): Promise<number | null> {
  const channel = await channelFor(trx, userId, n.kind);
  if (channel === "off") return null;
  const body = n.body ?? "";
  const row = await trx
    .insertInto("notifications")
    .values({
      user_id: userId,
      kind: n.kind,
      // The English stays beside the messages: older readers of the table, and rows from before (issue 41).
      title: notificationText(DEFAULT_LANGUAGE, n.title).slice(0, 200),
      body: notificationText(DEFAULT_LANGUAGE, body).slice(0, 1000),
      title_message: parseMessage(n.title) ? n.title : null,
      body_message: parseMessage(body) ? body : null,
      link: n.link ?? "",
      created_at: now.toISOString(),
      dedupe_key: n.key === undefined ? null : `${n.kind}:${n.key}`,
    })
    .onConflict((oc) => oc.columns(["user_id", "dedupe_key"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (!row) return null;
  if (channel === "email") await enqueue(trx, NOTIFICATION_EMAIL_JOB, { notification: row.id }, { key: `notification-email:${row.id}` });
  return row.id;
}
