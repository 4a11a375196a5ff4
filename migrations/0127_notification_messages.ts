import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 41: a notification is read in the reader's language. Beside the English title and body
 * (kept: older rows, and what a test or an export of the table reads), a notification written from
 * now on keeps its title and body as messages (`notifications:key|{values}`), translated each time
 * it is shown or emailed. Null for older rows, which keep showing their English text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notifications").addColumn("title_message", "text").execute();
  await db.schema.alterTable("notifications").addColumn("body_message", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("notifications").dropColumn("body_message").execute();
  await db.schema.alterTable("notifications").dropColumn("title_message").execute();
}
