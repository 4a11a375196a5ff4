import { spawnSync } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrations } from "../../migrations/index";
import { adminQuery } from "../support/pg-cluster";
import { freshDataDir } from "../support/seeded";
import { openTestDb, type TestDb } from "../support/test-db";

/**
 * `npm run db:copy-to-postgres` (scripts/sqlite-to-postgres.ts) on the demo data: every table's
 * rows arrive, field for field, and a second copy is refused. Runs on the PostgreSQL run of the
 * suites (npm run test:pg sets TEST_PG_ADMIN_URL to its throwaway cluster).
 */
const adminUrl = process.env.TEST_PG_ADMIN_URL;
const script = path.resolve("scripts/sqlite-to-postgres.ts");

function copy(sqliteFile: string, databaseUrl: string) {
  const run = spawnSync(process.execPath, ["--import", "tsx", script, sqliteFile], { env: { ...process.env, DATABASE_URL: databaseUrl }, encoding: "utf8" });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

function databaseUrl(name: string): string {
  const u = new URL(adminUrl!);
  u.pathname = `/${name}`;
  return u.toString();
}

const tablesOf = async (db: TestDb, engine: "sqlite" | "postgres") =>
  (
    await db
      .prepare(
        engine === "sqlite"
          ? "select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_%' and name not like 'foods_fts%' order by name"
          : "select table_name as name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name not like 'kysely_%' order by table_name",
      )
      .all<{ name: string }>()
  ).map((r) => r.name);

describe.skipIf(!adminUrl)("copying a SQLite portal into PostgreSQL", () => {
  let dataDir = "";
  let sqliteFile = "";
  const target = `copy_${crypto.randomBytes(5).toString("hex")}`;
  let sqlite: TestDb;
  let pg: TestDb;
  let first: ReturnType<typeof copy>;

  beforeAll(async () => {
    dataDir = await freshDataDir("portal-copy-");
    sqliteFile = path.join(dataDir, "portal.sqlite");
    sqlite = openTestDb({ dataDir });
    // Health data the demo does not hold yet: an audit row (the table is append-only on PostgreSQL).
    await sqlite
      .prepare("insert into audit_log (occurred_at, user_id, patient_id, event, record_type, record_id, detail, ip) values (?, 2, 2, 'health_read', 'weight', null, 'api', '127.0.0.1')")
      .run(new Date().toISOString());
    await adminQuery(adminUrl!, `create database ${target}`);
    pg = openTestDb({ dataDir, databaseUrl: databaseUrl(target) });
    first = copy(sqliteFile, databaseUrl(target));
  }, 120_000);

  afterAll(async () => {
    await sqlite?.close();
    await pg?.close();
    if (adminUrl) await adminQuery(adminUrl, `drop database if exists ${target} with (force)`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("copies every table, and every count matches", async () => {
    expect(first.stderr.replace(/npm warn.*\n/g, ""), first.stdout).toBe("");
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(/every count equal on both sides/);
    const tables = await tablesOf(sqlite, "sqlite");
    expect(await tablesOf(pg, "postgres")).toEqual(tables);
    expect(tables.length).toBeGreaterThan(40);
    for (const table of tables) {
      const count = async (db: TestDb) => Number((await db.prepare(`select count(*) as n from "${table}"`).get<{ n: number }>())!.n);
      expect(await count(pg), table).toBe(await count(sqlite));
    }
    // The whole USDA database came along.
    expect(Number((await pg.prepare("select count(*) as n from nutrient_values").get<{ n: number }>())!.n)).toBeGreaterThan(600_000);
  });

  it("copies rows field for field: a patient, a food with its nutrients, the audit row", async () => {
    const same = async (query: string, ...params: unknown[]) => {
      const want = await sqlite.prepare(query).all(...params);
      expect(want.length, query).toBeGreaterThan(0);
      expect(await pg.prepare(query).all(...params), query).toEqual(want);
    };
    await same("select * from users where email = ?", "patient@example.com");
    await same("select id, ndb_no, name, long_desc, status, owner_id from foods where ndb_no = ?", "09040");
    await same("select nv.nutrient_id, nv.value from nutrient_values nv join foods f on f.id = nv.food_id where f.ndb_no = ? order by nv.nutrient_id", "09040");
    await same("select * from audit_log order by id");
    await same("select id, user_id, day, meal, energy_kcal from journal_entries order by id limit 50");
  });

  it("keeps the food search working: PostgreSQL computes the search vector", async () => {
    const hit = await pg.prepare("select name from foods where search_tsv @@ plainto_tsquery('portal_search', ?) and ndb_no = ?").get<{ name: string }>("banana", "09040");
    expect(hit?.name).toMatch(/Bananas/);
  });

  it("moves the id sequences past the copied rows", async () => {
    const max = (await pg.prepare("select max(id) as id from users").get<{ id: number }>())!.id;
    const now = new Date().toISOString();
    const row = await pg
      .prepare("insert into users (email, password_hash, user_type, first_name, last_name, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', 'New', 'Patient', 1, ?, ?) returning id")
      .get<{ id: number }>(`after-copy-${Date.now()}@example.com`, now, now);
    expect(row!.id).toBeGreaterThan(max);
  });

  it("refuses a second copy into a database that holds data, and changes nothing", async () => {
    const before = Number((await pg.prepare("select count(*) as n from foods").get<{ n: number }>())!.n);
    const again = copy(sqliteFile, databaseUrl(target));
    expect(again.status).toBe(1);
    expect(again.stderr).toMatch(/The PostgreSQL database already holds data: .*Copy only into an empty database\. Nothing was changed\./);
    expect(Number((await pg.prepare("select count(*) as n from foods").get<{ n: number }>())!.n)).toBe(before);
  });

  it("refuses a SQLite file that is not fully migrated, before touching PostgreSQL", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-copy-old-"));
    const old = path.join(dir, "portal.sqlite");
    const db = new Database(old);
    db.exec("create table kysely_migration (name text primary key, timestamp text); insert into kysely_migration values ('0001_foundation', '2026-01-01');");
    db.close();
    const empty = `copy_${crypto.randomBytes(5).toString("hex")}`;
    await adminQuery(adminUrl!, `create database ${empty}`);
    try {
      const res = copy(old, databaseUrl(empty));
      expect(res.status).toBe(1);
      // Every migration after the first is named, the newest last.
      const missing = Object.keys(migrations).slice(1).join(", ");
      expect(res.stderr).toContain(`The SQLite database is not fully migrated (missing: ${missing}). Run \`npm run db:migrate\``);
      const target = openTestDb({ dataDir: dir, databaseUrl: databaseUrl(empty) });
      try {
        expect(await target.prepare("select count(*) as n from information_schema.tables where table_schema = current_schema()").get()).toEqual({ n: 0 });
      } finally {
        await target.close();
      }
    } finally {
      await adminQuery(adminUrl!, `drop database if exists ${empty} with (force)`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
