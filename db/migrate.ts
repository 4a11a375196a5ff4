import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Migrator, type Kysely } from "kysely";
import { openDatabase } from "../app/db/connection";
import { forMigrations } from "../migrations/dialect";
import { migrations } from "../migrations/index";

const migrationFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

/** A migration file that is not registered in migrations/index.ts would silently never run. */
function assertAllRegistered() {
  const files = fs
    .readdirSync(migrationFolder)
    .filter((f) => /^\d{4}_.*\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ""));
  const missing = files.filter((f) => !(f in migrations));
  if (missing.length) throw new Error(`migrations not registered in migrations/index.ts: ${missing.join(", ")}`);
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  assertAllRegistered();
  // Each branch numbers its migrations from a range of its own, and branches land in any order: a
  // portal that already ran another branch's 0055 must still take this branch's 0016. So a
  // migration is written never to depend on one numbered in another branch's range.
  const migrator = new Migrator({ db: forMigrations(db), provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  for (const r of results ?? []) {
    if (r.status === "Error") console.error(`migration ${r.migrationName} failed`);
    else if (r.status === "Success") console.log(`migration ${r.migrationName} applied`);
  }
  if (error) throw error;
}

function dbFileFromEnv(): string {
  const dataDir = process.env.DATA_DIR ?? path.resolve("data");
  return path.join(dataDir, "portal.sqlite");
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const db = openDatabase<unknown>({ databaseUrl: process.env.DATABASE_URL || undefined, sqliteFile: dbFileFromEnv() });
  migrateToLatest(db)
    .then(() => db.destroy())
    .catch(async (e) => {
      console.error(e);
      await db.destroy();
      process.exit(1);
    });
}
