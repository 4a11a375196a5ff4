import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 37: what makes two notifications the same one (docs/decisions/0181-notification-keys.md).
 * A reminder, a weekly summary, the care team's morning count or a clinic's goal change carries a
 * key naming its kind, subject and day; a second notification with the same key for the same
 * member is not written (a retried job, a goal saved twice). Unique per member, so two workers at
 * the same moment still make one row, on SQLite and PostgreSQL alike. Notifications without a key
 * (a decision, a note, a badge: each its own event) never collide: NULLs are distinct.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notifications").addColumn("dedupe_key", "text").execute();
  await db.schema.createIndex("notifications_user_dedupe_key").unique().on("notifications").columns(["user_id", "dedupe_key"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("notifications_user_dedupe_key").execute();
  await db.schema.alterTable("notifications").dropColumn("dedupe_key").execute();
}
