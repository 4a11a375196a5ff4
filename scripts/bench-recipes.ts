/**
 * Recipe listing and details timings on a temporary database with 2,000 recipes.
 *
 *   npx tsx scripts/bench-recipes.ts [iterations, default 300]
 *
 * Budgets (issue 4), on the server: the listing's first page with a search and two category
 * filters under 10 ms; the details page's loader work (recipeDetailsPage: the recipe, its scaled
 * ingredient lines, nutrition facts, similar recipes, recently viewed, comments, and recording
 * the view) under 10 ms.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createKysely, openSqlite, sqliteHandleOf } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { migrateToLatest } from "../db/migrate";
import { seedAccounts } from "../db/seed/accounts";
import { seedFilesIn } from "../db/seed/files";
import { seedFoods } from "../db/seed/foods";
import { seedRecipes } from "../db/seed/recipes";

const TARGET = 2000;
const iterations = Number(process.argv[2] ?? 300);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const RECIPE_COLUMNS = `name, active, featured, public, franchise_region, preptime, cooktime, yields, serving_size, directions,
  directions_html, notes, notes_html, raw_ingredients, servings_vegetable, servings_fruit, servings_dairy, servings_fat,
  servings_starch, servings_misc, servings_protein_calories, kcal, carb_g, protein_g, com_num, com_avg, is_submitted,
  decline_code, created_by, created, updated`;

/** Copies of the seeded recipes, with their rows, until there are TARGET recipes. */
function multiply(db: ReturnType<typeof createKysely<Database>>) {
  const sqlite = sqliteHandleOf(db);
  const originals = sqlite.prepare("select id from recipes order by id").all() as { id: number }[];
  const copyRecipe = sqlite.prepare(
    `insert into recipes (${RECIPE_COLUMNS}) select ${RECIPE_COLUMNS.replace(/^name/, "name || ' No. ' || ?")} from recipes where id = ?`,
  );
  const copyRows = [
    sqlite.prepare("insert into recipe_ingredients (recipe_id, food_id, measure_id, quantity, main, seq) select ?, food_id, measure_id, quantity, main, seq from recipe_ingredients where recipe_id = ?"),
    sqlite.prepare("insert into recipe_categories (recipe_id, category_id) select ?, category_id from recipe_categories where recipe_id = ?"),
    sqlite.prepare("insert into recipe_sources (recipe_id, source_id, seq) select ?, source_id, seq from recipe_sources where recipe_id = ?"),
    sqlite.prepare("insert into recipe_images (recipe_id, image_id, seq, source) select ?, image_id, seq, source from recipe_images where recipe_id = ?"),
  ];
  sqlite
    .transaction(() => {
      let n = originals.length;
      for (let copy = 2; n < TARGET; copy++) {
        for (const o of originals) {
          if (n >= TARGET) break;
          const id = Number(copyRecipe.run(copy, o.id).lastInsertRowid);
          for (const stmt of copyRows) stmt.run(id, o.id);
          n++;
        }
      }
    })
    .immediate();
  sqlite.prepare("analyze").run();
}

async function time(label: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t0 = performance.now();
    await fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { label, p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1] };
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-recipes-"));
  try {
    const db = createKysely<Database>(openSqlite(path.join(dataDir, "portal.sqlite")));
    await migrateToLatest(db as never);
    await seedAccounts(db, new Date().toISOString().slice(0, 10));
    await seedFoods(db);
    const seedStart = performance.now();
    await seedRecipes(db, seedFilesIn(dataDir));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    multiply(db);
    await db.destroy();

    // The app's connection reads DATA_DIR when first imported.
    process.env.DATA_DIR = dataDir;
    const { db: appDb } = await import("../app/db/db.server");
    const { listRecipes, getRecipe, recipeNutrition, relatedRecipes, recentViews, recordView, servingsScale } = await import("../app/recipes/recipes.server");
    const { listRecipeComments } = await import("../app/recipes/comments.server");
    const { recipeDetailsPage } = await import("../app/recipes/details.server");

    const patient = await appDb.selectFrom("users").select(["id", "user_type"]).where("email", "=", "patient@example.com").executeTakeFirstOrThrow();
    const count = Number((await appDb.selectFrom("recipes").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const categories = await appDb.selectFrom("categories").select(["id", "name"]).where("name", "in", ["Dinner", "Chicken"]).execute();
    const filter = categories.map((c) => c.id);
    const sample = await listRecipes(patient, { search: "chicken", category: filter });

    const ids = (await appDb.selectFrom("recipes").select("id").where("active", "=", 1).execute()).map((r) => r.id);
    for (const id of ids.slice(0, 8)) await recordView(id, patient);
    let k = 0;
    // Exactly the details page loader's work (after the session check).
    const details = () => recipeDetailsPage(ids[k++ % ids.length], patient, null);

    // How busy the machine is: a primary-key lookup takes ~0.05 ms on an idle core.
    const baseline = await time("baseline: one primary-key select", () => appDb.selectFrom("users").select("id").where("id", "=", patient.id).execute());
    const results = [
      await time(`listing: search "chicken" + Dinner & Chicken filters (${sample.count} hits)`, () =>
        listRecipes(patient, { search: "chicken", category: filter }),
      ),
      await time("listing: first page, no search", () => listRecipes(patient, {})),
      await time("listing: search only (\"salad\")", () => listRecipes(patient, { search: "salad" })),
      await time("details loader: recipe, serves lines, nutrition, similar, recent, comments, record view", details),
    ];
    // Its parts, to show where the time goes.
    const part = (label: string, fn: (id: number) => Promise<unknown>) => time(`  part: ${label}`, () => fn(ids[k++ % ids.length]));
    const parts = [
      await part("getRecipe", (id) => getRecipe(id, patient)),
      await part("servingsScale", (id) => servingsScale(id, 4, patient)),
      await part("recipeNutrition", (id) => recipeNutrition(id, patient)),
      await part("relatedRecipes", (id) => relatedRecipes(id, patient)),
      await part("recentViews", (id) => recentViews(patient, { exclude: id })),
      await part("listRecipeComments", (id) => listRecipeComments(id, patient)),
      await part("recordView", (id) => recordView(id, patient)),
    ];
    await appDb.destroy();

    console.log("");
    console.log(`recipes: ${count} (seedRecipes itself: ${seedSeconds.toFixed(2)} s); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    console.log(`  ${baseline.label.padEnd(92)} p50 ${baseline.p50.toFixed(2)} ms  p95 ${baseline.p95.toFixed(2)} ms`);
    for (const r of [...results, ...parts]) console.log(`  ${r.label.padEnd(92)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  max ${r.max.toFixed(2)} ms`);
    const budget = (r: (typeof results)[number]) => (r.p95 < 10 ? "within" : "OVER");
    console.log("");
    console.log(`budget listing < 10 ms: ${budget(results[0])} (p95 ${results[0].p95.toFixed(2)} ms)`);
    console.log(`budget details < 10 ms: ${budget(results[3])} (p95 ${results[3].p95.toFixed(2)} ms)`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
