import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";

/**
 * Direct access to a test server's database, for the few checks a client cannot make (audit rows,
 * stored hashes) and for arranging data no endpoint creates. The same SQL on both engines: write
 * `?` placeholders and portable SQL; on PostgreSQL they become $1, $2, … Every call is async.
 */
export interface TestStatement {
  get<T = Record<string, unknown>>(...params: unknown[]): Promise<T | undefined>;
  all<T = Record<string, unknown>>(...params: unknown[]): Promise<T[]>;
  run(...params: unknown[]): Promise<{ changes: number }>;
}

export interface TestDb {
  prepare(text: string): TestStatement;
  close(): Promise<void>;
}

/** PostgreSQL's bigint and numeric as numbers, as the app reads them (app/db/connection.ts). */
const numberTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === 20 || oid === 1700) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function numbered(text: string): string {
  let n = 0;
  return text.replace(/\?/g, () => `$${++n}`);
}

/** Opens the database of a portal: PostgreSQL when `databaseUrl` is given, else the data folder's SQLite file. */
export function openTestDb(portal: { dataDir: string; databaseUrl?: string }): TestDb {
  if (!portal.databaseUrl) {
    const sqlite = new Database(path.join(portal.dataDir, "portal.sqlite"), { fileMustExist: true });
    sqlite.pragma("busy_timeout = 5000");
    return {
      prepare(text) {
        const statement = sqlite.prepare(text);
        return {
          get: async <T>(...params: unknown[]) => (statement.reader ? (statement.get(...params) as T | undefined) : undefined),
          all: async <T>(...params: unknown[]) => statement.all(...params) as T[],
          run: async (...params: unknown[]) => ({ changes: statement.run(...params).changes }),
        };
      },
      close: async () => void sqlite.close(),
    };
  }
  const client = new pg.Client({ connectionString: portal.databaseUrl, types: numberTypes });
  const connected = client.connect();
  const query = async (text: string, params: unknown[]) => {
    await connected;
    return await client.query(numbered(text), params);
  };
  return {
    prepare(text) {
      return {
        get: async <T>(...params: unknown[]) => (await query(text, params)).rows[0] as T | undefined,
        all: async <T>(...params: unknown[]) => (await query(text, params)).rows as T[],
        run: async (...params: unknown[]) => ({ changes: (await query(text, params)).rowCount ?? 0 }),
      };
    },
    close: async () => {
      await connected.catch(() => undefined);
      await client.end();
    },
  };
}
