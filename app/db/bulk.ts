import { CompiledQuery, type Kysely } from "kysely";
import { engineOf, sqliteHandleOf } from "./connection";

/**
 * Loads many rows into one table in one transaction, for seeds and the SQLite-to-PostgreSQL copy,
 * where the query builder's per-row work would dominate the time of hundreds of thousands of
 * inserts. SQLite: one prepared statement run per row on the raw handle. PostgreSQL: multi-row
 * INSERTs of as many rows as its 65,535 bind parameters allow. Kept free of app imports.
 */
export async function bulkInsert<DB>(
  db: Kysely<DB>,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[]
): Promise<void> {
  if (rows.length === 0) return;
  const names = columns.map((c) => `"${c}"`).join(", ");
  if (engineOf(db) === "sqlite") {
    const sqlite = sqliteHandleOf(db);
    const insert = sqlite.prepare(`insert into "${table}" (${names}) values (${columns.map(() => "?").join(", ")})`);
    sqlite
      .transaction(() => {
        for (const row of rows) insert.run(...row);
      })
      .immediate();
    return;
  }
  const perStatement = Math.max(1, Math.floor(65_000 / columns.length));
  const insertAll = async (trx: Kysely<DB>) => {
    for (let start = 0; start < rows.length; start += perStatement) {
      const chunk = rows.slice(start, start + perStatement);
      const params: unknown[] = [];
      const tuples = chunk.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(", ")})`);
      await trx.executeQuery(CompiledQuery.raw(`insert into "${table}" (${names}) values ${tuples.join(", ")}`, params));
    }
  };
  // Inside a caller's transaction (the copy: all tables or none) the rows join it.
  if (db.isTransaction) await insertAll(db);
  else await db.transaction().execute(insertAll);
  // Ids given here leave the identity sequence behind: move it past them at once.
  if (columns.includes("id")) await resyncIdentity(db, table, "id");
}

async function resyncIdentity<DB>(db: Kysely<DB>, table: string, column: string): Promise<void> {
  await db.executeQuery(
    CompiledQuery.raw(
      `select setval(pg_get_serial_sequence('"${table}"', '${column}'), coalesce((select max("${column}") from "${table}"), 0) + 1, false)`,
    ),
  );
}

/**
 * After rows were inserted with their ids given (seeds, the copy), PostgreSQL's identity sequences
 * still start at 1; this moves each past its table's largest id. Nothing to do on SQLite.
 */
export async function resyncIdentities<DB>(db: Kysely<DB>): Promise<void> {
  if (engineOf(db) !== "postgres") return;
  const { rows } = await db.executeQuery<{
    table_name: string;
    column_name: string;
  }>(
    CompiledQuery.raw(
      "select table_name, column_name from information_schema.columns where table_schema = current_schema() and is_identity = 'YES'"
    )
  );
  for (const { table_name, column_name } of rows) {
    await db.executeQuery(
      CompiledQuery.raw(
        `select setval(pg_get_serial_sequence('"${table_name}"', '${column_name}'), coalesce((select max("${column_name}") from "${table_name}"), 0) + 1, false)`
      )
    );
  }
}
