import type { Kysely } from "kysely";
import { env } from "~/env.server";
import { openDatabase } from "./connection";
import type { Database } from "./schema";
import { tellingWrites } from "./written-tables";

// One connection (SQLite) or one pool (PostgreSQL) per server process; kept on globalThis so dev
// rebuilds do not leak handles.
const g = globalThis as unknown as { __portalDb?: Kysely<Database> };

export const db: Kysely<Database> = (g.__portalDb ??= openDatabase<Database>({
  databaseUrl: env.DATABASE_URL,
  sqliteFile: env.DB_FILE,
  poolSize: env.DATABASE_POOL_SIZE,
  // Each write tells what the process keeps of the database to forget it (app/db/written-tables.ts).
  wrap: tellingWrites,
}));

export const nowIso = () => new Date().toISOString();
