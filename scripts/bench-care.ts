/**
 * The care team's timings (issue 25) on a temporary database: 20,000 patients, 2,000 of them at
 * the measured clinic (Tampa) with two years of data each: a food journal most days (a meal and
 * the day's water), walks three days a week, clinic weigh-ins every two weeks and home weigh-ins
 * every week; every other patient two weeks of journal and a few weigh-ins. The summaries are
 * built by the rebuild (and its time printed), some flags reviewed.
 *
 *   npx tsx scripts/bench-care.ts [iterations, default 200]     (npm run bench:care)
 *
 * Budgets (issue 25), on the server: the panel page's loader (the clinic's rows from their
 * summaries, flags, filter, sort, the page and its audit rows) p95 under 50 ms and a patient's
 * record (charts, 14 days of journal, 8 weeks of exercise, flags and their history, notes, the
 * audit row) under 30 ms on SQLite, and within twice those on PostgreSQL (scripts/bench/harness.ts).
 * Also printed: the write hook's cost on a journal, exercise and weigh-in write, and the CSV of
 * the whole clinic. BENCH_ENGINES=sqlite skips PostgreSQL; BENCH_PATIENTS and BENCH_CLINIC
 * change the sizes; BENCH_ONLY picks calls by key (baseline, panel, panel-plateau, panel-search,
 * record, record-day, csv, morning, hook-journal, hook-exercise, hook-weights); BENCH_KEEP_DB keeps
 * the data and BENCH_DB=<that folder> measures it again without building it (scripts/bench/data.ts).
 */
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "@remix-run/node";
import { sql } from "kysely";
import { sqliteHandleOf } from "../app/db/connection";
import { addDays, todayIn, weekdayOf } from "../app/domain/calendar";
import { translate } from "../app/i18n/i18n.server";
import { seededRandom } from "../db/seed/progress";
import { type BenchDb, rebuildSummaries, secondsSince, withBenchData } from "./bench/data";
import { benchContext, loadLine, measureOnEngines, measuring, printBudgetDoubled, printTimings, report, timeSelected, type Timing } from "./bench/harness";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
const CLINIC = Number(process.env.BENCH_CLINIC ?? 2_000);
const DAYS = 730;
const iterations = Number(process.argv[2] ?? 200);
const ZONE = "America/New_York";

interface CareContext {
  measuredId: number;
  nurseId: number;
  today: string;
  /** How the data was built, printed with the figures. */
  patients: number;
  clinic: number;
  populateSeconds: number;
  rebuildSeconds: number;
  rebuilt: number;
  flags: number;
}

