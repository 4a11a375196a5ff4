import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * A lead's content and the day it came (docs/decisions/0141-leads-from-the-apps.md): the same
 * information request sent twice on one day (a double tap, an app's retry) is one lead. Unique,
 * so two identical requests at the same moment still make one row, on SQLite and PostgreSQL
 * alike. Leads from before have none (NULLs never collide).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("leads").addColumn("dedupe_key", "text").execute();
  await db.schema.createIndex("leads_dedupe_key").unique().on("leads").column("dedupe_key").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_dedupe_key").execute();
  await db.schema.alterTable("leads").dropColumn("dedupe_key").execute();
}
