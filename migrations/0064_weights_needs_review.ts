import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * A weigh-in confirmed although it was implausibly far from the trend (issue 36; decision 0173)
 * waits for the care team: 1 until staff review the patient's implausible-entry flag. Until then
 * it earns no badge and sends no badge notice. Every weigh-in written before is 0, as it counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("weights").addColumn("needs_review", "integer", (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("weights").dropColumn("needs_review").execute();
}
