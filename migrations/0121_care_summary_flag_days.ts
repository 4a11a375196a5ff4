import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 38's panel budget (docs/decisions/0265): each patient's care summary keeps the day every
 * flag its facts raise begins (`flag_days`, JSON [[code, day], …]; a calendar flag's may still be
 * to come), so the panel reads one column of every patient of a clinic instead of the eleven the
 * flag rules need. Null until the summary is next written (any write of the patient's, the
 * night's refresh of their medicines, or `npm run care:rebuild-summaries`); until then the panel
 * works the flags out from the other columns, as it did.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("care_summaries").addColumn("flag_days", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("care_summaries").dropColumn("flag_days").execute();
}
