import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 25: a note a staff member leaves for a patient on a day of their journal. The patient
 * sees it on that day with the author's name and marks it read (`read_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("care_notes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("patient_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("author_id", "integer", (c) => c.references("users.id").onDelete("set null"))
    // The journal day the note is about, YYYY-MM-DD (the patient's clinic day).
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("read_at", "text")
    .execute();
  await db.schema.createIndex("care_notes_patient_day").on("care_notes").columns(["patient_id", "day", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("care_notes").execute();
}