/** 20,000 patients; the first 2,000 at clinic 1 with two years each. Returns the measured patient. */
function populate(db: BenchDb, today: string): number {
  const sqlite = sqliteHandleOf(db);
  const now = new Date().toISOString();
  const exercise = Number(
    sqlite
      .prepare(
        "insert into exercises (name, compendium_code, compendium_description, met, category, type_of_activity, description_html, instructions_html, created_at, updated_at) values ('Walking, brisk', '17200', 'walking, 3.5 mph', 4.3, 'Walking', 'Cardio', '', '', ?, ?)",
      )
      .run(now, now).lastInsertRowid,
  );
  const user = sqlite.prepare(
    "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', ?, ?, 'Tampa', 'FL', ?, ?, ?)",
  );
  const weight = sqlite.prepare("insert into weights (user_id, measured_on, member_created, weight_kg, created_by, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)");
  const entry = sqlite.prepare(
    "insert into journal_entries (user_id, day, meal, kind, item_name, quantity, measure_text, fluid_floz, energy_kcal, protein_kcal, vegetable_srv, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
  );
  const log = sqlite.prepare(
    "insert into exercise_logs (user_id, exercise_id, done_on, weekday, type_of_activity, minutes, calories_kcal, calories_gross_kcal, calories_entered, source, created_at, updated_at) values (?, ?, ?, ?, 'Cardio', ?, ?, ?, 0, 'log', ?, ?)",
  );
  const appointment = sqlite.prepare("insert into appointments (user_id, appt_date, appt_time, created_at) values (?, ?, ?, ?)");
  const goal = sqlite.prepare(
    "insert into nutrition_goals (user_id, starts_on, calories_kcal, protein_kcal, vegetable_srv, fruit_srv, fat_srv, starch_srv, dairy_srv, misc_srv, hydration_floz, electrolyte_floz, set_by, created_at, updated_at) values (?, ?, 1300, 400, 4, 2, 2, 2, 1, 1, 64, 16, null, ?, ?)",
  );
  let measured = 0;
  sqlite
    .transaction(() => {
      for (let i = 0; i < PATIENTS; i++) {
        const atClinic = i < CLINIC;
        const random = seededRandom(i + 1);
        const span = atClinic ? DAYS - (i % 200) : 14;
        const start = addDays(today, -span);
        const id = Number(user.run(`bench-${i}@example.com`, `Pat${i}`, `Bench${i}`, atClinic ? 1 : 2 + (i % 90), `${start}T12:00:00.000Z`, now).lastInsertRowid);
        if (i === 0) measured = id;
        const startKg = 85 + random() * 50;
        // Losing ~0.6 % a week, slowing; a quarter of them level off, one in ten regains lately.
        const story = random();
        const kgOn = (d: number) => {
          const lost = Math.min(d, span - 40) * 0.0009 + Math.max(0, d - (span - 40)) * (story < 0.25 ? 0 : story < 0.35 ? -0.0012 : 0.0006);
          return startKg * (1 - Math.min(lost, 0.25)) * (1 + (random() - 0.5) * 0.004);
        };
        // Some stopped logging a while ago.
        const lastDay = story > 0.92 ? span - 10 - Math.floor(random() * 20) : span;
        for (let d = 0; d <= lastDay; d += 14) weight.run(id, addDays(start, d), 0, kgOn(d), null, `${addDays(start, d)}T13:30:00.000Z`, now);
        if (atClinic) for (let d = 3; d <= lastDay; d += 7) weight.run(id, addDays(start, d), 1, kgOn(d), id, `${addDays(start, d)}T11:00:00.000Z`, now);
        for (let d = Math.max(0, span - (atClinic ? DAYS : 14)); d <= lastDay; d++) {
          if (random() < 0.15) continue;
          const day = addDays(start, d);
          entry.run(id, day, "C", "food", "Chicken salad", 1, "serving", null, 420, 160, 2, `${day}T12:30:00.000Z`, now);
          entry.run(id, day, "Z", "hydration", "Hydration", 64, "oz", 64, 0, 0, 0, `${day}T21:00:00.000Z`, now);
          if (random() < 0.43) {
            const minutes = 20 + Math.floor(random() * 30);
            log.run(id, exercise, day, weekdayOf(day), minutes, Math.round(minutes * 5), Math.round(minutes * 6), `${day}T18:00:00.000Z`, now);
          }
        }
        appointment.run(id, addDays(today, -10), "09:30", now);
        if (i % 7) appointment.run(id, addDays(today, 1 + (i % 28)), "10:00", now);
        goal.run(id, start, `${start}T12:00:00.000Z`, now);
      }
    })
    .immediate();
  sqlite.prepare("analyze").run();
  return measured;
}

