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
  type PostgresPool,
  type PostgresPoolClient,
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

const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;

/**
 * The twin of the SQLite statement cache above: each pool connection keeps the statements it is
 * sent prepared under a name, so PostgreSQL parses each once per connection, and after five runs
 * may keep its plan. Without a name every query is parsed, analysed and planned afresh; planning
 * the food search's ranking alone took longer than running it. At most STATEMENT_CACHE_SIZE
 * names per connection; beyond that, statements go unnamed as before.
 *
 * Done through the two libraries' own interfaces: Kysely takes any pool with `connect()` and
 * clients with `query(sql, parameters)` (its PostgresPool), and pg runs a query given a `name`
 * as a named prepared statement. Nothing of pg's is replaced.
 *
 * A table changed under a prepared `select *` (a migration run by another instance) fails that
 * statement once with "cached plan must not change result type" (0A000); the connection then
 * forgets its names and prepares afresh.
 *
 * A name lives in one server session. Behind a pooler that hands each transaction whichever
 * server connection is free (PgBouncer in transaction mode before 1.21, or without
 * max_prepared_statements) the next statement may reach a session that never saw it: turn this
 * off there (DATABASE_PREPARED_STATEMENTS=off, docs/deploying.md).
 */
class PreparingPool implements PostgresPool {
  readonly #names = new WeakMap<pg.PoolClient, { names: Map<string, string>; generation: number }>();
  constructor(readonly pool: pg.Pool) {}

  async connect(): Promise<PostgresPoolClient> {
    const client = await this.pool.connect();
    let state = this.#names.get(client);
    if (!state) this.#names.set(client, (state = { names: new Map(), generation: 0 }));
    const session = state;
    const query = (text: unknown, values?: readonly unknown[]) => {
      if (typeof text !== "string" || !Array.isArray(values) || !PREPARABLE.test(text)) return client.query(text as never, values as never);
      let name = session.names.get(text);
      if (!name) {
        if (session.names.size >= STATEMENT_CACHE_SIZE) return client.query(text, [...values]);
        name = `s${session.generation}_${session.names.size}`;
        session.names.set(text, name);
      }
      return client.query({ name, text, values: [...values] }).catch((e: unknown) => {
        if ((e as { code?: string }).code === "0A000") {
          session.names.clear();
          session.generation += 1;
        }
        throw e;
      });
    };
    return { query, release: () => client.release() } as unknown as PostgresPoolClient;
  }

  end(): Promise<void> {
    return this.pool.end();
  }
}

export interface PostgresOptions {
  /** Connections per process (several app instances share the one database). */
  poolSize?: number;
  /** Statements prepared under a name per connection (above); off behind a transaction pooler. */
  preparedStatements?: boolean;
  /** What the app wraps around the dialect (app/db/written-tables.ts); scripts take it as it is. */
  wrap?: DialectWrapper;
}

/**
 * A Kysely instance over a PostgreSQL pool (DATABASE_URL): `poolSize` connections at most per
 * process, each keeping its statements prepared unless `preparedStatements` is false.
 */
export function createPostgresKysely<DB>(connectionString: string, options: PostgresOptions = {}): Kysely<DB> {
  const pool = new pg.Pool({ connectionString, max: options.poolSize ?? 10, types: pgTypes as pg.CustomTypesConfig });
  // An idle client losing its server (a restart, a failover) must not take the process down.
  pool.on("error", (e) => console.error("postgres pool:", e.message));
  const wrap = options.wrap ?? asItIs;
  const db = new Kysely<DB>({ dialect: wrap(new PostgresDialect({ pool: options.preparedStatements === false ? pool : new PreparingPool(pool) })) });
  return db;
}

/** The engine a database URL (or none: the SQLite file under the data folder) selects. */
export function openDatabase<DB>(options: { databaseUrl?: string; sqliteFile: string } & PostgresOptions): Kysely<DB> {
  return options.databaseUrl
    ? createPostgresKysely<DB>(options.databaseUrl, { poolSize: options.poolSize, preparedStatements: options.preparedStatements, wrap: options.wrap })
    : createKysely<DB>(openSqlite(options.sqliteFile), options.wrap);
}
