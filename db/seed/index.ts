import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Kysely } from "kysely";
import { resyncIdentities } from "../../app/db/bulk";
import { openDatabase } from "../../app/db/connection";
import type { Database } from "../../app/db/schema";
import { migrateToLatest } from "../migrate";
import { reevaluateAllBadges } from "../../app/badges/award.server";
import { rebuildAllCareSummaries } from "../../app/clinical/summary.server";
import { seedAccounts } from "./accounts";
import { seedCare, seedCareReviews, seedMorningCount } from "./care";
import { seedContent } from "./content";
import { seedFilesIn, type SeedFiles } from "./files";
import { seedFitness } from "./fitness";
import { seedFoods } from "./foods";
import { seedJournal } from "./journal";
import { seedMessages } from "./messages";
import { checkMedicationFlags, seedMedications } from "./medications";
import { EXPECTED_FLAGS } from "./medications-data";
import { seedNotifications } from "./notifications";
import { seedProgress } from "./progress";
import { seedRecipes } from "./recipes";

/**
 * Seeds every area into an already-migrated database. Each part skips itself if it has run.
 * Seeded pictures go to `files` (the data folder's uploads, or UPLOADS_DIR: ./files.ts).
 */
export async function seedAll(db: Kysely<Database>, files: SeedFiles): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  await seedAccounts(db, today);
  await seedFoods(db);
  await seedRecipes(db, files);
  await seedJournal(db);
  await seedProgress(db, today, files);
  await seedFitness(db, files);
  // The Tampa clinic's panel: after the journal (its days are copied) and the exercise library.
  await seedCare(db);
  // Messages at Tampa (issue 39): before the summaries are built, which count what waits.
  await seedMessages(db);
  // The formulary, and a dozen of the panel's patients on their medicines (issue 38).
  await seedMedications(db);
  await seedContent(db, files);
  // The workout badges read the fitness logs, seeded after the weigh-ins their calories need.
  await reevaluateAllBadges(db);
  // The care team's summaries are kept by every write; the seed writes in bulk, so they are built once here.
  await rebuildAllCareSummaries(db);
  await checkMedicationFlags(db, EXPECTED_FLAGS);
  await seedCareReviews(db);
  await seedNotifications(db, today);
  // The nurse's morning count of the flags the seed raised yesterday, in her bell.
  await seedMorningCount(db);
  // PostgreSQL: rows seeded with their ids given must not collide with the next ones inserted.
  await resyncIdentities(db);
}

/**
 * Migrate and seed a portal's database (the demo, the test harness): PostgreSQL when a database
 * URL is given, else the SQLite file of the data folder. The data folder takes the pictures,
 * unless other folders are named (UPLOADS_DIR, PRIVATE_UPLOADS_DIR).
 */
export async function prepareDatabase(dataDir: string, databaseUrl?: string, folders: { uploadsDir?: string; privateDir?: string } = {}): Promise<void> {
  const db = openDatabase<Database>({ databaseUrl, sqliteFile: path.join(dataDir, "portal.sqlite") });
  try {
    await migrateToLatest(db as unknown as Kysely<unknown>);
    await seedAll(db, seedFilesIn(dataDir, folders));
  } finally {
    await db.destroy();
  }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]);
if (isMain) {
  const started = performance.now();
  prepareDatabase(process.env.DATA_DIR ?? path.resolve("data"), process.env.DATABASE_URL || undefined, {
    uploadsDir: process.env.UPLOADS_DIR,
    privateDir: process.env.PRIVATE_UPLOADS_DIR,
  })
    .then(() => console.log(`seed finished in ${((performance.now() - started) / 1000).toFixed(1)} s`))
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
