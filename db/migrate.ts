import { promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FileMigrationProvider, Migrator, type Kysely } from "kysely";
import { createKysely, openSqlite } from "../app/db/connection";

const migrationFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../migrations");

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  const migrator = new Migrator({
    db,
    provider: new FileMigrationProvider({ fs, path, migrationFolder }),
  });
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
  const sqlite = openSqlite(dbFileFromEnv());
  const db = createKysely<unknown>(sqlite);
  migrateToLatest(db)
    .then(() => db.destroy())
    .catch(async (e) => {
      console.error(e);
      await db.destroy();
      process.exit(1);
    });
}
