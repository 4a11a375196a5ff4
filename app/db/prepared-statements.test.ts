import { type Kysely, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findPgBouncer, type RunningBouncer, startPgBouncer } from "../../tests/support/pgbouncer";
import { createPostgresKysely } from "./connection";
import type { Database } from "./schema";

/**
 * The PostgreSQL pool keeps the app's statements prepared per connection (app/db/connection.ts).
 * Runs on the PostgreSQL run of the suites (npm run test:pg), where DATABASE_URL names the
 * unit tests' database.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)("prepared statements on PostgreSQL", () => {
  // One connection, so every query below meets the same session's prepared statements.
  const db = createPostgresKysely<Record<string, { id: number; name: string; extra?: string }>>(url!, { poolSize: 1 });
  const table = `prepared_probe_${Date.now().toString(36)}`;
  afterAll(async () => {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
    await db.destroy();
  });

  it("prepares a statement once and runs it again by name", async () => {
    await sql`create table ${sql.table(table)} (id bigint primary key, name text not null)`.execute(db);
    await db.insertInto(table).values({ id: 1, name: "apple" }).execute();
    for (let i = 0; i < 3; i++) expect(await db.selectFrom(table).selectAll().where("id", "=", 1).execute()).toEqual([{ id: 1, name: "apple" }]);
    const prepared = await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(db);
    const mine = prepared.rows.filter((r) => r.statement.includes(table) && r.statement.startsWith("select"));
    expect(mine).toHaveLength(1);
  });

  it("after a table changes under a prepared select *, fails that call once and then prepares afresh", async () => {
    await sql`alter table ${sql.table(table)} add column extra text not null default 'x'`.execute(db);
    const read = () => db.selectFrom(table).selectAll().where("id", "=", 1).execute();
    await expect(read()).rejects.toMatchObject({ code: "0A000" });
    expect(await read()).toEqual([{ id: 1, name: "apple", extra: "x" }]);
  });
});

/**
 * The limit docs/deploying.md names: behind PgBouncer in transaction mode (1.18, Debian 12's; from
 * 1.21 `max_prepared_statements` keeps names per server connection) a statement prepared by name
 * by one app connection meets another app connection's on the pooler's one server connection.
 * DATABASE_PREPARED_STATEMENTS=off sends every statement unnamed, and then it works.
 */
describe.skipIf(!url || !findPgBouncer())("behind PgBouncer in transaction mode", () => {
  let bouncer: RunningBouncer;
  beforeAll(async () => {
    bouncer = await startPgBouncer(url!, 1);
  });
  afterAll(() => bouncer?.stop());

  /** Two app connections taking turns on the pooler's one server connection: the portal's reads and a transaction. */
  async function takeTurns(db: Kysely<Database>) {
    return db.connection().execute((a) =>
      db.connection().execute(async (b) => {
        const user = await a.selectFrom("users").select("email").where("id", "=", 1).executeTakeFirst();
        const clinic = await b.selectFrom("clinics").select("name").where("id", "=", 1).executeTakeFirst();
        const count = await b.transaction().execute((trx) => trx.selectFrom("users").select(sql<number>`count(*)`.as("n")).where("id", "<=", 3).executeTakeFirstOrThrow());
        const again = await a.selectFrom("clinics").select("name").where("id", "=", 1).executeTakeFirst();
        return { user: user?.email, clinic: clinic?.name, n: Number(count.n), again: again?.name };
      }),
    );
  }

  it("with DATABASE_PREPARED_STATEMENTS=off every statement works, whichever server connection it reaches", async () => {
    const db = createPostgresKysely<Database>(bouncer.url, { poolSize: 2, preparedStatements: false });
    try {
      const seen = await takeTurns(db);
      expect(seen).toEqual({ user: expect.stringContaining("@"), clinic: expect.any(String), n: 3, again: seen.clinic });
    } finally {
      await db.destroy();
    }
  });

  it("with statements prepared by name (the default) the second app connection's first statement fails there", async () => {
    const db = createPostgresKysely<Database>(bouncer.url, { poolSize: 2 });
    try {
      // Both connections name their first statement s0_0; the server connection already has one.
      await expect(takeTurns(db)).rejects.toMatchObject({ code: "42P05" });
    } finally {
      await db.destroy();
    }
  });
});
