import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { createPostgresKysely } from "./connection";

/**
 * The PostgreSQL pool keeps the app's statements prepared per connection (app/db/connection.ts).
 * Runs on the PostgreSQL run of the suites (npm run test:pg), where DATABASE_URL names the
 * unit tests' database.
 */
const url = process.env.DATABASE_URL;

describe.skipIf(!url)("prepared statements on PostgreSQL", () => {
  // One connection, so every query below meets the same session's prepared statements.
  const db = createPostgresKysely<Record<string, { id: number; name: string; extra?: string }>>(url!, 1);
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