/** In the measuring child (harness): the care calls, on whichever engine the environment names. */
async function measure() {
  const { measuredId, nurseId, today } = benchContext<CareContext>();
  const { db } = await import("../app/db/db.server");
  const { carePanel, panelCsv } = await import("../app/care/panel.server");
  const { patientRecord } = await import("../app/care/record.server");
  const { careSummaryChanged } = await import("../app/clinical/summary.server");
  const { newFlags } = await import("../app/care/digest.server");
  const { auditHealth } = await import("../app/security/audit.server");
  const { flushAuditRows } = await import("../app/security/audit-queue.server");
  const nurse = { id: nurseId, user_type: "A" as const, staff_role: "care" as const, time_zone: ZONE };
  const context = { clientIp: "127.0.0.1", cspNonce: "" } as unknown as AppLoadContext;
  const request = new Request("http://localhost/patients", { headers: { "user-agent": "bench" } });
  const query = { clinic: 1, flag: null, search: "", sort: "flags" as const, desc: true, limit: 25, offset: 0, units: "imperial" as const };
  const counts = await db
    .selectFrom("journal_entries")
    .select((eb) => [eb.fn.countAll<number>().as("all"), eb.fn.count<number>("id").filterWhere("user_id", "=", measuredId).as("mine")])
    .executeTakeFirstOrThrow();

  // Exactly the loaders' work after the session check: the domain call and the audit rows.
  const panelLoader = async (q: typeof query) => {
    const outcome = await carePanel(nurse, q);
    if (!outcome.ok) throw new Error("panel refused");
    await auditHealth({ request, context }, { actor: nurse, patientId: outcome.data.results.map((r) => r.id), action: "read", record: "care_panel", detail: "page" });
  };
  const recordLoader = async (day: string | null) => {
    const outcome = await patientRecord(nurse, measuredId, { day });
    if (!outcome.ok) throw new Error("record refused");
    await auditHealth({ request, context }, { actor: nurse, patientId: measuredId, action: "read", record: "care_record", detail: "page" });
  };
  const patients = await db.selectFrom("users").select("id").where("clinic_id", "=", 1).where("user_type", "=", "P").orderBy("id").limit(200).execute();
  const hook = (changed: ("journal" | "exercise" | "weights")[]) => (i: number) =>
    db.transaction().execute((trx) => careSummaryChanged(trx, patients[i % patients.length].id, changed));

  const few = Math.max(20, Math.floor(iterations / 5));
  const timings = await timeSelected([
    { key: "baseline", label: "baseline: one primary-key select", fn: () => db.selectFrom("users").select("id").where("id", "=", measuredId).execute(), iterations },
    { key: "panel", label: `panel loader: 2,000 patients' summaries, flags, default order, page 1 of 25, audit rows`, fn: () => panelLoader(query), iterations },
    { key: "panel-plateau", label: "  panel loader filtered to plateau, sorted by name", fn: () => panelLoader({ ...query, flag: "plateau" as never, sort: "name" as never, desc: false }), iterations },
    { key: "panel-search", label: "  panel loader, a name search, page 3 by rate", fn: () => panelLoader({ ...query, search: "Bench1", sort: "rate" as never, offset: 50 }), iterations },
    { key: "record", label: "record loader: two years' weigh-ins, 14 days, 8 weeks, flags, notes, audit row", fn: () => recordLoader(null), iterations },
    { key: "record-day", label: "  record loader with a day open", fn: (i) => recordLoader(addDays(today, -(i % 14))), iterations },
    {
      key: "csv",
      label: "  CSV of the whole clinic (2,000 rows)",
      fn: async () => {
        const outcome = await carePanel(nurse, { ...query, limit: 10_000 });
        if (outcome.ok) panelCsv(outcome.data.results, outcome.data.units, (key, values) => translate("en", key, values));
      },
      iterations: few,
    },
    { key: "morning", label: "morning count: the nurse's flags raised yesterday at the clinic (2,000 patients)", fn: () => newFlags(db, nurseId, today), iterations: few },
    { key: "hook-journal", label: "write hook: a journal write (last day, 14 days' counts, upsert)", fn: hook(["journal"]), iterations },
    { key: "hook-exercise", label: "write hook: an exercise write", fn: hook(["exercise"]), iterations },
    { key: "hook-weights", label: "write hook: a weigh-in (two years' series, trend, flags)", fn: hook(["weights"]), iterations },
  ]);
  // The reads' audit rows still queued (decision 0150) go in before the connection closes.
  await flushAuditRows();
  await db.destroy();
  report({ timings, all: Number(counts.all), mine: Number(counts.mine) });
}

/** The data: the patients and their two years, the summaries rebuilt from them, one open flag in ten reviewed. */
async function build(db: BenchDb): Promise<CareContext> {
  const today = todayIn(ZONE);
  const t0 = performance.now();
  const measuredId = populate(db, today);
  const populateSeconds = secondsSince(t0);
  const { rebuilt, seconds: rebuildSeconds } = await rebuildSummaries(db);
  const nurse = await db.selectFrom("users").select("id").where("email", "=", "nurse@example.com").executeTakeFirstOrThrow();
  // One open flag in ten reviewed, as a working clinic's would be.
  await db
    .updateTable("care_flags")
    .set({ reviewed_at: new Date().toISOString(), reviewed_by: nurse.id, review_note: "Seen." })
    .where("cleared_on", "is", null)
    .where(sql<boolean>`id % 10 = 0`)
    .execute();
  const flags = await db.selectFrom("care_flags").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { measuredId, nurseId: nurse.id, today, patients: PATIENTS, clinic: CLINIC, populateSeconds, rebuildSeconds, rebuilt, flags: Number(flags.n) };
}

async function main() {
  if (measuring()) return await measure();
  await withBenchData("care", build, async (dataDir, context) => {
    const runs = (await measureOnEngines<{ timings: Timing[]; all: number; mine: number }>(fileURLToPath(import.meta.url), dataDir, [String(iterations)], context)).map((r) => ({
      engine: r.engine,
      ...r.result,
    }));
    const n = (x: number) => x.toLocaleString("en-US");
    console.log("");
    console.log(
      `patients: ${n(context.patients)} (${n(context.clinic)} at the measured clinic, two years each); journal rows: ${n(runs[0].all)} (the measured patient's: ${n(runs[0].mine)}); open or past flag episodes: ${n(context.flags)}`,
    );
    console.log(`building the data: ${context.populateSeconds.toFixed(1)} s; rebuilding ${n(context.rebuilt)} summaries (npm run care:rebuild-summaries): ${context.rebuildSeconds.toFixed(1)} s`);
    console.log(loadLine(iterations));
    printTimings(runs, 84);
    console.log("");
    printBudgetDoubled(runs, "panel", "panel loader", 50);
    printBudgetDoubled(runs, "record", "patient record loader", 30);
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
