/**
 * Food seed and search timings on a fresh temporary database.
 *
 *   npx tsx scripts/bench-foods.ts [iterations per term, default 200]
 *
 * Budgets (issue 3): seeding all of SR28 well under 10 s here; a search over the whole database
 * under 5 ms on the server. Measured on SQLite, then on PostgreSQL with the same rows (issue 14:
 * within 2× of SQLite); scripts/bench/harness.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createKysely, openSqlite } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { migrateToLatest } from "../db/migrate";
import { seedAccounts } from "../db/seed/accounts";
import { seedFoods } from "../db/seed/foods";
import { measureOnEngines, measuring, printBudget, printTimings, report, time, type Timing } from "./bench/harness";

const TERMS = [
  "chicken breast roasted",
  "apples raw",
  "broc",
  "banana",
  "whole milk",
  "egg",
  "chicken",
  "cheese",
  "raw",
  "olive oil",
  "white bread",
  "greek yogurt",
  "peanut butter",
  "ground beef 90% lean",
  "salmon",
  "rice cooked",
  "sweet potato baked",
  "oatmeal",
  "coffee brewed",
  "big mac",
];

const iterations = Number(process.argv[2] ?? 200);

/** In the measuring child (harness): the search, on whichever engine the environment names. */
async function measure() {
  const { searchFoods } = await import("../app/foods/search.server");
  const { db: appDb } = await import("../app/db/db.server");
  const search = (term: string) => searchFoods({ term, limit: 30 });
  const counts: number[] = [];
  for (const term of TERMS) counts.push((await search(term)).count);
  const timings = [await time(`search: ${TERMS.length} terms in turn, limit 30, warm`, (i) => search(TERMS[i % TERMS.length]), iterations * TERMS.length)];
  for (const term of TERMS) timings.push(await time(`  "${term}"`, () => search(term), Math.max(20, Math.round(iterations / 4))));
  await appDb.destroy();
  report({ timings, counts });
}

async function main() {
  if (measuring()) return await measure();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-"));
  try {
    const db = createKysely<Database>(openSqlite(path.join(dataDir, "portal.sqlite")));
    await migrateToLatest(db as never);
    // Personal foods need their patients; the accounts seed is not what is measured.
    await seedAccounts(db, new Date().toISOString().slice(0, 10));
    const seedStart = performance.now();
    await seedFoods(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    await db.destroy();
    const size = fs.statSync(path.join(dataDir, "portal.sqlite")).size;

    const runs = (await measureOnEngines<{ timings: Timing[]; counts: number[] }>(fileURLToPath(import.meta.url), dataDir, [String(iterations)])).map(
      (r) => ({ engine: r.engine, timings: r.result.timings, counts: r.result.counts }),
    );
    console.log("");
    console.log(`seed on SQLite (seedFoods: SR28 + resources + demo personal foods): ${seedSeconds.toFixed(2)} s; database file ${(size / 1024 / 1024).toFixed(1)} MiB`);
    console.log(`hits per term, SQLite: ${runs[0].counts.join(" ")}`);
    if (runs[1]) console.log(`hits per term, PostgreSQL: ${runs[1].counts.join(" ")}`);
    printTimings(runs, 40);
    console.log("");
    printBudget(runs, 0, "food search", 5);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
