/**
 * Weight progress and badge timings on a temporary database with 10,000 patients.
 *
 *   npx tsx scripts/bench-progress.ts [iterations, default 300]
 *
 * Budgets (issue 11), on the server: the /progress loader's work (the weight series, overview,
 * charts, the history page and its audit row) under 10 ms; evaluating every badge rule for one
 * patient on a write (awardBadges inside the write's transaction) under 5 ms. The measured
 * patient has two years of weigh-ins (the clinic's every two weeks and their own every day).
 * The food journal and fitness tables are not in this branch yet: their source functions answer
 * "nothing" here, so the pure rules are also timed on two years of synthetic journal, hydration
 * and workout days, to show what those rules will cost once wired.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createKysely, openSqlite, sqliteHandleOf } from "../app/db/connection";
import type { Database } from "../app/db/schema";
import { migrateToLatest } from "../db/migrate";
import { seedAccounts } from "../db/seed/accounts";

const PATIENTS = 10_000;
const iterations = Number(process.argv[2] ?? 300);
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

async function time(label: string, fn: () => Promise<unknown> | unknown) {
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

/** 10,000 patients, each with a year of the clinic's weigh-ins; the measured one with two years of daily entries. */
function populate(db: ReturnType<typeof createKysely<Database>>, today: string): number {
  const sqlite = sqliteHandleOf(db);
  const now = new Date().toISOString();
  const user = sqlite.prepare(
    "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', 'Bench', ?, 'Tampa', 'FL', ?, ?, ?)",
  );
  const weight = sqlite.prepare(
    "insert into weights (user_id, measured_on, member_created, weight_kg, fat_pct, fat_mass_kg, ffm_kg, tbw_kg, bp_systolic, bp_diastolic, pulse_bpm, waist_cm, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const clinicVisit = (id: number, day: string, kg: number) => weight.run(id, day, 0, kg, 35, kg * 0.35, kg * 0.65, kg * 0.47, 128, 82, 74, 100, now, now);
  let measured = 0;
  sqlite
    .transaction(() => {
      for (let i = 0; i < PATIENTS; i++) {
        const id = Number(user.run(`bench-${i}@example.com`, `Patient ${i}`, (i % 91) + 1, now, now).lastInsertRowid);
        if (i === PATIENTS - 1) measured = id;
        const visits = i === PATIENTS - 1 ? 53 : 26;
        for (let k = 0; k < visits; k++) clinicVisit(id, addDays(today, -14 * (visits - 1 - k)), 110 - k * 0.35 + (k % 3) * 0.2);
      }
      // Two years of the measured patient's own daily weigh-ins.
      for (let d = 729; d >= 0; d--) {
        weight.run(measured, addDays(today, -d), 1, 110 - (729 - d) * 0.025 + ((d * 7) % 5) * 0.1, null, null, null, null, null, null, null, null, now, now);
      }
    })
    .immediate();
  sqlite.prepare("analyze").run();
  return measured;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-bench-progress-"));
  try {
    const today = new Date().toISOString().slice(0, 10);
    const setup = createKysely<Database>(openSqlite(path.join(dataDir, "portal.sqlite")));
    await migrateToLatest(setup as never);
    await seedAccounts(setup, today);
    const started = performance.now();
    const patientId = populate(setup, today);
    const populateSeconds = (performance.now() - started) / 1000;
    await setup.destroy();

    // The app's connection reads DATA_DIR when first imported.
    process.env.DATA_DIR = dataDir;
    const { db } = await import("../app/db/db.server");
    const { progressPage } = await import("../app/progress/weights.server");
    const { addWeight, deleteWeight } = await import("../app/progress/weigh-ins.server");
    const { awardBadges } = await import("../app/badges/award.server");
    const { badgeFacts } = await import("../app/badges/sources.server");
    const { earnedBadges } = await import("../app/badges/rules");
    const { auditHealth } = await import("../app/security/audit.server");
    const { weightEntrySchema } = await import("../app/progress/schemas");

    const viewer = { id: patientId, user_type: "P" as const, time_zone: "America/New_York" };
    const weighIns = Number((await db.selectFrom("weights").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const mine = Number((await db.selectFrom("weights").select((eb) => eb.fn.countAll().as("n")).where("user_id", "=", patientId).executeTakeFirstOrThrow()).n);
    const request = new Request("http://localhost/progress", { headers: { "user-agent": "bench" } });
    const context = { clientIp: "127.0.0.1", cspNonce: "" };

    // Exactly the /progress loader's work after the session check: one read of the series and the
    // profile (overview, charts, trend, the history page) and its audit row.
    const loader = async () => {
      await progressPage(viewer, { limit: 20, offset: 0 });
      await auditHealth({ request, context }, { actor: viewer, patientId, action: "read", record: "weight", detail: "page" });
    };
    const loaderMine = async () => {
      await progressPage(viewer, { memberCreated: true, limit: 20, offset: 40 });
      await auditHealth({ request, context }, { actor: viewer, patientId, action: "read", record: "weight", detail: "page" });
    };
    const award = () => db.transaction().execute((trx) => awardBadges(trx, patientId));

    // Two years of synthetic journal, hydration and workout facts for the pure rules.
    const facts = await badgeFacts(db, patientId);
    const days = Array.from({ length: 730 }, (_, i) => addDays(today, -729 + i));
    const synthetic = {
      ...facts,
      journal: days.filter((_, i) => i % 11 !== 0).map((day, i) => ({ day, loggedOn: i % 4 === 0 ? addDays(day, 1) : day })),
      hydration: days.filter((_, i) => i % 9 !== 0).map((day) => ({ day, loggedOn: day })),
      workouts: days.filter((_, i) => i % 2 === 0),
    };

    const baseline = await time("baseline: one primary-key select", () => db.selectFrom("users").select("id").where("id", "=", patientId).execute());
    const results = [
      await time(`/progress loader: series (${mine} weigh-ins), overview, charts, first history page, audit`, loader),
      await time("/progress loader, My Weight Entries page 3", loaderMine),
      await time("awardBadges: every rule for one patient, in a write transaction", award),
    ];
    const parts = [
      await time("  part: badgeFacts (weights, recipes; journal/fitness sources empty)", () => badgeFacts(db, patientId)),
      await time("  part: earnedBadges on the real facts (pure)", () => earnedBadges(facts)),
      await time("  part: earnedBadges on 2 years of journal, hydration and workouts (pure)", () => earnedBadges(synthetic)),
      await time("  a whole Add Weight write (insert + awardBadges) and its delete", async () => {
        const added = await addWeight(viewer, weightEntrySchema.parse({ weight: 230 }));
        if (added.ok) await deleteWeight(viewer, added.data.row.id);
      }),
    ];
    await db.destroy();

    console.log("");
    console.log(`patients: ${PATIENTS}, weigh-ins: ${weighIns} (populated in ${populateSeconds.toFixed(1)} s); load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
    console.log(`  ${baseline.label.padEnd(92)} p50 ${baseline.p50.toFixed(2)} ms  p95 ${baseline.p95.toFixed(2)} ms`);
    for (const r of [...results, ...parts]) console.log(`  ${r.label.padEnd(92)} p50 ${r.p50.toFixed(2)} ms  p95 ${r.p95.toFixed(2)} ms  max ${r.max.toFixed(2)} ms`);
    const within = (r: (typeof results)[number], budget: number) => `${r.p95 < budget ? "within" : "OVER"} (p95 ${r.p95.toFixed(2)} ms)`;
    console.log("");
    console.log(`budget /progress loader < 10 ms: ${within(results[0], 10)}`);
    console.log(`budget badge evaluation on a write < 5 ms: ${within(results[2], 5)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
