import { beforeAll, describe, expect, it } from "vitest";
import { computeCareSummary } from "~/clinical/summary.server";
import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn, weekdayOf } from "~/domain/calendar";
import type { Viewer } from "~/domain/outcome";
import { runDueJobs } from "~/jobs/worker.server";
import { savePreference } from "~/notifications/notifications.server";
import { seededRandom } from "../../db/seed/progress";
import { dose, medicationPatient, nurseAndFormulary, summary, today, TZ } from "../../tests/support/medications";
import { type DoseRecord, undoDose } from "./doses.server";
import { MEDICATION_JOB_HANDLERS, MEDICATION_JOBS, scheduleMedicationJobs } from "./jobs.server";
import { MED_MSG } from "./codes";
import { nextDose } from "./next-dose.server";
import { medicationOverview } from "./overview.server";
import { addOwnSupplement, editOwnRegimen, myRegimen, stopOwnRegimen } from "./own-regimens.server";
import { changeRegimen, prescribe } from "./prescribe.server";
import { ownRegimenSchema, prescribeSchema, regimenChangeSchema, sideEffectSchema } from "./schemas";
import { deleteSideEffect, logSideEffect } from "./side-effects.server";

/**
 * The medications area on the test's real database (issue 38): recording doses (the clinic's clock,
 * the regimen's start, the injection's site, another patient's regimen), the patient's own
 * supplements, the clinic's changes with their history, the care summary kept by every write, and
 * the reminders and the night's refresh through the job queue.
 */

let nurse: Viewer;
let ids = new Map<string, number>();
const patient = () => medicationPatient("meds", "Medi", "Cine");

beforeAll(async () => {
  ({ nurse, ids } = await nurseAndFormulary());
});

const wegovy = (p: Viewer, startDaysAgo: number, over: Record<string, unknown> = {}) =>
  prescribe(
    nurse,
    p.id,
    prescribeSchema.parse({ medication: ids.get("Wegovy"), dose: 0.25, schedule: "weekly", weekday: weekdayOf(addDays(today(), -startDaysAgo)), times: "09:00", start_day: addDays(today(), -startDaysAgo), titrate: true, ...over }),
  );
