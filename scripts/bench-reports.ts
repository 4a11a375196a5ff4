/**
 * The reports' timings (issue 40) on a temporary database: 10,000 patients, 500 of them at the
 * measured clinic (Tampa) with two years of data each (a food journal most days, walks three
 * days a week, weigh-ins every week, a side-effect check-in about one day in four, a visit 10 days
 * ago); every other patient two weeks.
 *
 *   npx tsx scripts/bench-reports.ts [iterations, default 200]     (npm run bench:reports)
 *
 * Budgets (issue 40), on the server: a 3-month report by week p95 under 40 ms, the visit summary
 * under 60 ms, its PDF under 400 ms on SQLite, and within twice those on PostgreSQL
 * (scripts/bench/harness.ts). BENCH_ENGINES=sqlite skips PostgreSQL; BENCH_PATIENTS and
 * BENCH_CLINIC change the sizes; BENCH_ONLY picks calls by key (baseline, report, report-compared,
 * report-days, summary, pdf, csv); BENCH_KEEP_DB keeps the data and BENCH_DB=<that folder>
 * measures it again without building it (scripts/bench/data.ts).
 */
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "@remix-run/node";
import { sqliteHandleOf } from "../app/db/connection";
import { addDays, todayIn, weekdayOf } from "../app/domain/calendar";
import { seededRandom } from "../db/seed/progress";
import { type BenchDb, rebuildSummaries, secondsSince, withBenchData } from "./bench/data";
import { benchContext, loadLine, measureOnEngines, measuring, printBudgetDoubled, printTimings, report as report_, timeSelected, type Timing } from "./bench/harness";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 10_000);
const CLINIC = Number(process.env.BENCH_CLINIC ?? 500);
const DAYS = 730;
const iterations = Number(process.argv[2] ?? 200);
const ZONE = "America/New_York";

interface ReportsContext {
  measuredId: number;
  nurseId: number;
  today: string;
  /** How long building the data took, printed with the figures. */
  populateSeconds: number;
  rebuildSeconds: number;
}

/** The patients; the first CLINIC at clinic 1 with two years each. Returns the measured patient. */
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
  const sideEffect = sqlite.prepare("insert into side_effects (user_id, day, symptom, severity, note, created_at, updated_at) values (?, ?, ?, ?, '', ?, ?)");
  const symptoms = ["nausea", "constipation", "fatigue", "headache"];
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
          if (atClinic && random() < 0.25) sideEffect.run(id, day, symptoms[Math.floor(random() * symptoms.length)], 1 + Math.floor(random() * 5), `${day}T20:00:00.000Z`, now);
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

