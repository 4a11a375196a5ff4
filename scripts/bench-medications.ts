/**
 * The medicines' timings (issue 38) on a temporary database: 20,000 patients, each with a year of
 * weekly pen doses (a titration by the label's steps, an injection site each time); the 2,000 at
 * the measured clinic (Tampa) also take a daily supplement for a year, a third of them a tablet
 * twice a day, and check in side effects now and then; every patient has a few weigh-ins and two
 * weeks of journal, as the panel reads them. The summaries are built by the rebuild (and its time
 * printed).
 *
 *   npx tsx scripts/bench-medications.ts [iterations, default 200]     (npm run bench:medications)
 *
 * Budgets (issue 38), on the server: /medications's loader (today's doses, every medicine with its
 * steps and adherence, four weeks, the sites, its audit row) and the record's medicines card (the
 * same for the patient, the side-effect chart and the formulary the prescribing form offers) p95
 * under 30 ms; the care panel with its adherence column still under its 50 ms (decision 0122), on
 * SQLite and on PostgreSQL, PostgreSQL's median within twice SQLite's (scripts/bench/harness.ts). Also printed: the side
 * effects page, /home's next dose, the write hook of a dose, and the night's refresh of the clinic.
 * BENCH_ENGINES=sqlite skips PostgreSQL; BENCH_PATIENTS and BENCH_CLINIC change the sizes;
 * BENCH_ONLY picks calls by key (baseline, medications, card, panel, panel-adherence, side-effects,
 * home, hook, refresh: the night's refresh alone takes minutes); BENCH_KEEP_DB keeps the data and
 * BENCH_DB=<that folder> measures it again without building it (scripts/bench/data.ts). The loop
 * while working on one read:
 *
 *   BENCH_KEEP_DB=1 BENCH_ENGINES=sqlite BENCH_ONLY=panel npm run bench:medications -- 100
 *   BENCH_DB=/tmp/portal-bench-medications-… BENCH_ENGINES=sqlite BENCH_ONLY=panel npm run bench:medications -- 100
 */
import { fileURLToPath } from "node:url";
import type { AppLoadContext } from "@remix-run/node";
import { sqliteHandleOf } from "../app/db/connection";
import { addDays, todayIn, weekdayOf } from "../app/domain/calendar";
import { INJECTION_SITES } from "../app/medications/codes";
import { scheduledDoses, type Plan } from "../app/medications/schedule";
import { titrationSteps } from "../app/medications/titration";
import { seedFormulary } from "../db/seed/medications";
import { seededRandom } from "../db/seed/progress";
import { type BenchDb, rebuildSummaries, secondsSince, withBenchData } from "./bench/data";
import { benchContext, loadLine, measureOnEngines, measuring, printBudget, printTimings, report, selected, timeSelected, type Timing } from "./bench/harness";

const PATIENTS = Number(process.env.BENCH_PATIENTS ?? 20_000);
const CLINIC = Number(process.env.BENCH_CLINIC ?? 2_000);
const DAYS = 365;
const iterations = Number(process.argv[2] ?? 200);
const ZONE = "America/New_York";