const doseCount = (userId: number) => db.selectFrom("medication_doses").select((eb) => eb.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow().then((r) => Number(r.n));

describe("recording a dose", () => {
  it("takes now by default; refuses a future time, a day before the start, an injection without its site and another patient's medicine, storing nothing", async () => {
    const p = await patient();
    const other = await patient();
    const r = await wegovy(p, 14);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.data.titration.map((s) => [s.dose, s.source])).toEqual([
      [0.25, "start"],
      [0.5, "plan"],
      [1, "plan"],
      [1.7, "plan"],
      [2.4, "plan"],
    ]);
    // 09:00 in New York (EST) on the clinic's today: 23:59 is still to come.
    const morning = new Date(`${today()}T14:00:00Z`);
    expect(await dose(p, { regimen: r.data.id, status: "taken", site: "thigh_left_upper", day: today(), time: "23:59" }, morning)).toMatchObject({ ok: false, errors: { time: [MED_MSG.futureDose] } });
    expect(await dose(p, { regimen: r.data.id, status: "taken", site: "thigh_left_upper", day: addDays(today(), 1) })).toMatchObject({ ok: false, errors: { day: [MED_MSG.futureDose] } });
    expect(await dose(p, { regimen: r.data.id, status: "taken", site: "thigh_left_upper", day: addDays(today(), -15) })).toMatchObject({ ok: false, errors: { day: [MED_MSG.beforeStart] } });
    expect(await dose(p, { regimen: r.data.id, status: "taken" })).toMatchObject({ ok: false, errors: { site: [MED_MSG.pickSite] } });
    expect(await dose(other, { regimen: r.data.id, status: "taken", site: "thigh_left_upper" })).toEqual({ ok: false, reason: "not_found" });
    expect(await doseCount(p.id)).toBe(0);

    const taken = await dose(p, { regimen: r.data.id, status: "taken", site: "thigh_left_upper", day: addDays(today(), -14) });
    expect(taken).toMatchObject({ ok: true, data: { due_day: addDays(today(), -14), status: "taken", site: "thigh_left_upper", dose: 0.25, unit: "mg" } });
    // The same week again: already recorded.
    expect(await dose(p, { regimen: r.data.id, status: "taken", site: "thigh_right_upper", day: addDays(today(), -13) })).toMatchObject({ ok: false, errors: { non_field_errors: [MED_MSG.weekAlreadyRecorded] } });
    // Two days early for the next week's: it counts for that week.
    expect(await dose(p, { regimen: r.data.id, status: "skipped", reason: "side_effects", day: addDays(today(), -9) })).toMatchObject({ ok: true, data: { due_day: addDays(today(), -7), status: "skipped" } });
    expect(await doseCount(p.id)).toBe(2);
    // This week's dose is open, on its day: the summary counts 1 taken of 2 (the skipped one).
    expect((await summary(p.id)).adherence_28d).toBe(0.5);
    const undone = await undoDose(p, (taken as { data: DoseRecord }).data.id);
    expect(undone.ok).toBe(true);
    expect(await undoDose(other, (await db.selectFrom("medication_doses").select("id").where("user_id", "=", p.id).executeTakeFirstOrThrow()).id)).toEqual({ ok: false, reason: "not_found" });
  });

  it("a daily medicine names the time it is for; a site is only for an injection", async () => {
    const p = await patient();
    const added = await addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get("Calcium citrate"), dose: 500, schedule: "daily", times: "08:00, 18:00", start_day: addDays(today(), -3) }));
    expect(added.ok).toBe(true);
    if (!added.ok) return;
    const yesterday = addDays(today(), -1);
    expect(await dose(p, { regimen: added.data.id, status: "taken", day: yesterday, time: "18:30", slot: "18:00" })).toMatchObject({ ok: true, data: { slot: "18:00", taken_time: "18:30" } });
    expect(await dose(p, { regimen: added.data.id, status: "taken", day: yesterday, time: "09:00" })).toMatchObject({ ok: true, data: { slot: "08:00" } });
    expect(await dose(p, { regimen: added.data.id, status: "taken", day: yesterday, time: "20:00" })).toMatchObject({ ok: false, errors: { non_field_errors: [MED_MSG.alreadyRecorded] } });
    expect(await dose(p, { regimen: added.data.id, status: "taken", day: addDays(today(), -2), site: "arm_left_upper" })).toMatchObject({ ok: false, errors: { site: [MED_MSG.noSiteHere] } });
    expect(await dose(p, { regimen: added.data.id, status: "taken", day: addDays(today(), -2), slot: "12:00" })).toMatchObject({ ok: false, errors: { slot: [MED_MSG.notScheduled] } });
  });
});

describe("the patient's own supplements", () => {
  it("a prescription medicine or another kind is refused with a clear message; a supplement's new dose is a step from today; the clinic's medicine is the clinic's", async () => {
    const p = await patient();
    const own = (medication: string, dose: number) => addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get(medication), dose, schedule: "daily", times: "08:00" }));
    expect(await own("Adipex-P", 37.5)).toMatchObject({ ok: false, errors: { medication: [MED_MSG.prescriptionOnly] } });
    expect(await own("Alli", 60)).toMatchObject({ ok: false, errors: { medication: [MED_MSG.supplementsOnly] } });
    expect(await own("Vitamin D3", 1500)).toMatchObject({ ok: false, errors: { dose: [MED_MSG.pickDose] } });
    const d = await own("Vitamin D3", 1000);
    expect(d).toMatchObject({ ok: true, data: { set_by: "self", dose: 1000, unit: "IU", status: "active" } });
    if (!d.ok) return;
    const edited = await editOwnRegimen(p, d.data.id, { dose: 2000, instructions: "With breakfast." });
    expect(edited).toMatchObject({ ok: true, data: { dose: 2000, instructions: "With breakfast." } });
    if (edited.ok) expect(edited.data.titration.map((s) => [s.from_day, s.dose, s.source])).toEqual([[today(), 1000, "start"], [today(), 2000, "change"]]);
    const stopped = await stopOwnRegimen(p, d.data.id, "Finished the bottle.");
    expect(stopped).toMatchObject({ ok: true, data: { status: "stopped", end_day: today(), stop_reason: "Finished the bottle." } });
    expect(await editOwnRegimen(p, d.data.id, { dose: 1000 })).toMatchObject({ ok: false, errors: { non_field_errors: [MED_MSG.stopped] } });
    const clinic = await wegovy(p, 0);
    if (!clinic.ok) throw new Error("prescribe");
    expect(await editOwnRegimen(p, clinic.data.id, { dose: 0.5 })).toEqual({ ok: false, reason: "forbidden" });
    expect(await stopOwnRegimen(p, clinic.data.id, undefined)).toEqual({ ok: false, reason: "forbidden" });
  });
});

