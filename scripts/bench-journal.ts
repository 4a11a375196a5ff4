/**
 * Daily Journal timings on a temporary database with 10,000 patients.
 *
 *   npx tsx scripts/bench-journal.ts [iterations, default 300]
 *
 * Every other patient has four weeks of journals; the measured patient has two years of daily
 * journals (three meals and snacks, hydration, a goal every two months). Budgets (issue 9), on
 * the server: the journal day loader (entries, summary, goals) under 10 ms; a week's summary
 * under 10 ms; adding an entry under 5 ms. Also printed: the seed's own time, and the picker's
 * recent/frequent items and food search, to show where the panel's time goes. Measured on SQLite,
 * then on PostgreSQL with the same rows (issue 14: within 2× of SQLite); scripts/bench/harness.ts.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "@remix-run/node";
import { createKysely, openSqlite, sqliteHandleOf } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { addDays, todayIn } from "../app/domain/calendar";
import { migrateToLatest } from "../db/migrate";
import { seedAccounts } from "../db/seed/accounts";
import { seedFilesIn } from "../db/seed/files";
import { seedFoods } from "../db/seed/foods";
import { seedJournal } from "../db/seed/journal";
import { seedRecipes } from "../db/seed/recipes";
import { benchContext, measureOnEngines, measuring, printBudget, printTimings, report, time, type Timing } from "./bench/harness";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const OTHERS_DAYS = 14;
const MEASURED_DAYS = 730;
const iterations = Number(process.argv[2] ?? 300);

const ENTRY_COLUMNS = `day, time, meal, kind, food_id, recipe_id, item_name, item_desc, quantity, measure_id, measure_amount, measure_text,
  measure_g, food_g, recipe_servings, fluid_floz, energy_kcal, protein_kcal, vegetable_srv, fruit_srv, fat_srv, starch_srv, dairy_srv,
  misc_srv, protein_g, carbohydrate_g, fat_g, fiber_g, sugars_g, saturated_fat_g, cholesterol_mg, sodium_mg, potassium_mg, calcium_mg,
  iron_mg, hunger_before, hunger_after, created_at, updated_at`;

/**
 * 10,000 patients, each with the demo patient's last four weeks of journals; the measured patient
 * with her eight weeks repeated over two years (days shifted), and a goal every two months.
 */
function populate(db: ReturnType<typeof createKysely<Database>>, templateUser: number, today: string): number {
  const sqlite = sqliteHandleOf(db);
  const now = new Date().toISOString();
  const insertUser = sqlite.prepare(
    "insert into users (email, password_hash, user_type, first_name, last_name, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', 'Bench', ?, ?, ?, ?)",
  );
  // The template's days, copied onto another patient and shifted by a number of days.
  const copyDays = sqlite.prepare(
    `insert into journal_entries (user_id, ${ENTRY_COLUMNS})
     select ?, date(day, ? || ' days'), ${ENTRY_COLUMNS.replace(/^day, /, "")} from journal_entries where user_id = ? and day >= ? and day <= ?`,
  );
  const insertGoal = sqlite.prepare(
    `insert into nutrition_goals (user_id, starts_on, calories_kcal, protein_kcal, vegetable_srv, fruit_srv, fat_srv, starch_srv, dairy_srv, misc_srv,
       hydration_floz, electrolyte_floz, set_by, created_at, updated_at) values (?, ?, ?, 400, 4, 2, 2, 2, 1, 1, 64, 16, null, ?, ?)`,
  );
  let measured = 0;
  sqlite
    .transaction(() => {
      for (let i = 0; i < PATIENTS; i++) {
        const id = Number(insertUser.run(`bench-${i}@example.com`, `Patient ${i}`, 1 + (i % 91), now, now).lastInsertRowid);
        if (i === 0) measured = id;
        else copyDays.run(id, 0, templateUser, addDays(today, -(OTHERS_DAYS - 1)), today);
      }
      // Two years: the template's 56 days, thirteen times, ending today.
      for (let shift = 0; shift * 56 < MEASURED_DAYS; shift++) {
        const from = addDays(today, -55 - shift * 56);
        if (from < addDays(today, -(MEASURED_DAYS - 1))) break;
        copyDays.run(measured, -shift * 56, templateUser, addDays(today, -55), today);
      }
      for (let g = 0; g * 61 < MEASURED_DAYS; g++) insertGoal.run(measured, addDays(today, -(MEASURED_DAYS - 1) + g * 61), 1500 - g * 20, now, now);
    })
    .immediate();
  sqlite.prepare("analyze").run();
  return measured;
}

interface JournalContext {
  measuredId: number;
  zone: string;
  today: string;
}

