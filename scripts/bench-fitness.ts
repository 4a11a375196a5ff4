/**
 * Fitness timings on a temporary database: the seeded library, and 10,000 patients with two
 * years of logs each.
 *
 *   npx tsx scripts/bench-fitness.ts [iterations, default 300]
 *
 * Budgets (issue 10), on the server: the exercise list with a search and a filter under 10 ms;
 * My History's chart and summary over two years of a patient's logs, with 10,000 patients in the
 * database, under 20 ms.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createKysely, openSqlite, sqliteHandleOf } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { addDays, todayIn, weekdayOf } from "../app/domain/calendar";
import { migrateToLatest } from "../db/migrate";
import { seedAccounts } from "../db/seed/accounts";
import { seedFilesIn } from "../db/seed/files";
import { seedFitness } from "../db/seed/fitness";
import { time as timeCalls } from "./bench/harness";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const DAYS = 730;
const iterations = Number(process.argv[2] ?? 300);

/** 10,000 patients with two years of logs each (about two a week; the measured one nearly daily). */
function populate(db: ReturnType<typeof createKysely<Database>>, today: string): { patientId: number; rows: number } {
  const sqlite = sqliteHandleOf(db);
  const exercises = sqlite.prepare("select id, met, type_of_activity from exercises").all() as { id: number; met: number; type_of_activity: string }[];
  const addUser = sqlite.prepare(
    "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', 'Bench', 'Patient', 'Tampa', 'FL', 1, ?, ?)",
  );
  const addLog = sqlite.prepare(
    "insert into exercise_logs (user_id, exercise_id, done_on, weekday, type_of_activity, minutes, calories_kcal, calories_gross_kcal, calories_entered, notes, source, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, 0, '', 'log', ?, ?)",
  );
  const days = Array.from({ length: DAYS }, (_, i) => addDays(today, -i));
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  let rows = 0;
  let patientId = 0;
  const now = new Date().toISOString();
  // The logs' index is built once after the load (a bulk load into a live index is slow); its
  // definition is read back from the database, so it is exactly the migration's.
  const index = sqlite.prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = 'exercise_logs' and sql is not null").all() as { name: string; sql: string }[];
  for (const i of index) sqlite.prepare(`drop index ${i.name}`).run();
  sqlite
    .transaction(() => {
      for (let p = 0; p < PATIENTS; p++) {
        const userId = Number(addUser.run(`bench-${p}@example.com`, now, now).lastInsertRowid);
        const measured = p === Math.floor(PATIENTS / 2);
        if (measured) patientId = userId;
        const kg = 80 + rand() * 50;
        for (const day of days) {
          if (rand() > (measured ? 0.9 : 0.3)) continue;
          const e = exercises[Math.floor(rand() * exercises.length)];
          const minutes = 10 + Math.floor(rand() * 50);
          const net = Math.round((e.met - 1) * kg * (minutes / 60) * 10) / 10;
          addLog.run(userId, e.id, day, weekdayOf(day), e.type_of_activity, minutes, net, Math.round(e.met * kg * (minutes / 60) * 10) / 10, now, now);
          rows++;
        }
      }
    })
    .immediate();
  for (const i of index) sqlite.prepare(i.sql).run();
  sqlite.prepare("analyze").run();
  return { patientId, rows };
}

