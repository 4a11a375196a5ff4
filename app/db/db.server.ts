import type { Kysely } from "kysely";
import { env } from "~/env.server";
import { openDatabase } from "./connection";
import type { Database } from "./schema";
import { tellingWrites } from "./written-tables";

// One connection (SQLite) or one pool (PostgreSQL) per server process; kept on globalThis so dev
// rebuilds do not leak handles.
const g = globalThis as unknown as { __portalDb?: Kysely<Database> };

function opened(): Kysely<Database> {
  return (g.__portalDb ??= openDatabase<Database>({
    databaseUrl: env.DATABASE_URL,
    sqliteFile: env.DB_FILE,
    poolSize: env.DATABASE_POOL_SIZE,
    preparedStatements: env.DATABASE_PREPARED_STATEMENTS === "on",
    // Each write tells what the process keeps of the database to forget it (app/db/written-tables.ts).
    wrap: tellingWrites,
  }));
}

/** Whether `key` is a method of the instance's class (not a getter, not an own property). */
function isMethod(instance: object, key: PropertyKey): boolean {
  for (let proto = Object.getPrototypeOf(instance) as object | null; proto; proto = Object.getPrototypeOf(proto) as object | null) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, key);
    if (descriptor) return typeof descriptor.value === "function";
  }
  return false;
}

/** Kysely's methods, bound to the one instance once each (they use private fields, so `this` must be the instance). */
const bound = new Map<PropertyKey, unknown>();

/**
 * The portal's database, opened on first use rather than on import: importing a domain module (a
 * unit test, the seed, a script) must not create a SQLite file under a DATA_DIR its caller has not
 * set yet. Every property is the opened instance's.
 */
export const db: Kysely<Database> = new Proxy({} as Kysely<Database>, {
  get(_, key) {
    const instance = opened();
    const cached = bound.get(key);
    if (cached) return cached;
    const value: unknown = Reflect.get(instance, key, instance);
    // A method is bound once; what a getter returns (`db.fn`, itself a function with properties) is handed on as it is.
    if (typeof value !== "function" || !isMethod(instance, key)) return value;
    const fn = (value as (...args: unknown[]) => unknown).bind(instance);
    bound.set(key, fn);
    return fn;
  },
});

export const nowIso = () => new Date().toISOString();
