import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * The language a member reads the portal in (issue 41): a language code such as "en" or "es",
 * or null while they have not chosen one (then a cookie or the browser's Accept-Language decides).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("language", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").dropColumn("language").execute();
}
