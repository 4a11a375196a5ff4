import fs from "node:fs";
import { freshDataDir } from "./seeded";

/**
 * Unit tests that touch storage get a real, migrated and seeded SQLite file of their own (never
 * a mock). Set before any worker starts, so the app's env module picks it up.
 */
let dir: string | undefined;

export async function setup() {
  dir = await freshDataDir("portal-unit-");
  process.env.DATA_DIR = dir;
}

export async function teardown() {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
