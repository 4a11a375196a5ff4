/**
 * Moves a portal's SQLite database into an empty PostgreSQL database (docs/deploying.md).
 *
 *   DATABASE_URL=postgres://… npm run db:copy-to-postgres [-- path/to/portal.sqlite]
 *
 * Without a path it reads DATA_DIR/portal.sqlite (DATA_DIR defaults to ./data). Steps:
 *   1. the SQLite file must carry every migration this code knows (else: migrate it first);
 *   2. PostgreSQL is migrated with the same numbered migrations, and must then hold no rows;
 *   3. every table is copied in foreign-key order (parents first; rows of a table that refers to
 *      itself, parents first), in one transaction: all of it or nothing;
 *   4. each table's row count is compared on both sides before the commit, and the identity
 *      sequences are moved past the copied ids;
 *   5. VACUUM ANALYZE (statistics for the planner, and the GIN indexes' pending lists merged: a
 *      freshly bulk-loaded full-text index is otherwise read row by row, 20 times slower), and a
 *      table of the counts.
 * Generated columns (the food search vector) are computed by PostgreSQL; SQLite's own tables
 * (the FTS5 index, sqlite_sequence, statistics) and the migration bookkeeping are not copied.
 * Uploaded pictures are files, not rows: point UPLOADS_DIR and PRIVATE_UPLOADS_DIR at the folders.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import { CompiledQuery, type Kysely, type Transaction } from "kysely";
import { bulkInsert, resyncIdentities } from "../app/db/bulk";
import { createPostgresKysely } from "../app/db/connection";
import { migrateToLatest } from "../db/migrate";
import { migrations } from "../migrations/index";

export class CopyRefused extends Error {}

export interface CopiedTable {
  table: string;
  rows: number;
  seconds: number;
}

/** Rows read from SQLite and handed to one bulk insert at a time. */
const BATCH = 20_000;

/** SQLite's own tables, the FTS5 index and its shadow tables, and the migrator's bookkeeping. */
const notCopied = (name: string) => name.startsWith("sqlite_") || name.startsWith("kysely_") || name.startsWith("foods_fts");

interface ForeignKey {
  table: string;
  references: string;
  columns: string[];
  referenced: string[];
}

async function rowsOf<T>(db: Kysely<unknown> | Transaction<unknown>, text: string, params: unknown[] = []): Promise<T[]> {
  return (await db.executeQuery<T>(CompiledQuery.raw(text, params))).rows;
}

async function tablesOf(db: Kysely<unknown>): Promise<string[]> {
  const rows = await rowsOf<{ table_name: string }>(db, "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE'");
  return rows.map((r) => r.table_name).filter((t) => !notCopied(t));
}

/** "users (5)" for every table of the database that has rows. */
async function tablesHoldingRows(db: Kysely<unknown>): Promise<string[]> {
  const holding: string[] = [];
  for (const t of await tablesOf(db)) {
    const [{ n }] = await rowsOf<{ n: string }>(db, `select count(*) as n from "${t}"`);
    if (Number(n) > 0) holding.push(`${t} (${n})`);
  }
  return holding;
}

/** Parents before children; a cycle between different tables is an error (the schema has none). */
function foreignKeyOrder(tables: string[], keys: ForeignKey[]): string[] {
  const parents = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const k of keys) if (k.table !== k.references) parents.get(k.table)?.add(k.references);
  const ordered: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (t: string) => {
    if (done.has(t)) return;
    if (visiting.has(t)) throw new Error(`foreign keys form a cycle through ${t}`);
    visiting.add(t);
    for (const p of [...(parents.get(t) ?? [])].sort()) visit(p);
    visiting.delete(t);
    done.add(t);
    ordered.push(t);
  };
  for (const t of [...tables].sort()) visit(t);
  return ordered;
}

/**
 * The rows of a table that refers to itself (a food group's parent group), ordered so that every
 * row comes after the row it refers to.
 */
function parentsFirst(rows: unknown[][], columns: string[], selfKeys: ForeignKey[]): unknown[][] {
  const pairs = selfKeys.filter((k) => k.columns.length === 1).map((k) => ({ from: columns.indexOf(k.columns[0]), to: columns.indexOf(k.referenced[0]) }));
  const placed = new Set<unknown>();
  const out: unknown[][] = [];
  let pending = rows;
  while (pending.length) {
    const next: unknown[][] = [];
    for (const row of pending) {
      const ready = pairs.every(({ from, to }) => row[from] === null || row[from] === row[to] || placed.has(`${to}:${row[from]}`));
      if (ready) {
        out.push(row);
        for (const p of pairs) placed.add(`${p.to}:${row[p.to]}`);
      } else next.push(row);
    }
    if (next.length === pending.length) throw new Error("rows refer to each other in a cycle");
    pending = next;
  }
  return out;
}