interface MedsContext {
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

type Formulary = Awaited<ReturnType<typeof seedFormulary>>;

/** 20,000 patients with a year of weekly doses; the first 2,000 at clinic 1 with more. Returns the measured patient. */
function populate(db: BenchDb, today: string, formulary: Formulary, nurseId: number): number {
  const sqlite = sqliteHandleOf(db);
  const now = new Date().toISOString();
  const user = sqlite.prepare(
    "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, 'x', 'P', ?, ?, 'Tampa', 'FL', ?, ?, ?)"
  );
  const weight = sqlite.prepare("insert into weights (user_id, measured_on, member_created, weight_kg, created_by, created_at, updated_at) values (?, ?, 0, ?, null, ?, ?)");
  const entry = sqlite.prepare(
    "insert into journal_entries (user_id, day, meal, kind, item_name, quantity, measure_text, energy_kcal, created_at, updated_at) values (?, ?, 'C', 'food', 'Chicken salad', 1, 'serving', 420, ?, ?)"
  );
  const regimen = sqlite.prepare(
    "insert into medication_regimens (user_id, medication_id, set_by, prescribed_by, unit, schedule, times, weekday, start_day, status, titrate_to, supply, supply_on, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, 'active', ?, ?, ?, ?, ?)"
  );
  const step = sqlite.prepare("insert into medication_steps (regimen_id, from_day, dose, paused, source, set_by, created_at) values (?, ?, ?, 0, ?, ?, ?)");
  const dose = sqlite.prepare(
    "insert into medication_doses (regimen_id, user_id, due_day, slot, status, taken_day, taken_time, reason, site, dose, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
  );
  const effect = sqlite.prepare("insert into side_effects (user_id, day, symptom, severity, note, created_at, updated_at) values (?, ?, ?, ?, '', ?, ?)");
  const wegovy = formulary.get("Wegovy")!;
  const vitamin = formulary.get("Vitamin D3")!;
  const contrave = formulary.get("Contrave")!;
  let measured = 0;

  const addRegimen = (userId: number, med: { id: number; unit: string }, plan: Plan, setBy: string, titrateTo: number | null, random: () => number, site: boolean) => {
    const id = Number(
      regimen.run(
        userId,
        med.id,
        setBy,
        setBy === "clinic" ? nurseId : null,
        med.unit,
        plan.schedule,
        JSON.stringify(plan.times),
        plan.weekday,
        plan.start_day,
        titrateTo,
        8,
        addDays(today, -10),
        now,
        now
      ).lastInsertRowid
    );
    plan.steps.forEach((s, k) => step.run(id, s.from_day, s.dose, k === 0 ? "start" : "plan", setBy === "clinic" ? nurseId : userId, now));
    let siteAt = 0;
    for (const d of scheduledDoses(plan, plan.start_day, addDays(today, -1))) {
      const r = random();
      if (r < 0.08) continue;
      const skipped = r < 0.11;
      dose.run(
        id,
        userId,
        d.day,
        d.slot,
        skipped ? "skipped" : "taken",
        d.day,
        skipped ? null : d.slot,
        skipped ? "forgot" : null,
        skipped || !site ? null : INJECTION_SITES[siteAt++ % INJECTION_SITES.length],
        d.dose,
        now
      );
    }
  };

  sqlite
    .transaction(() => {
      for (let i = 0; i < PATIENTS; i++) {
        const atClinic = i < CLINIC;
        const random = seededRandom(i + 1);
        const span = DAYS - (i % 60);
        const start = addDays(today, -span);
        const id = Number(user.run(`bench-${i}@example.com`, `Pat${i}`, `Bench${i}`, atClinic ? 1 : 2 + (i % 90), `${start}T12:00:00.000Z`, now).lastInsertRowid);
        if (i === 0) measured = id;
        for (let d = 0; d <= span; d += 28) weight.run(id, addDays(start, d), 90 - d * 0.02 + random(), now, now);
        for (let d = 13; d >= 0; d--) if (random() < 0.8) entry.run(id, addDays(today, -d), now, now);
        const steps = titrationSteps(wegovy, 0.25, undefined, start);
        if (!steps.ok) throw new Error("titration");
        const pen: Plan = {
          schedule: "weekly",
          times: ["09:00"],
          weekday: weekdayOf(start),
          start_day: start,
          end_day: null,
          steps: steps.data.map((s) => ({ ...s, paused: false })),
        };
        addRegimen(id, wegovy, pen, "clinic", 2.4, random, true);
        if (!atClinic) continue;
        const daily: Plan = {
          schedule: "daily",
          times: ["08:00"],
          weekday: null,
          start_day: start,
          end_day: null,
          steps: [{ from_day: start, dose: 2000, paused: false }],
        };
        addRegimen(id, vitamin, daily, "self", null, random, false);
        if (i % 3 === 0) {
          const twice: Plan = {
            schedule: "daily",
            times: ["08:00", "20:00"],
            weekday: null,
            start_day: start,
            end_day: null,
            steps: [{ from_day: start, dose: 2, paused: false }],
          };
          addRegimen(id, contrave, twice, "clinic", null, random, false);
        }
        for (let d = span; d >= 0; d -= 9) if (random() < 0.5) effect.run(id, addDays(today, -d), random() < 0.5 ? "nausea" : "fatigue", 1 + Math.floor(random() * 5), now, now);
      }
    })
    .immediate();
  sqlite.prepare("analyze").run();
  return measured;
}

/** In the measuring child (harness): the medicines' calls, on whichever engine the environment names. */
async function measure() {
  const { measuredId, nurseId } = benchContext<MedsContext>();
  const { db } = await import("../app/db/db.server");
  const { medicationOverview, mySideEffects } = await import("../app/medications/overview.server");
  const { patientMedications, prescribable } = await import("../app/medications/care.server");
  const { nextDose } = await import("../app/medications/next-dose.server");
  const { carePanel } = await import("../app/care/panel.server");
  const { careSummaryChanged } = await import("../app/clinical/summary.server");
  const { auditHealth } = await import("../app/security/audit.server");
  const { flushAuditRows } = await import("../app/security/audit-queue.server");
  const nurse = {
    id: nurseId,
    user_type: "A" as const,
    staff_role: "care" as const,
    time_zone: ZONE,
  };
  const patient = {
    id: measuredId,
    user_type: "P" as const,
    staff_role: null,
    time_zone: ZONE,
  };
  const context = {
    clientIp: "127.0.0.1",
    cspNonce: "",
  } as unknown as AppLoadContext;
  const request = new Request("http://localhost/medications", {
    headers: { "user-agent": "bench" },
  });
  const counts = await db
    .selectFrom("medication_doses")
    .select((eb) => [eb.fn.countAll<number>().as("all"), eb.fn.count<number>("id").filterWhere("user_id", "=", measuredId).as("mine")])
    .executeTakeFirstOrThrow();

  // Exactly the loaders' work after the session check: the domain calls and the audit rows.
  const medicationsLoader = async () => {
    await medicationOverview(db, patient);
    await auditHealth(
      { request, context },
      {
        actor: patient,
        patientId: measuredId,
        action: "read",
        record: "medications",
        detail: "page",
      }
    );
  };
  const cardLoader = async () => {
    const [meds] = await Promise.all([patientMedications(nurse, measuredId), prescribable(nurse)]);
    if (!meds.ok) throw new Error("card refused");
  };
  const query = {
    clinic: 1,
    flag: null,
    search: "",
    sort: "flags" as const,
    desc: true,
    limit: 25,
    offset: 0,
    units: "imperial" as const,
  };
  const panelLoader = async (q: typeof query) => {
    const outcome = await carePanel(nurse, q);
    if (!outcome.ok) throw new Error("panel refused");
    await auditHealth(
      { request, context },
      {
        actor: nurse,
        patientId: outcome.data.results.map((r) => r.id),
        action: "read",
        record: "care_panel",
        detail: "page",
      }
    );
  };
  const patients = await db.selectFrom("users").select("id").where("clinic_id", "=", 1).where("user_type", "=", "P").orderBy("id").limit(200).execute();

  const timings = await timeSelected([
    { key: "baseline", label: "baseline: one primary-key select", fn: () => db.selectFrom("users").select("id").where("id", "=", measuredId).execute(), iterations },
    { key: "medications", label: "/medications loader: 3 medicines, a year of doses, today, adherence, 4 weeks, audit", fn: medicationsLoader, iterations },
    { key: "card", label: "record's medicines card: the same, the 12-week chart, the formulary", fn: cardLoader, iterations },
    { key: "panel", label: `panel loader with adherence: ${CLINIC.toLocaleString("en-US")} patients, default order, audit rows`, fn: () => panelLoader(query), iterations },
    {
      key: "panel-adherence",
      label: "  panel loader sorted by adherence, filtered to missed doses",
      fn: () => panelLoader({ ...query, sort: "adherence" as never, flag: "missed_doses" as never, desc: false }),
      iterations,
    },
    { key: "side-effects", label: "side effects page: 12 weeks of check-ins and the chart", fn: () => mySideEffects(patient, null), iterations },
    { key: "home", label: "/home's next dose (one prepared read)", fn: () => nextDose(patient), iterations },
    {
      key: "hook",
      label: "write hook of a dose: the summary's medicines part (a year of doses)",
      fn: (i) => db.transaction().execute((trx) => careSummaryChanged(trx, patients[i % patients.length].id, ["medications"])),
      iterations,
    },
  ]);
  let refreshSeconds: number | null = null;
  if (selected("refresh")) {
    const t0 = performance.now();
    for (const p of await db.selectFrom("users").select("id").where("clinic_id", "=", 1).where("user_type", "=", "P").execute()) {
      await db.transaction().execute((trx) => careSummaryChanged(trx, p.id, ["medications"]));
    }
    refreshSeconds = (performance.now() - t0) / 1000;
  }
  await flushAuditRows();
  await db.destroy();
  report({ timings, all: Number(counts.all), mine: Number(counts.mine), refreshSeconds });
}

/** The data: the formulary, the patients and their year of doses, the summaries rebuilt from them. */
async function build(db: BenchDb): Promise<MedsContext> {
  const formulary = await seedFormulary(db);
  const nurse = await db.selectFrom("users").select("id").where("email", "=", "nurse@example.com").executeTakeFirstOrThrow();
  const today = todayIn(ZONE);
  const t0 = performance.now();
  const measuredId = populate(db, today, formulary, nurse.id);
  const populateSeconds = secondsSince(t0);
  const { rebuilt, seconds: rebuildSeconds } = await rebuildSummaries(db);
  const flags = await db
    .selectFrom("care_flags")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("code", "in", ["missed_doses", "side_effects"])
    .executeTakeFirstOrThrow();
  return { measuredId, nurseId: nurse.id, today, patients: PATIENTS, clinic: CLINIC, populateSeconds, rebuildSeconds, rebuilt, flags: Number(flags.n) };
}

async function main() {
  if (measuring()) return await measure();
  await withBenchData("medications", build, async (dataDir, context) => {
    type Result = { timings: Timing[]; all: number; mine: number; refreshSeconds: number | null };
    const runs = (await measureOnEngines<Result>(fileURLToPath(import.meta.url), dataDir, [String(iterations)], context)).map((r) => ({ engine: r.engine, ...r.result }));
    const n = (x: number) => x.toLocaleString("en-US");
    console.log("");
    console.log(
      `patients: ${n(context.patients)} (${n(context.clinic)} at the measured clinic), a year each; recorded doses: ${n(runs[0].all)} (the measured patient's: ${n(runs[0].mine)}); medication flag episodes: ${n(context.flags)}`,
    );
    console.log(`building the data: ${context.populateSeconds.toFixed(1)} s; rebuilding ${n(context.rebuilt)} summaries (npm run care:rebuild-summaries): ${context.rebuildSeconds.toFixed(1)} s`);
    if (runs[0].refreshSeconds !== null) console.log(`the night's refresh of the clinic's ${n(context.clinic)} patients: ${runs.map((r) => `${r.engine} ${r.refreshSeconds?.toFixed(1)} s`).join(", ")}`);
    console.log(loadLine(iterations));
    printTimings(runs, 84);
    console.log("");
    printBudget(runs, "medications", "/medications loader", 30);
    printBudget(runs, "card", "record's medicines card", 30);
    printBudget(runs, "panel", "panel loader with adherence", 50);
  });
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
