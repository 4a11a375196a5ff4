/**
 * Home dashboard and export timings on a temporary database (issue 12): the seeded portal plus
 * 10,000 patients, the measured one with two years of journal, weights, activity, badges,
 * favourites and comments.
 *
 *   npx tsx scripts/bench-home.ts [iterations, default 200]      (npm run bench:home)
 *
 * Budgets, on the server: the /home loader (every block) p95 under 10 ms; /api/exercises/my_home
 * the same; the export of two years under 1 s; the first load of /home under 120 kB of gzipped
 * JavaScript, chart.js included (run `npm run build` first: it reads the build's metafile).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createKysely, openSqlite, sqliteHandleOf } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { addDays, todayIn, weekdayOf } from "../app/domain/calendar";
import { migrateToLatest } from "../db/migrate";
import { firstLoadJs } from "./bench/javascript";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const DAYS = 730;
const iterations = Number(process.argv[2] ?? 200);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

function populate(db: ReturnType<typeof createKysely<Database>>, today: string): { patientId: number; rows: number } {
  const sqlite = sqliteHandleOf(db);
  const exercises = sqlite.prepare("select id, type_of_activity from exercises").all() as { id: number; type_of_activity: string }[];
  const recipes = sqlite.prepare("select id from recipes where active = 1").all() as { id: number }[];
  const addUser = sqlite.prepare(
    "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', 'Bench', 'Patient', 'Tampa', 'FL', 1, ?, ?)",
  );
  const addWeight = sqlite.prepare("insert into weights (user_id, measured_on, member_created, weight_kg, created_at, updated_at) values (?, ?, ?, ?, ?, ?)");
  const addEntry = sqlite.prepare(
    "insert into journal_entries (user_id, day, meal, kind, item_name, quantity, energy_kcal, protein_kcal, created_at, updated_at) values (?, ?, ?, 'food', 'Bench food', 1, ?, ?, ?, ?)",
  );
  const addLog = sqlite.prepare(
    "insert into exercise_logs (user_id, exercise_id, done_on, weekday, type_of_activity, minutes, calories_kcal, calories_gross_kcal, calories_entered, notes, source, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, '', 'log', ?, ?)",
  );
  const addPlan = sqlite.prepare(
    "insert into member_exercise_plans (user_id, exercise_id, is_plan, sunday, monday, tuesday, wednesday, thursday, friday, saturday, created_at, updated_at) values (?, ?, 1, 1, 1, 1, 1, 1, 1, 1, ?, ?)",
  );
  const addFavourite = sqlite.prepare("insert into recipe_favorites (user_id, recipe_id, created) values (?, ?, ?)");
  const addComment = sqlite.prepare("insert into comments (recipe_id, user_id, title, notes, rating, is_approved, created) values (?, ?, 'Lovely', 'We made it twice.', 5, 1, ?)");
  const addBadge = sqlite.prepare("insert into member_badges (user_id, badge_id, start_day, end_day, earned_day, created_at) values (?, ?, ?, ?, ?, ?)");
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, -i)).reverse();
  let seed = 7;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const now = new Date().toISOString();
  let rows = 0;
  let patientId = 0;
  sqlite
    .transaction(() => {
      for (let p = 0; p < PATIENTS; p++) {
        const userId = Number(addUser.run(`bench-home-${p}@example.com`, now, now).lastInsertRowid);
        const measured = p === Math.floor(PATIENTS / 2);
        if (measured) patientId = userId;
        // Everyone: a weigh-in a month and a few weeks of meals; the measured patient: two years of everything.
        const span = measured ? days : days.slice(-60);
        let kg = 110 + rand() * 20;
        span.forEach((day, i) => {
          if (measured || i % 30 === 0) {
            if (measured && rand() > 0.6) return;
            kg -= rand() * 0.2;
            addWeight.run(userId, day, i % 7 === 0 ? 0 : 1, Math.round(kg * 10) / 10, now, now);
            rows++;
          }
        });
        for (const day of span) {
          const meals = measured ? 5 : rand() < 0.2 ? 2 : 0;
          for (let m = 0; m < meals; m++) {
            addEntry.run(userId, day, ["A", "B", "C", "D", "E"][m] ?? "Z", 200 + Math.round(rand() * 300), 60 + Math.round(rand() * 80), now, now);
            rows++;
          }
          if (measured && rand() < 0.85) {
            const e = exercises[Math.floor(rand() * exercises.length)];
            addLog.run(userId, e.id, day, weekdayOf(day), e.type_of_activity, 30, 150, 180, now, now);
            rows++;
          }
        }
        if (measured) {
          for (const e of exercises.slice(0, 12)) addPlan.run(userId, e.id, now, now);
          for (const r of recipes.slice(0, 30)) addFavourite.run(userId, r.id, now);
          for (const r of recipes.slice(0, 40)) addComment.run(r.id, userId, now);
          for (let b = 1; b <= 8; b++) addBadge.run(userId, b, days[b * 60], days[b * 60], days[b * 60], now);
          rows += 12 + 30 + 40 + 8;
        }
      }
    })
    .immediate();
  sqlite.prepare("analyze").run();
  return { patientId, rows };
}

async function time(label: string, fn: () => Promise<unknown>, n = iterations) {
  for (let i = 0; i < Math.min(20, n); i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  wall.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { label, p50: percentile(wall, 50), p95: percentile(wall, 95), max: wall[wall.length - 1], cpu95: percentile(cpu, 95) };
}


async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-home-"));
  // The app's connection reads DATA_DIR when first imported, and the seed already imports it
  // (badges are awarded through the app's own rules), so both are imported after it is set.
  process.env.DATA_DIR = dataDir;
  const { seedAll } = await import("../db/seed/index");
  const { seedFilesIn } = await import("../db/seed/files");
  try {
    const db = createKysely<Database>(openSqlite(path.join(dataDir, "portal.sqlite")));
    await migrateToLatest(db as never);
    const today = todayIn("America/New_York");
    const seedStart = performance.now();
    await seedAll(db, seedFilesIn(dataDir));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const fillStart = performance.now();
    const { patientId, rows } = populate(db, today);
    const fillSeconds = (performance.now() - fillStart) / 1000;
    await db.destroy();

    const { getSessionUser } = await import("../app/auth/users.server");
    const { homeDashboard } = await import("../app/home/dashboard.server");
    const { myHomeJson } = await import("../app/home/json");
    const { loadFoodSearchCard } = await import("../app/foods/search-card.server");
    const { exportJson, exportZip } = await import("../app/export/export.server");
    const { db: appDb } = await import("../app/db/db.server");
    const user = (await getSessionUser(patientId))!;
    const url = new URL("http://localhost/home");
    const home = await homeDashboard(user, user.units, "en");

    const results = [
      await time("/home loader: every block (homeDashboard + food search card)", () => Promise.all([homeDashboard(user, user.units, "en"), loadFoodSearchCard(user, url)])),
      await time("/api/exercises/my_home: homeDashboard + JSON body", async () => JSON.stringify(myHomeJson(await homeDashboard(user, user.units, "en")))),
    ];
    const drain = async (source: AsyncIterable<Uint8Array>) => {
      let bytes = 0;
      for await (const chunk of source) bytes += chunk.length;
      return bytes;
    };
    let jsonBytes = 0;
    let zipBytes = 0;
    const exports = [
      await time("export: JSON, streamed to the end", async () => (jsonBytes = await drain(exportJson(user))), 10),
      await time("export: CSV in a zip, streamed to the end", async () => (zipBytes = await drain(exportZip(user, "en"))), 10),
    ];
    await appDb.destroy();
    const js = firstLoadJs();

    console.log("");
    console.log(`seed ${seedSeconds.toFixed(1)} s; ${PATIENTS.toLocaleString("en-US")} patients, ${rows.toLocaleString("en-US")} rows (${fillSeconds.toFixed(1)} s)`);
    console.log(
      `the measured patient: ${home.weight.weight_chart.length} chart points, ${home.my_fitness.length} of ${home.my_fitness_count} planned today, ${home.recipes_favorited.length} favourites shown, badge ${home.latest_badge?.name ?? "none"}`,
    );
    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    for (const r of [...results, ...exports]) {
      console.log(`  ${r.label.padEnd(66)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  max ${r.max.toFixed(2)} ms | CPU p95 ${r.cpu95.toFixed(2)} ms`);
    }
    console.log(`  export sizes: JSON ${(jsonBytes / 1024).toFixed(0)} kB, zip ${(zipBytes / 1024).toFixed(0)} kB`);
    const verdict = (ok: boolean) => (ok ? "within" : "OVER");
    console.log("");
    console.log(`budget /home loader p95 < 10 ms: ${verdict(results[0].p95 < 10)} (${results[0].p95.toFixed(2)} ms; CPU ${results[0].cpu95.toFixed(2)} ms)`);
    console.log(`budget /api/exercises/my_home p95 < 10 ms: ${verdict(results[1].p95 < 10)} (${results[1].p95.toFixed(2)} ms; CPU ${results[1].cpu95.toFixed(2)} ms)`);
    const worstExport = Math.max(exports[0].max, exports[1].max);
    console.log(`budget export of two years < 1 s: ${verdict(worstExport < 1000)} (JSON p50 ${exports[0].p50.toFixed(0)} ms, zip p50 ${exports[1].p50.toFixed(0)} ms, slowest ${worstExport.toFixed(0)} ms)`);
    if (js) console.log(`budget first load of /home < 120 kB gzipped JS: ${verdict(js.gzip < 120 * 1024)} (${(js.gzip / 1024).toFixed(1)} kB gzipped, ${(js.raw / 1024).toFixed(0)} kB raw, ${js.files} files, chart.js included)`);
    else console.log("first load of /home: run `npm run build` first");
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