export async function copySqliteToPostgres(options: { sqliteFile: string; databaseUrl: string; log?: (line: string) => void }): Promise<CopiedTable[]> {
  const log = options.log ?? (() => undefined);
  const sqlite = new SQLite(options.sqliteFile, { readonly: true, fileMustExist: true });
  const pg = createPostgresKysely<unknown>(options.databaseUrl, { poolSize: 2 });
  try {
    // 1. The SQLite file carries every migration.
    const hasMigrations = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
    const applied = new Set(hasMigrations ? (sqlite.prepare("select name from kysely_migration").all() as { name: string }[]).map((r) => r.name) : []);
    const missing = Object.keys(migrations).filter((m) => !applied.has(m));
    if (missing.length) {
      throw new CopyRefused(
        `The SQLite database is not fully migrated (missing: ${missing.join(", ")}). Run \`npm run db:migrate\` with DATA_DIR pointing at it, then copy again. Nothing was changed.`,
      );
    }

    // 2. PostgreSQL: empty (checked before migrating, so a database in use is left as it was), then migrated.
    const holding = await tablesHoldingRows(pg);
    if (holding.length) {
      const named = holding.length > 4 ? `${holding.slice(0, 4).join(", ")} and ${holding.length - 4} more tables` : holding.join(", ");
      throw new CopyRefused(`The PostgreSQL database already holds data: ${named}. Copy only into an empty database. Nothing was changed.`);
    }
    await migrateToLatest(pg);
    const pgTables = await tablesOf(pg);
    const sqliteTables = (sqlite.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[]).map((r) => r.name).filter((t) => !notCopied(t));
    const onlyInSqlite = sqliteTables.filter((t) => !pgTables.includes(t));
    const onlyInPg = pgTables.filter((t) => !sqliteTables.includes(t));
    if (onlyInSqlite.length || onlyInPg.length) {
      throw new Error(`The two schemas differ: only in SQLite ${onlyInSqlite.join(", ") || "-"}; only in PostgreSQL ${onlyInPg.join(", ") || "-"}.`);
    }

    const columns = await rowsOf<{ table_name: string; column_name: string; is_generated: string }>(
      pg,
      "select table_name, column_name, is_generated from information_schema.columns where table_schema = current_schema() order by table_name, ordinal_position",
    );
    const keys = await rowsOf<ForeignKey>(
      pg,
      `select cl.relname as "table", rf.relname as "references",
              array(select a.attname::text from unnest(c.conkey) k join pg_attribute a on a.attrelid = c.conrelid and a.attnum = k) as columns,
              array(select a.attname::text from unnest(c.confkey) k join pg_attribute a on a.attrelid = c.confrelid and a.attnum = k) as referenced
         from pg_constraint c
         join pg_class cl on cl.oid = c.conrelid
         join pg_class rf on rf.oid = c.confrelid
         join pg_namespace n on n.oid = cl.relnamespace
        where c.contype = 'f' and n.nspname = current_schema()`,
    );

    // 3. and 4. Every table in one transaction, counted before the commit. SQLite is read in one
    // read transaction too: one snapshot, even if a server still writes to the file (WAL mode).
    sqlite.exec("begin");
    const copied: CopiedTable[] = [];
    await pg.transaction().execute(async (trx) => {
      for (const table of foreignKeyOrder(pgTables, keys)) {
        const started = performance.now();
        const names = columns.filter((c) => c.table_name === table && c.is_generated !== "ALWAYS").map((c) => c.column_name);
        const inSqlite = new Set((sqlite.prepare(`select name from pragma_table_info(?)`).all(table) as { name: string }[]).map((r) => r.name));
        const absent = names.filter((c) => !inSqlite.has(c));
        if (absent.length) throw new Error(`${table}: columns missing in SQLite: ${absent.join(", ")}`);
        const select = sqlite.prepare(`select ${names.map((c) => `"${c}"`).join(", ")} from "${table}" order by rowid`).raw(true);
        const selfKeys = keys.filter((k) => k.table === table && k.references === table);
        if (selfKeys.length) {
          await bulkInsert(trx, table, names, parentsFirst(select.all() as unknown[][], names, selfKeys));
        } else {
          let batch: unknown[][] = [];
          for (const row of select.iterate() as Iterable<unknown[]>) {
            batch.push(row);
            if (batch.length === BATCH) {
              await bulkInsert(trx, table, names, batch);
              batch = [];
            }
          }
          await bulkInsert(trx, table, names, batch);
        }
        const expected = (sqlite.prepare(`select count(*) as n from "${table}"`).get() as { n: number }).n;
        const [{ n }] = await rowsOf<{ n: string }>(trx, `select count(*) as n from "${table}"`);
        if (Number(n) !== expected) throw new Error(`${table}: ${expected} rows in SQLite but ${n} in PostgreSQL; nothing was committed.`);
        const seconds = (performance.now() - started) / 1000;
        copied.push({ table, rows: expected, seconds });
        log(`  ${table.padEnd(32)} ${String(expected).padStart(9)} rows  ${seconds.toFixed(2)} s`);
      }
      await resyncIdentities(trx);
    });

    // 5. Statistics for the planner, and the full-text index's pending list merged into the index.
    await pg.executeQuery(CompiledQuery.raw("vacuum analyze"));
    return copied;
  } finally {
    if (sqlite.inTransaction) sqlite.exec("rollback");
    sqlite.close();
    await pg.destroy();
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const sqliteFile = path.resolve(process.argv[2] ?? path.join(process.env.DATA_DIR ?? "data", "portal.sqlite"));
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    console.error("Set DATABASE_URL to the PostgreSQL database to copy into (postgres://user:password@host:5432/portal).");
    process.exit(2);
  }
  const started = performance.now();
  console.log(`Copying ${sqliteFile} into ${databaseUrl.replace(/\/\/[^@/]*@/, "//…@")}`);
  copySqliteToPostgres({ sqliteFile, databaseUrl, log: (line) => console.log(line) })
    .then((tables) => {
      const total = tables.reduce((sum, t) => sum + t.rows, 0);
      console.log(`Copied ${tables.length} tables, ${total} rows, every count equal on both sides, in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
      console.log(
        "Uploaded pictures are files, not rows: every instance's UPLOADS_DIR and PRIVATE_UPLOADS_DIR must hold this portal's uploads/ and private/testimonial-photos/ folders (docs/deploying.md).",
      );
    })
    .catch((e: unknown) => {
      console.error(e instanceof CopyRefused ? e.message : e);
      process.exit(1);
    });
}
