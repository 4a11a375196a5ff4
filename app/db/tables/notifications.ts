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
