import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { prepareDatabase } from "../../db/seed/index";

/**
 * A fresh data folder (the migrated, seeded database and the seeded pictures) for one test run.
 *
 * Seeding loads the USDA tables and takes 5–10 s of this 2-core machine; `npm test` needs a fresh
 * database three times (unit, API, browser). So the first run seeds once into a cache under
 * tests/.tmp/seed-cache, and every run copies that folder (a fraction of a second). The cache key
 * covers everything the seed reads: migrations/, db/ and app/ (the seed imports app code), by
 * path, size and modification time, plus today's date (appointments are seeded around today).
 * Any change there seeds again; SEED_CACHE=off always seeds from scratch.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const cacheRoot = path.join(root, "tests/.tmp/seed-cache");

function cacheKey(): string {
  const hash = crypto.createHash("sha256");
  hash.update(new Date().toISOString().slice(0, 10));
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
