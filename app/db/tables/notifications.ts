import type { Generated, Selectable } from "kysely";

/** Notifications and each member's choice per kind (migration 0026, docs/decisions/0131). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  /** A NotificationKind (app/notifications/kinds.ts). */
  kind: string;
  title: string;
  body: Generated<string>;
  /** The portal path it is about ("/my-badges"), or "". */
  link: Generated<string>;
  created_at: string;
  read_at: string | null;
  /**
   * Kind, subject and day (migration 0070, app/notifications/notify.server.ts): unique per member,
   * so a retried reminder or a goal saved twice is one notification. Null for events that are each their own.
   */
  dedupe_key: string | null;
  /**
   * The title and body as messages (`notifications:key|{values}`, migration 0127), translated into
   * the reader's language when shown or emailed; null for rows written before (their English stays).
   */
  title_message: string | null;
  body_message: string | null;
}

export interface NotificationPreferencesTable {
  user_id: number;
  kind: string;
  /** "off" (reminders only), "portal" or "email" (portal and email). */
  channel: string;
  updated_at: string;
}

export interface NotificationsTables {
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