describe("the clinic's changes", () => {
  it("a dose change from today keeps the steps before it and drops the plan's later ones; pause, resume and stop; the patient is told each time", async () => {
    const p = await patient();
    const r = await wegovy(p, 35);
    if (!r.ok) throw new Error("prescribe");
    // Five weeks in: on 0.5 mg since a week ago; 1 mg was planned in three weeks.
    expect(r.data.dose).toBe(0.5);
    expect(r.data.next_step).toEqual({ from_day: addDays(today(), 21), dose: 1 });
    const change = (body: Record<string, unknown>) => changeRegimen(nurse, p.id, r.data.id, regimenChangeSchema.parse(body));
    expect(await change({ action: "dose", dose: 0.25, from_day: addDays(today(), -1) })).toMatchObject({ ok: false, errors: { from_day: [MED_MSG.changeInPast] } });
    expect(await change({ action: "dose", dose: 0.7 })).toMatchObject({ ok: false, errors: { dose: [MED_MSG.pickDose] } });
    const held = await change({ action: "dose", dose: 0.25, note: "Nausea: back down for two weeks." });
    expect(held.ok).toBe(true);
    if (!held.ok) return;
    expect(held.data.titration.map((s) => [s.from_day, s.dose, s.source])).toEqual([
      [addDays(today(), -35), 0.25, "start"],
      [addDays(today(), -7), 0.5, "plan"],
      [today(), 0.25, "change"],
    ]);
    expect(held.data).toMatchObject({ dose: 0.25, next_step: null, titrate_to: null });
    expect(await change({ action: "pause", note: "Until the next visit." })).toMatchObject({ ok: true, data: { status: "paused" } });
    expect(await change({ action: "pause" })).toMatchObject({ ok: false, errors: { non_field_errors: [MED_MSG.paused] } });
    expect(await dose(p, { regimen: r.data.id, status: "taken", site: "abdomen_left_upper" })).toMatchObject({ ok: false, errors: { day: [MED_MSG.paused] } });
    expect(await change({ action: "resume" })).toMatchObject({ ok: true, data: { status: "active", dose: 0.25 } });
    expect(await change({ action: "stop", reason: "Moved to another programme." })).toMatchObject({ ok: true, data: { status: "stopped", end_day: today() } });
    expect(await change({ action: "resume" })).toMatchObject({ ok: false, errors: { non_field_errors: [MED_MSG.stopped] } });
    const told = await db.selectFrom("notifications").select(["kind", "title", "body"]).where("user_id", "=", p.id).orderBy("id").execute();
    expect(told.map((n) => n.body.split(".")[0])).toEqual([
      "Your care team added a medicine to your plan",
      "Your care team changed the dose of one of your medicines",
      "Your care team paused one of your medicines",
      "Your care team resumed one of your medicines",
      "Your care team stopped one of your medicines",
    ]);
    // A notification is read by email too: it never names the medicine.
    expect(told.every((n) => n.kind === "medication" && !/wegovy|semaglutide|mg/i.test(`${n.title} ${n.body}`))).toBe(true);
  });

  it("another clinic's patient is not found", async () => {
    const p = await patient();
    await db.updateTable("users").set({ clinic_id: 2 }).where("id", "=", p.id).execute();
    expect(await wegovy(p, 0)).toEqual({ ok: false, reason: "not_found" });
  });
});

