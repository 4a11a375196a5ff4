import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createKysely, openSqlite } from "../../app/db/connection";
import type { Database } from "../../app/db/schema";
import { migrateToLatest } from "../../db/migrate";
import { seedAccounts } from "../../db/seed/accounts";

/**
 * A benchmark's data, as the scripts that measure the care team's reads build it: a SQLite file in
 * a temporary folder, migrated, with the demo accounts, which `build` fills (the fast way: one
 * process, prepared statements) and for which it returns what the measuring needs (kept beside
 * the file as JSON). The folder goes at the end unless BENCH_KEEP_DB is set; BENCH_DB names a
 * folder an earlier run kept, measured again without building anything (the loop while working on
 * one read: building 20,000 patients and their summaries takes minutes).
 */

export type BenchDb = ReturnType<typeof createKysely<Database>>;

const CONTEXT_FILE = "bench-context.json";

export async function withBenchData<C>(name: string, build: (db: BenchDb) => Promise<C>, measure: (dataDir: string, context: C) => Promise<void>): Promise<void> {
  const kept = process.env.BENCH_DB;
  if (kept) {
    const context = JSON.parse(fs.readFileSync(path.join(kept, CONTEXT_FILE), "utf8")) as C;
    console.log(`data: the folder BENCH_DB names (${kept}), as an earlier run built it`);
    return measure(kept, context);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `portal-bench-${name}-`));
  try {
    const db = createKysely<Database>(openSqlite(path.join(dataDir, "portal.sqlite")));
    let context: C;
    try {
      await migrateToLatest(db as never);
      await seedAccounts(db, new Date().toISOString().slice(0, 10));
      context = await build(db);
    } finally {
      await db.destroy();
    }
    fs.writeFileSync(path.join(dataDir, CONTEXT_FILE), JSON.stringify(context));
    await measure(dataDir, context);
  } finally {
    if (process.env.BENCH_KEEP_DB) console.log(`database kept in ${dataDir}: measure it again with BENCH_DB=${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Seconds since `t0` (performance.now()), for the build's figures. */
export const secondsSince = (t0: number) => (performance.now() - t0) / 1000;

/** The rebuild of every patient's care summary (npm run care:rebuild-summaries), timed: the summaries the panel reads. */
export async function rebuildSummaries(db: BenchDb): Promise<{ rebuilt: number; seconds: number }> {
  const { rebuildAllCareSummaries } = await import("../../app/clinical/summary.server");
  const t0 = performance.now();
  const rebuilt = await rebuildAllCareSummaries(db);
  return { rebuilt, seconds: secondsSince(t0) };
}
