import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 40: the questions a patient keeps for their next visit (a short list on /reports, shown
 * on the visit summary the clinic prints). The patient adds and removes them; nobody else writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("visit_questions")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("body", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("visit_questions_user").on("visit_questions").columns(["user_id", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("visit_questions").execute();
}
