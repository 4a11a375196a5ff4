import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 26: notifications in the portal (the bell) and each member's choice, per kind, of
 * portal only or also by email (reminders may be off). A member without a row for a kind has
 * the kind's default (app/notifications/kinds.ts). Notifications are kept 180 days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("notifications")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("link", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema.createIndex("notifications_user_created").on("notifications").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("notifications_user_read").on("notifications").columns(["user_id", "read_at"]).execute();
  await db.schema.createIndex("notifications_created").on("notifications").column("created_at").execute();

  await db.schema
    .createTable("notification_preferences")
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("channel", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("notification_preferences_pk", ["user_id", "kind"])
    .execute();
  // The scheduler looks up who asked for a reminder.
  await db.schema.createIndex("notification_preferences_kind").on("notification_preferences").columns(["kind", "channel"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("notification_preferences").execute();
  await db.schema.dropTable("notifications").execute();
}
