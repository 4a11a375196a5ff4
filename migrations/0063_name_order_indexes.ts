import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Names sort without the case of A–Z, the same on both engines (issue 36; decision 0171): a long
 * list's first page sorted by name (the recipe listing, the exercise library, the food database)
 * is read in order from an index instead of sorting the table. The indexes are built on the very
 * expression the app sorts by (app/db/names.ts `byName`): lower(name) on SQLite, lower(name
 * collate "C") on PostgreSQL; the id after it is the order's tie-break (SQLite's index entries end
 * with the row id anyway, PostgreSQL's do not). They replace the indexes on the plain names, which
 * sorted by case.
 */
const INDEXES = [
  { name: "recipes_active_name", table: "recipes", first: "active", column: "name" },
  { name: "exercises_live_name", table: "exercises", first: "deleted_at", column: "name" },
  { name: "foods_status_long_desc", table: "foods", first: "status", column: "long_desc" },
] as const;

const key = (db: Kysely<unknown>, column: string) => (isPostgres(db) ? sql.raw(`lower(${column} collate "C")`) : sql.raw(`lower(${column})`));

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const i of INDEXES) {
    await db.schema.dropIndex(i.name).execute();
    await sql`create index ${sql.raw(`${i.name}_key`)} on ${sql.raw(i.table)} (${sql.raw(i.first)}, ${key(db, i.column)}, id)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const i of INDEXES) {
    await db.schema.dropIndex(`${i.name}_key`).execute();
    await db.schema.createIndex(i.name).on(i.table).columns([i.first, i.column]).execute();
  }
}
