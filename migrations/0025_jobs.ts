import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 26: the durable job queue (docs/decisions/0130-job-queue.md). A job is a row written in
 * the same transaction as the event that causes it; workers claim it with a lease, so two
 * instances never run it at once and a dead worker's job is taken up again once the lease has
 * passed. `idempotency_key` is unique: enqueuing the same key twice keeps the first job.
 * Times that are compared (run_at, locked_until) are epoch milliseconds, as in migration 0014.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("payload", "text", (c) => c.notNull().defaultTo("{}"))
    .addColumn("idempotency_key", "text", (c) => c.unique())
    .addColumn("status", "text", (c) => c.notNull().defaultTo("queued"))
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (c) => c.notNull().defaultTo(5))
    .addColumn("run_at", "integer", (c) => c.notNull())
    .addColumn("lease_token", "text")
    .addColumn("locked_until", "integer")
    .addColumn("last_error", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("finished_at", "text")
    .execute();
  await db.schema.createIndex("jobs_status_run_at").on("jobs").columns(["status", "run_at"]).execute();
  await db.schema.createIndex("jobs_status_locked_until").on("jobs").columns(["status", "locked_until"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("jobs").execute();
}
