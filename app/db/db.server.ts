import type { Kysely } from "kysely";
import { env } from "~/env.server";
import { createKysely, openSqlite } from "./connection";
import type { Database } from "./schema";

// One connection per server process; kept on globalThis so dev rebuilds do not leak handles.
const g = globalThis as unknown as { __portalDb?: Kysely<Database> };

export const db: Kysely<Database> = (g.__portalDb ??= createKysely<Database>(openSqlite(env.DB_FILE)));

export const nowIso = () => new Date().toISOString();
