import { freshPortal, type TestPortal } from "./seeded";

/**
 * Unit tests that touch storage get a real, migrated and seeded database of their own (never a
 * mock): a SQLite file, or a PostgreSQL database on the PostgreSQL run. Set before any worker starts, so the app's env module picks it up.
 */
let portal: TestPortal | undefined;

export async function setup() {
  portal = await freshPortal("portal-unit-");
  process.env.DATA_DIR = portal.dataDir;
  if (portal.databaseUrl) {
    process.env.DATABASE_URL = portal.databaseUrl;
    // With DATABASE_URL the secrets are never generated (app/env.server.ts): a run gives its own.
    process.env.SESSION_SECRET ??= "unit-session-secret-0123456789";
    process.env.JWT_SECRET ??= "unit-jwt-secret-0123456789abcdef";
    process.env.CAPTCHA_HMAC_KEY ??= "unit-captcha-key-0123456789";
  } else delete process.env.DATABASE_URL;
}

export async function teardown() {
  await portal?.dispose();
}
