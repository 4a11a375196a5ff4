import { type Kysely, sql } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 37: the address an email change moved away from, kept with the change (decision 0182).
 * The job that tells the old address names the change by id; the queue's payloads hold ids and
 * days only, never an address. Changes confirmed before have none. Finished
 * jobs of that kind no longer need the address they carried: it is wiped (a job still waiting keeps
 * it, and is sent as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_changes").addColumn("old_email", "text").execute();
  await sql`update jobs set payload = '{}' where kind = 'account.email_changed' and status in ('done', 'failed')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("email_changes").dropColumn("old_email").execute();
}