/** In the measuring child (harness): the reports' calls, on whichever engine the environment names. */
async function measure() {
  const { measuredId, nurseId } = benchContext<ReportsContext>();
  const { db } = await import("../app/db/db.server");
  const { intakeReport } = await import("../app/reports/intake.server");
  const { patientVisitSummary } = await import("../app/reports/visit.server");
  const { visitView } = await import("../app/reports/visit-view");
  const { visitPdf } = await import("../app/reports/pdf.server");
  const { readerOf } = await import("../app/reports/reader.server");
  const { reportCsv } = await import("../app/reports/csv");
  const { translate } = await import("../app/i18n/i18n.server");
  const { auditHealth } = await import("../app/security/audit.server");
  const { flushAuditRows } = await import("../app/security/audit-queue.server");
  const nurse = { id: nurseId, user_type: "A" as const, staff_role: "care" as const, time_zone: ZONE };
  const patient = { id: measuredId, time_zone: ZONE };
  const context = { clientIp: "127.0.0.1", cspNonce: "" } as unknown as AppLoadContext;
  const request = new Request("http://localhost/reports", { headers: { "user-agent": "bench" } });
  const counts = await db
    .selectFrom("journal_entries")
    .select((eb) => [eb.fn.countAll<number>().as("all"), eb.fn.count<number>("id").filterWhere("user_id", "=", measuredId).as("mine")])
    .executeTakeFirstOrThrow();

  // Exactly the loaders' work after the session check: the domain call and the audit row.
  const report = async (range: "4w" | "3m", group: "day" | "week" | "month", compare: boolean) => {
    const outcome = await intakeReport(patient, { range, group, compare }, "imperial");
    if (!outcome.ok) throw new Error("report refused");
  };
  const summary = async () => {
    const outcome = await patientVisitSummary(nurse, measuredId, {}, "imperial");
    if (!outcome.ok) throw new Error("summary refused");
    await auditHealth({ request, context }, { actor: nurse, patientId: measuredId, action: "read", record: "visit_summary", detail: "page" });
    return outcome.data;
  };
  const timings = await timeSelected([
    { key: "baseline", label: "baseline: one primary-key select", fn: () => db.selectFrom("users").select("id").where("id", "=", measuredId).execute(), iterations },
    { key: "report", label: "report: the last 3 months by week (journal days, goals, minutes, weigh-ins, trend)", fn: () => report("3m", "week", false), iterations },
    { key: "report-compared", label: "  the last 4 weeks by week, compared with the 4 before", fn: () => report("4w", "week", true), iterations },
    { key: "report-days", label: "  the last 3 months by day", fn: () => report("3m", "day", false), iterations },
    { key: "summary", label: "visit summary (staff): since the last visit, weigh-ins, BMI, weeks, flags, notes, questions, audit row", fn: () => summary(), iterations },
    {
      key: "pdf",
      label: "visit summary PDF: the summary, its sections and the PDF",
      fn: async () => {
        const s = await summary();
        await visitPdf(visitView(readerOf("en"), s));
      },
      iterations: Math.max(20, Math.floor(iterations / 4)),
    },
    {
      key: "csv",
      label: "report CSV: the last 3 months by week, compared, as /reports.csv writes it",
      fn: async () => {
        const outcome = await intakeReport(patient, { range: "3m", group: "week", compare: true }, "imperial");
        if (!outcome.ok) throw new Error("report refused");
        reportCsv(outcome.data, (key, values) => translate("en", key, values));
      },
      iterations,
    },
  ]);
  // The reads' audit rows still queued (decision 0150) go in before the connection closes.
  await flushAuditRows();
  await db.destroy();
  report_({ timings, all: Number(counts.all), mine: Number(counts.mine) });
}

/** The data: the patients, their two years, the summaries rebuilt from them. */
async function build(db: BenchDb): Promise<ReportsContext> {
  const today = todayIn(ZONE);
  const t0 = performance.now();
  const measuredId = populate(db, today);
  const populateSeconds = secondsSince(t0);
  const { seconds: rebuildSeconds } = await rebuildSummaries(db);
  const nurse = await db.selectFrom("users").select("id").where("email", "=", "nurse@example.com").executeTakeFirstOrThrow();
  return { measuredId, nurseId: nurse.id, today, populateSeconds, rebuildSeconds };
}

async function main() {
  if (measuring()) return await measure();
  await withBenchData("reports", build, async (dataDir, context) => {
    type Result = { timings: Timing[]; all: number; mine: number };
    const runs = (await measureOnEngines<Result>(fileURLToPath(import.meta.url), dataDir, [String(iterations)], context)).map((r) => ({ engine: r.engine, ...r.result }));
    console.log("");
    console.log(
      `patients: ${PATIENTS.toLocaleString("en-US")} (${CLINIC.toLocaleString("en-US")} at the measured clinic, two years each); journal rows: ${runs[0].all.toLocaleString("en-US")} (the measured patient's: ${runs[0].mine.toLocaleString("en-US")})`,
    );
    console.log(`building the data: ${context.populateSeconds.toFixed(1)} s; rebuilding the summaries: ${context.rebuildSeconds.toFixed(1)} s`);
    console.log(loadLine(iterations));
    printTimings(runs, 84);
    console.log("");
    // Issue 40's budgets, read as the care team's (a p95 under twice the budget on PostgreSQL).
    printBudgetDoubled(runs, "report", "3-month report by week", 40);
    printBudgetDoubled(runs, "summary", "visit summary", 60);
    printBudgetDoubled(runs, "pdf", "visit summary PDF", 400);
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
