import { freshPortal, type TestPortal } from "./seeded";

/**
 * Unit tests that touch storage get a real, migrated and seeded database of their own (never a
 * mock): a SQLite file, or a PostgreSQL database on the PostgreSQL run. Set before any worker starts, so the app's env module picks it up.
 */
let portal: TestPortal | undefined;

export async function setup() {
  portal = await freshPortal("portal-unit-");
  process.env.DATA_DIR = portal.dataDir;
  if (portal.databaseUrl) process.env.DATABASE_URL = portal.databaseUrl;
  else delete process.env.DATABASE_URL;
}

export async function teardown() {
  await portal?.dispose();
}
