/**
 * Food seed and search timings on a fresh temporary database.
 *
 *   npx tsx scripts/bench-foods.ts [iterations per term, default 200]
 *
 * Budgets (issue 3): seeding all of SR28 well under 10 s here; a search over the whole database
 * under 5 ms on the server.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createKysely, openSqlite } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { migrateToLatest } from "../db/migrate";
import { seedAccounts } from "../db/seed/accounts";
import { seedFoods } from "../db/seed/foods";

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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function main() {
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

    // The app's connection reads DATA_DIR when first imported.
    process.env.DATA_DIR = dataDir;
    const { searchFoods } = await import("../app/foods/search.server");
    const { db: appDb } = await import("../app/db/db.server");

    for (const term of TERMS) await searchFoods({ term, limit: 30 });
    const all: number[] = [];
    const perTerm: { term: string; count: number; p50: number; max: number }[] = [];
    for (const term of TERMS) {
      const times: number[] = [];
      let count = 0;
      for (let i = 0; i < iterations; i++) {
        const t0 = performance.now();
        count = (await searchFoods({ term, limit: 30 })).count;
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      perTerm.push({ term, count, p50: percentile(times, 50), max: times[times.length - 1] });
    }
    all.sort((a, b) => a - b);
    await appDb.destroy();

    const size = fs.statSync(path.join(dataDir, "portal.sqlite")).size;
    console.log("");
    for (const t of perTerm) console.log(`  ${t.term.padEnd(24)} ${String(t.count).padStart(5)} hits  p50 ${t.p50.toFixed(2)} ms  max ${t.max.toFixed(2)} ms`);
    console.log("");
    console.log(`seed (seedFoods: SR28 + resources + demo personal foods): ${seedSeconds.toFixed(2)} s`);
    console.log(`database file: ${(size / 1024 / 1024).toFixed(1)} MiB`);
    console.log(
      `search (${TERMS.length} terms × ${iterations}, limit 30, warm): p50 ${percentile(all, 50).toFixed(2)} ms, p95 ${percentile(all, 95).toFixed(2)} ms, max ${all[all.length - 1].toFixed(2)} ms`,
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
