import { type Kysely, sql } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * A journal entry's time keeps its seconds (spec part 2's time picker: hours, minutes and
 * seconds): the column holds HH:MM:SS from now on, so the times written before as HH:MM get
 * their ":00" and every row reads the same way.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update journal_entries set time = time || ':00' where time is not null and length(time) = 5`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update journal_entries set time = substr(time, 1, 5) where time is not null and length(time) = 8`.execute(db);
}
