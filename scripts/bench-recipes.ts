/**
 * Recipe listing and details timings on a temporary database with 2,000 recipes.
 *
 *   npx tsx scripts/bench-recipes.ts [iterations, default 300]
 *
 * Budgets (issue 4), on the server: the listing's first page with a search and two category
 * filters under 10 ms; the details page's loader work (recipeDetailsPage: the recipe, its scaled
 * ingredient lines, nutrition facts, similar recipes, recently viewed, comments, and recording
 * the view) under 10 ms. Measured on SQLite, then on PostgreSQL with the same rows (issue 14:
 * within 2× of SQLite); scripts/bench/harness.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createKysely, openSqlite, sqliteHandleOf } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { migrateToLatest } from "../db/migrate";
import { seedAccounts } from "../db/seed/accounts";
import { seedFilesIn } from "../db/seed/files";
import { seedFoods } from "../db/seed/foods";
import { seedRecipes } from "../db/seed/recipes";
import { measureOnEngines, measuring, printBudget, printTimings, report, time, type Timing } from "./bench/harness";

const TARGET = 2000;
const iterations = Number(process.argv[2] ?? 300);

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

/** In the measuring child (harness): the listing and details, on whichever engine the environment names. */
async function measure() {
  const { db: appDb } = await import("../app/db/db.server");
  const { listRecipes, getRecipe, recipeNutrition, relatedRecipes, recentViews, recordView, servingsScale } = await import("../app/recipes/recipes.server");
  const { listRecipeComments } = await import("../app/recipes/comments.server");
  const { recipeDetailsPage } = await import("../app/recipes/details.server");

  const patient = { ...(await appDb.selectFrom("users").select(["id", "user_type"]).where("email", "=", "patient@example.com").executeTakeFirstOrThrow()), time_zone: "America/New_York" };
  const count = Number((await appDb.selectFrom("recipes").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  const categories = await appDb.selectFrom("categories").select(["id", "name"]).where("name", "in", ["Dinner", "Chicken"]).execute();
  const filter = categories.map((c) => c.id);
  const sample = await listRecipes(patient, { search: "chicken", category: filter });

  const ids = (await appDb.selectFrom("recipes").select("id").where("active", "=", 1).orderBy("id").execute()).map((r) => r.id);
  for (const id of ids.slice(0, 8)) await recordView(patient, id);
  let k = 0;
  // Exactly the details page loader's work (after the session check).
  const details = () => recipeDetailsPage(patient, ids[k++ % ids.length], null);
  const timings = [
    // How busy the machine is: a primary-key lookup takes ~0.05 ms on an idle core.
    await time("baseline: one primary-key select", () => appDb.selectFrom("users").select("id").where("id", "=", patient.id).execute(), iterations),
    await time(`listing: search "chicken" + Dinner & Chicken filters (${sample.count} hits)`, () => listRecipes(patient, { search: "chicken", category: filter }), iterations),
    await time("listing: first page, no search", () => listRecipes(patient, {}), iterations),
    await time('listing: search only ("salad")', () => listRecipes(patient, { search: "salad" }), iterations),
    await time("details loader: recipe, serves lines, nutrition, similar, recent, comments, record view", details, iterations),
  ];
  // Its parts, to show where the time goes.
  const part = (label: string, fn: (id: number) => Promise<unknown>) => time(`  part: ${label}`, () => fn(ids[k++ % ids.length]), iterations);
  timings.push(
    await part("getRecipe", (id) => getRecipe(patient, id)),
    await part("servingsScale", (id) => servingsScale(patient, id, 4)),
    await part("recipeNutrition", (id) => recipeNutrition(patient, id)),
    await part("relatedRecipes", (id) => relatedRecipes(patient, id)),
    await part("recentViews", (id) => recentViews(patient, { exclude: id })),
    await part("listRecipeComments", (id) => listRecipeComments(patient, id)),
    await part("recordView", (id) => recordView(patient, id)),
  );
  await appDb.destroy();
  report({ timings, count });
}

async function main() {
  if (measuring()) return await measure();
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

    const runs = (await measureOnEngines<{ timings: Timing[]; count: number }>(fileURLToPath(import.meta.url), dataDir, [String(iterations)])).map((r) => ({
      engine: r.engine,
      timings: r.result.timings,
      count: r.result.count,
    }));
    console.log("");
    console.log(`recipes: ${runs[0].count} (seedRecipes itself: ${seedSeconds.toFixed(2)} s); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores; ${iterations} iterations each`);
    printTimings(runs, 92);
    console.log("");
    printBudget(runs, 1, "listing", 10);
    printBudget(runs, 4, "details", 10);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
