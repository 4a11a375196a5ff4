/**
 * Recomputes every patient's care summary from their rows (docs/decisions/0122): after a bulk
 * import that went around the app, or to repair a summary. Safe to run while the portal serves:
 * each patient is one transaction, and the writes' own hook would compute the same row. Fills
 * the days each patient's flags begin (`flag_days`, migration 0121) for every summary at once:
 * until then a summary gets them at its patient's next write (or, on medicines, the night's refresh).
 *
 *   npm run care:rebuild-summaries            (DATA_DIR/portal.sqlite, or DATABASE_URL)
 */
import path from "node:path";
import { openDatabase } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { rebuildAllCareSummaries } from "../app/clinical/summary.server";

const db = openDatabase<Database>({
  databaseUrl: process.env.DATABASE_URL || undefined,
  sqliteFile: path.join(process.env.DATA_DIR ?? path.resolve("data"), "portal.sqlite"),
});
const started = performance.now();
rebuildAllCareSummaries(db, (done, total) => console.log(`  ${done} of ${total} patients`))
  .then(async (n) => {
    console.log(`care summaries: ${n} patients rebuilt in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    await db.destroy();
  })
  .catch(async (e) => {
    console.error(e);
    await db.destroy();
    process.exit(1);
  });