/** Wall-clock and CPU time of a call (scripts/bench/harness.ts), `iterations` times. */
const time = (label: string, fn: () => Promise<unknown>) => timeCalls(label, fn, iterations);

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-fitness-"));
  try {
    const db = createKysely<Database>(openSqlite(path.join(dataDir, "portal.sqlite")));
    await migrateToLatest(db as never);
    const today = todayIn("America/New_York");
    await seedAccounts(db, today);
    const seedStart = performance.now();
    await seedFitness(db, seedFilesIn(dataDir));
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const fillStart = performance.now();
    const { patientId, rows } = populate(db, today);
    const fillSeconds = (performance.now() - fillStart) / 1000;
    await db.destroy();

    // The app's connection reads DATA_DIR when first imported.
    process.env.DATA_DIR = dataDir;
    const { db: appDb } = await import("../app/db/db.server");
    const { exerciseFilters, listExercises } = await import("../app/fitness/exercises.server");
    const { historyGraph, historySummary } = await import("../app/fitness/history.server");
    const { listLogs } = await import("../app/fitness/activity.server");
    const viewer = { id: patientId, user_type: "P" as const, time_zone: "America/New_York" };
    const own = Number((await appDb.selectFrom("exercise_logs").select((eb) => eb.fn.countAll().as("n")).where("user_id", "=", patientId).executeTakeFirstOrThrow()).n);
    const sample = await listExercises(viewer, { search: "walk", type_of_activity: ["Cardio"], limit: 30, offset: 0 });

    const baseline = await time("baseline: one primary-key select", () => appDb.selectFrom("users").select("id").where("id", "=", patientId).execute());
    const results = [
      await time(`exercise list: search "walk" + Cardio filter (${sample.count} hits)`, () => listExercises(viewer, { search: "walk", type_of_activity: ["Cardio"], limit: 30, offset: 0 })),
      await time("exercise list page: list with search and two filters + the filter panel", () =>
        Promise.all([listExercises(viewer, { search: "swim", type_of_activity: ["Cardio"], flame: [2, 3], limit: 30, offset: 0 }), exerciseFilters(viewer)]),
      ),
      await time("my history: chart (all history, by day) + summary (all history)", () =>
        Promise.all([historyGraph(viewer, { time_span: "all", group_by: "day", exercise: null }, today, "en"), historySummary(viewer, null, today)]),
      ),
      await time("my history: chart (8 weeks, by week) + summary (12 months)", () =>
        Promise.all([historyGraph(viewer, { time_span: "8", group_by: "week", exercise: null }, today, "en"), historySummary(viewer, 360, today)]),
      ),
      await time("my history page: chart + summary + details (15 logs)", () =>
        Promise.all([
          historyGraph(viewer, { time_span: "4", group_by: "day", exercise: null }, today, "en"),
          historySummary(viewer, 90, today),
          listLogs({ ...viewer, time_zone: "America/New_York" }, { limit: 15, offset: 0 }),
        ]),
      ),
    ];
    const { loggedExercises } = await import("../app/fitness/history.server");
    const parts = [
      await time("  part: historyGraph all/day", () => historyGraph(viewer, { time_span: "all", group_by: "day", exercise: null }, today, "en")),
      await time("  part: historySummary all", () => historySummary(viewer, null, today)),
      await time("  part: loggedExercises", () => loggedExercises(patientId)),
    ];
    results.push(...parts);
    await appDb.destroy();

    console.log("");
    console.log(`fitness seed: ${seedSeconds.toFixed(2)} s; ${PATIENTS.toLocaleString("en-US")} patients, ${rows.toLocaleString("en-US")} logs (${fillSeconds.toFixed(1)} s), the measured patient ${own} logs over two years`);
    console.log(`load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    console.log(`  ${baseline.label.padEnd(80)} p50 ${baseline.p50.toFixed(2)} ms  p95 ${baseline.p95.toFixed(2)} ms`);
    console.log(`  ${"".padEnd(80)} wall clock                      | CPU time`);
    for (const r of results) {
      console.log(`  ${r.label.padEnd(80)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms | p50 ${r.cpu50.toFixed(2)} ms  p95 ${r.cpu95.toFixed(2)} ms`);
    }
    const verdict = (r: (typeof results)[number], budget: number) =>
      `${r.p95 < budget ? "within" : r.cpu95 < budget ? "within on CPU time (the wall clock waited for a busy core)" : "OVER"} (wall p50 ${r.p50.toFixed(2)} ms, p95 ${r.p95.toFixed(2)} ms; CPU p95 ${r.cpu95.toFixed(2)} ms)`;
    console.log("");
    console.log(`budget exercise list with search and filter < 10 ms: ${verdict(results[0], 10)}`);
    console.log(`budget my-history chart and summary over two years < 20 ms: ${verdict(results[2], 20)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
