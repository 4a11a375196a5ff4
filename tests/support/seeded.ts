import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { prepareDatabase } from "../../db/seed/index";
import { adminQuery } from "./pg-cluster";

/**
 * A fresh data folder (the migrated, seeded database and the seeded pictures) for one test run.
 *
 * Seeding loads the USDA tables and takes 5–10 s of this 2-core machine; `npm test` needs a fresh
 * database three times (unit, API, browser). So the first run seeds once into a cache under
 * tests/.tmp/seed-cache, and every run copies that folder (a fraction of a second). The cache key
 * covers everything the seed reads: migrations/, db/ and app/ (the seed imports app code), by
 * path, size and modification time, plus the hour it is (UTC). The seed writes around each clinic's
 * today (appointments, today's journal), and a clinic's day begins at its own midnight: a key of
 * the UTC date kept a template seeded at 02:00 UTC, on New York's yesterday, for the whole UTC day.
 * Every zone the clinics use changes day on the hour, so the hour is the key's clock.
 * Any change there seeds again; SEED_CACHE=off always seeds from scratch.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cacheRoot = path.join(root, "tests/.tmp/seed-cache");

function cacheKey(): string {
  const hash = crypto.createHash("sha256");
  hash.update(new Date().toISOString().slice(0, 13));
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) {
        const st = fs.statSync(full);
        hash.update(`${path.relative(root, full)}\0${st.size}\0${st.mtimeMs}\n`);
      }
    }
  };
  for (const dir of ["migrations", "db", "app"]) walk(path.join(root, dir));
  return hash.digest("hex").slice(0, 16);
}

async function seededTemplate(): Promise<string> {
  const dir = path.join(cacheRoot, cacheKey());
  if (fs.existsSync(path.join(dir, "portal.sqlite"))) return dir;
  fs.mkdirSync(cacheRoot, { recursive: true });
  const building = fs.mkdtempSync(path.join(cacheRoot, "building-"));
  await prepareDatabase(building);
  try {
    fs.renameSync(building, dir);
  } catch {
    // Another run finished the same template first; theirs is as good.
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Older templates (yesterday's, or before a change) are of no further use.
  for (const old of fs.readdirSync(cacheRoot)) {
    if (old !== path.basename(dir) && !old.startsWith("building-")) fs.rmSync(path.join(cacheRoot, old), { recursive: true, force: true });
  }
  return dir;
}

/** A new temporary data folder holding a freshly seeded portal database of its own. */
export async function freshDataDir(prefix: string): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  if (process.env.SEED_CACHE === "off") {
    await prepareDatabase(dataDir);
    return dataDir;
  }
  fs.cpSync(await seededTemplate(), dataDir, { recursive: true });
  return dataDir;
}

/**
 * A portal to test against: its data folder and, when the run is on PostgreSQL
 * (TEST_PG_ADMIN_URL names a throwaway cluster, see scripts/test-postgres.ts), a database of its
 * own in that cluster. Without it, the SQLite file in the data folder.
 */
export interface TestPortal {
  dataDir: string;
  databaseUrl?: string;
  /** Removes the data folder and the PostgreSQL database. */
  dispose(): Promise<void>;
}

export const testEngine = (): "sqlite" | "postgres" => (process.env.TEST_PG_ADMIN_URL ? "postgres" : "sqlite");

export async function freshPortal(prefix: string): Promise<TestPortal> {
  const dataDir = await freshDataDir(prefix);
  const adminUrl = process.env.TEST_PG_ADMIN_URL;
  if (!adminUrl) return { dataDir, dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  // The seeded pictures in the data folder are the same on both engines (the seed is
  // deterministic); the SQLite file is not used.
  for (const f of fs.readdirSync(dataDir)) if (f.startsWith("portal.sqlite")) fs.rmSync(path.join(dataDir, f));
  const template = await seededPgTemplate(adminUrl);
  const name = `portal_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(adminUrl, `create database ${name} template ${template}`);
  return {
    dataDir,
    databaseUrl: withDatabase(adminUrl, name),
    dispose: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

const withDatabase = (url: string, database: string) => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/**
 * The migrated, seeded PostgreSQL database every test database is copied from (CREATE DATABASE …
 * TEMPLATE copies files: well under a second). Seeded once per cluster, that is once per run.
 */
async function seededPgTemplate(adminUrl: string): Promise<string> {
  const template = "portal_template";
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // One seeder at a time across the run's processes.
    await client.query("select pg_advisory_lock(4242)");
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [template]);
    if (!rowCount) {
      await client.query(`create database ${template}_building`);
      const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "portal-pg-seed-"));
      try {
        await prepareDatabase(scratch, withDatabase(adminUrl, `${template}_building`));
      } finally {
        fs.rmSync(scratch, { recursive: true, force: true });
      }
      await client.query(`alter database ${template}_building rename to ${template}`);
    }
  } finally {
    await client.query("select pg_advisory_unlock(4242)").catch(() => undefined);
    await client.end();
  }
  return template;
}