/** In the measuring child (harness): the journal's calls, on whichever engine the environment names. */
async function measure() {
  const { measuredId, zone, today } = benchContext<JournalContext>();
  const { db: appDb } = await import("../app/db/db.server");
  const journal = await import("../app/journal/journal.server");
  const { auditOwn } = await import("../app/security/audit.server");
  const { entrySchema } = await import("../app/journal/schemas");

  const counts = await appDb
    .selectFrom("journal_entries")
    .select((eb) => [eb.fn.countAll<number>().as("all"), eb.fn.count<number>("id").filterWhere("user_id", "=", measuredId).as("mine")])
    .executeTakeFirstOrThrow();
  const user = await appDb.selectFrom("users").select(["id", "user_type", "email", "first_name", "middle_name", "last_name", "city", "state"]).where("id", "=", measuredId).executeTakeFirstOrThrow();
  const viewer = { id: user.id, user_type: user.user_type, time_zone: zone };
  const context = { clientIp: "127.0.0.1", cspNonce: "" } as unknown as AppLoadContext;
  const banana = await appDb.selectFrom("foods").select("id").where("ndb_no", "=", "09040").executeTakeFirstOrThrow();
  const medium = await appDb.selectFrom("ingredient_weights").select("id").where("food_id", "=", banana.id).where("measure", "like", "medium%").executeTakeFirstOrThrow();
  const recipe = await appDb.selectFrom("recipes").select("id").where("name", "=", "Baked Salmon with Dill").executeTakeFirstOrThrow();
  const dayOf = (i: number) => addDays(today, -(i % (MEASURED_DAYS - 7)));
  const foodEntry = entrySchema.parse({ food: banana.id, measure: medium.id, quantity: 1, meal: "B", added_on: addDays(today, -3) });
  const recipeEntry = entrySchema.parse({ recipe: recipe.id, quantity: 1.5, meal: "E", added_on: addDays(today, -3) });
  // Each add goes to another day of the two years (a day holds at most 200 items), and a refused
  // add stops the bench rather than being timed as one.
  const add = async (entry: typeof foodEntry, i: number) => {
    const outcome = await journal.createEntry(viewer, { ...entry, added_on: dayOf(i) });
    if (!outcome.ok) throw new Error(`createEntry was refused: ${JSON.stringify(outcome)}`);
  };

  const timings = [
    await time("baseline: one primary-key select", () => appDb.selectFrom("users").select("id").where("id", "=", measuredId).execute(), iterations),
    await time(
      "day loader: the journal page's loader work (entries, summary, goal, audit row)",
      // What the route's loader does (app/routes/_app.nutrition.journal.tsx), the panel closed.
      async (i) => {
        const request = new Request(`http://localhost/nutrition/journal?date=${dayOf(i)}`);
        const day = await journal.journalDay(viewer, dayOf(i));
        if (!day.ok) throw new Error("journalDay was refused");
        await journal.panelData(viewer, { step: "closed" }, day.data, false);
        await auditOwn({ request, context, user: viewer }, "read", "journal_day");
      },
      iterations,
    ),
    await time("  its domain call: journalDay (entries, summary, goal, the day before's meals)", (i) => journal.journalDay(viewer, dayOf(i)), iterations),
    await time("week summary: summarizeDays over 7 days, with the goals in force", (i) => journal.summarizeDays(viewer, addDays(dayOf(i), -6), dayOf(i)), iterations),
    await time("add entry: createEntry, a food by a common measure", (i) => add(foodEntry, i), iterations),
    await time("add entry: createEntry, a recipe in servings", (i) => add(recipeEntry, i), iterations),
    await time("  picker: recent and frequent items", () => journal.pickerShortcuts(viewer), iterations),
    await time('  picker: food search "banana" (20)', () => journal.pickerFoods(viewer, "banana"), iterations),
    await time("  picker: Select Recipe, first page (8)", () => journal.pickerRecipes(viewer, "", 0), iterations),
    await time("  month summary: summarizeDays over 31 days", (i) => journal.summarizeDays(viewer, addDays(dayOf(i), -30), dayOf(i)), iterations),
  ];
  await appDb.destroy();
  report({ timings, all: Number(counts.all), mine: Number(counts.mine) });
}

async function main() {
  if (measuring()) return await measure();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-journal-"));
  try {
    const db = createKysely<Database>(openSqlite(path.join(dataDir, "portal.sqlite")));
    await migrateToLatest(db as never);
    await seedAccounts(db, new Date().toISOString().slice(0, 10));
    await seedFoods(db);
    await seedRecipes(db, seedFilesIn(dataDir));
    const seedStart = performance.now();
    await seedJournal(db);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const jane = await db
      .selectFrom("users")
      .leftJoin("clinics", "clinics.id", "users.clinic_id")
      .select(["users.id", "clinics.time_zone"])
      .where("email", "=", "patient@example.com")
      .executeTakeFirstOrThrow();
    const zone = jane.time_zone ?? "America/New_York";
    const today = todayIn(zone);
    const populateStart = performance.now();
    const measuredId = populate(db, jane.id, today);
    const populateSeconds = (performance.now() - populateStart) / 1000;
    await db.destroy();

    const context: JournalContext = { measuredId, zone, today };
    const runs = (await measureOnEngines<{ timings: Timing[]; all: number; mine: number }>(fileURLToPath(import.meta.url), dataDir, [String(iterations)], context)).map(
      (r) => ({ engine: r.engine, timings: r.result.timings, all: r.result.all, mine: r.result.mine }),
    );
    console.log("");
    console.log(
      `patients: ${PATIENTS.toLocaleString("en-US")}; journal entries: ${runs[0].all.toLocaleString("en-US")} (the measured patient's: ${runs[0].mine.toLocaleString("en-US")} over ${MEASURED_DAYS} days)`,
    );
    console.log(`seedJournal itself: ${seedSeconds.toFixed(2)} s; building the ${PATIENTS.toLocaleString("en-US")} patients' journals: ${populateSeconds.toFixed(1)} s`);
    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores; ${iterations} iterations each`);
    printTimings(runs, 84);
    console.log("");
    printBudget(runs, 1, "day loader", 10);
    printBudget(runs, 3, "week summary", 10);
    printBudget(runs, 4, "add entry (food)", 5);
    printBudget(runs, 5, "add entry (recipe)", 5);
  } finally {
    if (process.env.BENCH_KEEP_DB) console.log(`database kept in ${dataDir}`);
    else fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