describe("the care summary", () => {
  it("follows every medicines write (doses, undo, side effects, the clinic's changes) and equals a recomputation", async () => {
    const random = seededRandom(3838);
    const p = await patient();
    const weekly = await wegovy(p, 40);
    const daily = await addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get("Multivitamin with minerals"), dose: 1, schedule: "daily", times: "08:00", start_day: addDays(today(), -30) }));
    if (!weekly.ok || !daily.ok) throw new Error("setup");
    const made: number[] = [];
    const effects: number[] = [];
    for (let i = 0; i < 80; i++) {
      const k = Math.floor(random() * 6);
      const day = addDays(today(), -Math.floor(random() * 30));
      if (k <= 1) {
        const d = await dose(p, { regimen: daily.data.id, status: random() < 0.8 ? "taken" : "skipped", reason: "forgot", day, time: "08:30" });
        if (d.ok) made.push(d.data.id);
      } else if (k === 2) {
        const d = await dose(p, { regimen: weekly.data.id, status: "taken", site: "thigh_left_lower", day, time: "09:00" });
        if (d.ok) made.push(d.data.id);
      } else if (k === 3 && made.length) {
        await undoDose(p, made.splice(Math.floor(random() * made.length), 1)[0]);
      } else if (k === 4) {
        const s = await logSideEffect(p, sideEffectSchema.parse({ day: addDays(today(), -Math.floor(random() * 10)), symptom: random() < 0.5 ? "vomiting" : "nausea", severity: 1 + Math.floor(random() * 5) }));
        if (s.ok) effects.push(s.data.sideEffect.id);
      } else if (effects.length) {
        await deleteSideEffect(p, effects.splice(Math.floor(random() * effects.length), 1)[0]);
      }
    }
    await changeRegimen(nurse, p.id, weekly.data.id, regimenChangeSchema.parse({ action: "dose", dose: 1 }));
    const { user_id: _u, updated_at: _t, ...kept } = await summary(p.id);
    expect(kept).toEqual(await computeCareSummary(db, p.id, today(), TZ));
    expect(kept.adherence_28d).not.toBeNull();
    expect(kept.medications_on).toBe(today());
  });
});

describe("the care summary over months", () => {
  /** Doses taken on the given days, written as a year of history would be (no write hook: the test's own write below runs it once). */
  async function takenOn(p: Viewer, regimen: number, slot: string, dose: number, days: string[]) {
    const now = nowIso();
    await db
      .insertInto("medication_doses")
      .values(days.map((day) => ({ regimen_id: regimen, user_id: p.id, due_day: day, slot, status: "taken" as const, taken_day: day, taken_time: slot, reason: null, site: null, dose, created_at: now })))
      .execute();
  }
  const checkIn = (p: Viewer) => logSideEffect(p, sideEffectSchema.parse({ day: today(), symptom: "headache", severity: 1 }));

  it("a daily medicine not taken for four months is flagged from the day its 14 days fell under 80 %, however far back", async () => {
    const p = await patient();
    const start = addDays(today(), -300);
    const daily = await addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get("Vitamin D3"), dose: 1000, schedule: "daily", times: "08:00", start_day: start }));
    if (!daily.ok) throw new Error("setup");
    // Taken every day up to 120 days ago, then never: the third day missed (11 of 14) is under 80 %.
    await takenOn(
      p,
      daily.data.id,
      "08:00",
      1000,
      Array.from({ length: 181 }, (_, i) => addDays(start, i)),
    );
    await checkIn(p);
    expect(await summary(p.id)).toMatchObject({ missed_doses_since: addDays(today(), -117), adherence_28d: 0 });
  });

  it("a weekly pen last taken five months ago is flagged from the day the next one was more than 2 days late", async () => {
    const p = await patient();
    const r = await wegovy(p, 301, { titrate: false });
    if (!r.ok) throw new Error("setup");
    // Taken on its day for 22 weeks (the last 154 days ago); the next, 147 days ago, never.
    await takenOn(
      p,
      r.data.id,
      "09:00",
      0.25,
      Array.from({ length: 22 }, (_, k) => addDays(today(), -301 + 7 * k)),
    );
    await checkIn(p);
    expect(await summary(p.id)).toMatchObject({ missed_doses_since: addDays(today(), -144), adherence_28d: 0 });
  });
});

