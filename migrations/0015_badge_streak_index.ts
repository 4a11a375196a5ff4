import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * The badge streaks read, on every journal write, each day a member kept their food journal and
 * when it was first written (app/badges/sources.server.ts). With two years of entries that walked
 * every row of the member's journal; this index answers it alone, one kind's rows, day by day.
 * The hydration days read the same index for their rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("journal_entries_user_kind_day").on("journal_entries").columns(["user_id", "kind", "day", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("journal_entries_user_kind_day").execute();
}
