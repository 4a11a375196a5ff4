import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 14: several app instances share everything (docs/decisions/0090). What each process kept
 * in memory across requests moves here: the rate limits' fixed windows and the captcha's spent
 * proofs (a solved captcha is accepted once, whichever instance receives it). Times are epoch
 * milliseconds, so the one atomic upsert compares them as numbers on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("rate_limit_windows")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("window_start", "integer", (c) => c.notNull())
    .addColumn("count", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("rate_limit_windows_start").on("rate_limit_windows").column("window_start").execute();

  await db.schema
    .createTable("spent_captchas")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("expires_at", "integer", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("spent_captchas_expires").on("spent_captchas").column("expires_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("spent_captchas").execute();
  await db.schema.dropTable("rate_limit_windows").execute();
}