/** An instant at a clinic wall-clock time in New York (EST or EDT, whichever holds that day). */
function atNewYork(day: string, time: string): number {
  for (const offset of ["-05:00", "-04:00"]) {
    const t = Date.parse(`${day}T${time}:00${offset}`);
    const hm = new Intl.DateTimeFormat("en-GB", { timeZone: TZ, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(t);
    if (hm === time && todayIn(TZ, new Date(t)) === day) return t;
  }
  throw new Error("no such time");
}

async function tickAndRun(now: number) {
  await scheduleMedicationJobs(db, now);
  await runDueJobs({ db, handlers: MEDICATION_JOB_HANDLERS, leaseMs: 60_000, kinds: Object.values(MEDICATION_JOBS), now });
}

describe("reminders and the night's refresh", () => {
  // A day of its own, far ahead, so that no other test's doses are due then.
  const DAY = "2032-02-11";

  it("a dose reminder at the dose's time, once however often the scheduler ticks; none once the dose is recorded or when the reminder is off", async () => {
    const [asked, recorded, off] = [await patient(), await patient(), await patient()];
    for (const p of [asked, recorded]) await savePreference(db, p.id, "dose_due", "portal");
    const add = (p: Viewer) => addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get("Vitamin D3"), dose: 1000, schedule: "daily", times: "07:40" }));
    const regimens = await Promise.all([asked, recorded, off].map(add));
    await db.insertInto("medication_doses").values({ regimen_id: (regimens[1] as { data: { id: number } }).data.id, user_id: recorded.id, due_day: DAY, slot: "07:40", status: "taken", taken_day: DAY, taken_time: "07:35", reason: null, site: null, dose: 1000, note: "", created_at: nowIso() }).execute();
    const reminders = (p: Viewer) => db.selectFrom("notifications").select(["kind", "title", "body"]).where("user_id", "=", p.id).where("kind", "=", "dose_due").execute();
    // 07:31: the quarter has begun, the dose's time not yet come.
    await tickAndRun(atNewYork(DAY, "07:31"));
    expect(await reminders(asked)).toEqual([]);
    await tickAndRun(atNewYork(DAY, "07:41"));
    await tickAndRun(atNewYork(DAY, "07:42"));
    expect(await reminders(asked)).toEqual([{ kind: "dose_due", title: "Time for your medicine", body: "A dose is due at 7:40 AM. Record it on your medicines page once you have taken it." }]);
    expect(await reminders(recorded)).toEqual([]);
    expect(await reminders(off)).toEqual([]);
  });

  it("a refill reminder when the supply left covers a week or less, once per supply entered", async () => {
    const p = await patient();
    await savePreference(db, p.id, "refill_due", "portal");
    await addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get("Calcium citrate"), dose: 500, schedule: "daily", times: "08:00, 18:00", supply: 12 }));
    const refills = () => db.selectFrom("notifications").select("body").where("user_id", "=", p.id).where("kind", "=", "refill_due").execute();
    await tickAndRun(atNewYork("2032-02-12", "09:05"));
    await tickAndRun(atNewYork("2032-02-13", "09:05"));
    expect(await refills()).toEqual([{ body: "12 doses are left of a medicine. Ask your clinic or pharmacy for a refill." }]);
  });

  it("the night's refresh raises a flag the calendar raised without any write", async () => {
    const p = await patient();
    const r = await wegovy(p, 20);
    if (!r.ok) throw new Error("prescribe");
    // Never recorded: the first weekly dose, 20 days ago, is long late.
    expect((await summary(p.id)).missed_doses_since).toBe(addDays(today(), -17));
    await db.updateTable("care_summaries").set({ missed_doses_since: null, adherence_28d: null, medications_on: null }).where("user_id", "=", p.id).execute();
    await tickAndRun(atNewYork("2032-02-14", "00:20"));
    expect(await summary(p.id)).toMatchObject({ missed_doses_since: addDays(today(), -17), adherence_28d: 0, medications_on: today() });
  });
});

describe("the pages' reads", () => {
  it("the overview: today's doses, adherence per medicine, the calendar, the next site; /home's next dose", async () => {
    const p = await patient();
    const r = await wegovy(p, 14);
    if (!r.ok) throw new Error("prescribe");
    await dose(p, { regimen: r.data.id, status: "taken", site: "abdomen_left_upper", day: addDays(today(), -14), time: "09:10" });
    await dose(p, { regimen: r.data.id, status: "taken", site: "abdomen_left_upper", day: addDays(today(), -7), time: "09:05" });
    const o = await medicationOverview(db, p, { chart: true });
    // Today's dose is still open, and last week's was 7 days ago: nothing counted over 7 days yet.
    expect(o.regimens[0].adherence).toEqual({ d7: null, d28: 100 });
    expect(o.todayDoses).toMatchObject([{ regimen: r.data.id, due_day: today(), status: expect.stringMatching(/due|upcoming/) }]);
    expect(o.sites).toEqual({ last: "abdomen_left_upper", previous: "abdomen_left_upper", next: "abdomen_right_upper", repeated: true });
    expect(o.calendar).toHaveLength(28);
    expect(o.calendar.find((c) => c.day === addDays(today(), -7))).toMatchObject({ due: 1, taken: 1, state: "all" });
    expect(o.chart?.dose?.name).toBe("Wegovy");
    expect(await nextDose(p)).toMatchObject({ name: "Wegovy", dose: 0.25, unit: "mg", day: today(), time: "09:00" });
    expect((await myRegimen(p, r.data.id))?.id).toBe(r.data.id);
  });
});
