import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type Driver,
} from "kysely";
import pg from "pg";

/**
 * Opens a SQLite file with the pragmas every connection needs. busy_timeout goes first so that
 * the WAL switch itself waits instead of failing when another process holds the file.
 * Kept free of app imports so that migrations and seed scripts can use it.
 */
export function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  return sqlite;
}

/**
 * Every Kysely transaction on SQLite starts with BEGIN IMMEDIATE: it takes the write lock up
 * front, so a read-then-write transaction cannot fail half-way with SQLITE_BUSY when another
 * process (a seed, a second server) writes. This is the only SQLite-specific piece of the
 * transaction story; PostgreSQL gets the stock driver.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** How many distinct statements stay prepared; IN lists of varying length make new ones. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; parsing and planning the SQL then costs about as much as
 * running a small query. The app asks the same few hundred statements over and over, so they
 * stay prepared here (least recently used ones are dropped). A statement still being iterated
 * (a streamed query) is never handed out twice: that call gets a fresh one.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>();
  return {
    prepare(query: string): SQLite.Statement {
      const cached = cache.get(query);
      if (cached && !cached.busy) {
        cache.delete(query);
        cache.set(query, cached);
        return cached;
      }
      const statement = sqlite.prepare(query);
      if (!cached) {
        cache.set(query, statement);
        if (cache.size > STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      return statement;
    },
    close() {
      cache.clear();
      sqlite.close();
    },
  };
}

const sqliteHandles = new WeakMap<object, SQLite.Database>();

/** What the app wraps around a dialect (app/db/written-tables.ts); scripts take it as it is. */
type DialectWrapper = (dialect: Dialect) => Dialect;
const asItIs: DialectWrapper = (dialect) => dialect;

export function createKysely<DB>(sqlite: SQLite.Database, wrap: DialectWrapper = asItIs): Kysely<DB> {
  const db = new Kysely<DB>({ dialect: wrap(new ImmediateSqliteDialect({ database: withStatementCache(sqlite) })) });
  sqliteHandles.set(db, sqlite);
  return db;
}

/**
 * The better-sqlite3 handle under a Kysely instance made by createKysely. For seeds' bulk loads
 * only, where the query builder's per-row work would dominate the time of hundreds of thousands
 * of inserts. App code goes through Kysely.
 */
export function sqliteHandleOf(db: object): SQLite.Database {
  const handle = sqliteHandles.get(db);
  if (!handle) throw new Error("not a Kysely instance made by createKysely");
  return handle;
}

/** The two engines the portal runs on (docs/decisions/0091-postgresql-engine.md). */
export type Engine = "sqlite" | "postgres";

/** Which engine a Kysely instance speaks to. */
export function engineOf(db: Kysely<any>): Engine { // eslint-disable-line @typescript-eslint/no-explicit-any
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/**
 * PostgreSQL hands 64-bit integers (every count(*), every bigint key) and numerics (avg, sum of
 * integers) back as strings, because they may not fit a JavaScript number. The portal's keys and
 * counts do, and SQLite gives numbers, so both come back as numbers here.
 */
const INT8 = 20;
const NUMERIC = 1700;
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === INT8 || oid === NUMERIC) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
};

const pgPools = new WeakMap<object, pg.Pool>();

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The twin of the SQLite statement cache above: each pool connection keeps the statements it is
 * sent prepared under a name, so PostgreSQL parses each once per connection, and after five runs
 * may keep its plan. Without a name every query is parsed, analysed and planned afresh; planning
 * the food search's ranking alone took longer than running it. At most STATEMENT_CACHE_SIZE
 * names per connection; beyond that, statements go unnamed as before.
 * A table changed under a prepared `select *` (a migration run by another instance) fails that
 * statement once with "cached plan must not change result type" (0A000); the connection then
 * forgets its names and prepares afresh.
 */
function keepStatementsPrepared(client: pg.PoolClient): void {
  const names = new Map<string, string>();
  let generation = 0;
  const query = client.query.bind(client) as (...args: unknown[]) => Promise<pg.QueryResult>;
  const prepared = (text: unknown, values?: unknown, ...rest: unknown[]) => {
    if (typeof text !== "string" || !Array.isArray(values) || rest.length || !PREPARABLE.test(text)) return query(text, values, ...rest);
    let name = names.get(text);
    if (!name) {
      if (names.size >= STATEMENT_CACHE_SIZE) return query(text, values);
      name = `s${generation}_${names.size}`;
      names.set(text, name);
    }
    return query({ name, text, values }).catch((e: unknown) => {
      if ((e as { code?: string }).code === "0A000") {
        names.clear();
        generation += 1;
      }
      throw e;
    });
  };
  (client as unknown as { query: typeof prepared }).query = prepared;
}

/**
 * A Kysely instance over a PostgreSQL pool (DATABASE_URL). `poolSize` connections at most per
 * process; several app instances share the one database.
 */
export function createPostgresKysely<DB>(connectionString: string, poolSize = 10, wrap: DialectWrapper = asItIs): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max: poolSize, types: pgTypes as pg.CustomTypesConfig });
  pool.on("connect", keepStatementsPrepared);
  // An idle client losing its server (a restart, a failover) must not take the process down.
  pool.on("error", (e) => console.error("postgres pool:", e.message));
  const db = new Kysely<DB>({ dialect: wrap(new PostgresDialect({ pool })) });
  pgPools.set(db, pool);
  return db;
}

/** The engine a database URL (or none: the SQLite file under the data folder) selects. */
export function openDatabase<DB>(options: { databaseUrl?: string; sqliteFile: string; poolSize?: number; wrap?: DialectWrapper }): Kysely<DB> {
  return options.databaseUrl
    ? createPostgresKysely<DB>(options.databaseUrl, options.poolSize, options.wrap)
    : createKysely<DB>(openSqlite(options.sqliteFile), options.wrap);
}
