import { beforeAll, describe, expect, it } from "vitest";
import { computeCareSummary } from "~/clinical/summary.server";
import { db } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import type { Viewer } from "~/domain/outcome";
import { runDueJobs } from "~/jobs/worker.server";
import { savePreference } from "~/notifications/notifications.server";
import { dose, medicationPatient, nurseAndFormulary, summary, today, TZ } from "../../tests/support/medications";
import { listDoses } from "./doses.server";
import { MEDICATION_JOB_HANDLERS, MEDICATION_JOBS, scheduleMedicationJobs } from "./jobs.server";
import { MED_MSG } from "./codes";
import { nextDose } from "./next-dose.server";
import { medicationOverview } from "./overview.server";
import { addOwnSupplement } from "./own-regimens.server";
import { prescribe } from "./prescribe.server";
import { ownRegimenSchema, prescribeSchema } from "./schemas";

/**
 * The as-needed schedule on the test's real database (issue 38, docs/decisions/0200): no dose is
 * ever due, so none is missed and adherence counts none of its doses; a dose is recorded any time
 * since it started (several a day), never in the future and never skipped; no dose reminder, and
 * /home's next dose is never one.
 */

let nurse: Viewer;
let ids = new Map<string, number>();
const patient = () => medicationPatient("prn", "Prn", "Patient");

beforeAll(async () => {
  ({ nurse, ids } = await nurseAndFormulary());
});

/** The patient's own protein shake, as needed (times typed on the form are not kept). */
async function shake(p: Viewer, startDaysAgo: number) {
  const r = await addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get("Protein shake"), dose: 1, schedule: "as_needed", times: "08:00", start_day: addDays(today(), -startDaysAgo) }));
  if (!r.ok) throw new Error("setup");
  return r.data;
}

describe("recording an as-needed dose", () => {
  it("any day since it started, at the time typed, several the same day; never in the future, before the start, or skipped", async () => {
    const p = await patient();
    const r = await shake(p, 10);
    expect(r.schedule).toEqual({ kind: "as_needed", times: [], weekday: null });
    const day = addDays(today(), -10);
    expect(await dose(p, { regimen: r.id, status: "taken", day, time: "07:15" })).toMatchObject({ ok: true, data: { due_day: day, slot: null, taken_day: day, taken_time: "07:15", dose: 1, unit: "serving" } });
    expect(await dose(p, { regimen: r.id, status: "taken", day, time: "19:40" })).toMatchObject({ ok: true, data: { due_day: day, slot: null, taken_time: "19:40" } });
    expect(await dose(p, { regimen: r.id, status: "taken", day, time: "19:40" })).toMatchObject({ ok: true });
    expect(await dose(p, { regimen: r.id, status: "taken", day: addDays(today(), -4) })).toMatchObject({ ok: true, data: { due_day: addDays(today(), -4), slot: null } });
    expect(await dose(p, { regimen: r.id, status: "taken" })).toMatchObject({ ok: true, data: { due_day: today(), slot: null } });

    const refused = [
      [{ day: addDays(today(), 1) }, { day: [MED_MSG.futureDose] }],
      [{ day: addDays(today(), -11) }, { day: [MED_MSG.beforeStart] }],
      [{ status: "skipped", reason: "forgot", day: addDays(today(), -3) }, { status: [MED_MSG.notScheduled] }],
    ] as const;
    for (const [body, errors] of refused) expect(await dose(p, { regimen: r.id, status: "taken", ...body })).toEqual({ ok: false, reason: "invalid", errors });
    const morning = new Date(`${today()}T14:00:00Z`);
    expect(await dose(p, { regimen: r.id, status: "taken", time: "23:59" }, morning)).toMatchObject({ ok: false, errors: { time: [MED_MSG.futureDose] } });
    const stored = await db.selectFrom("medication_doses").select((eb) => eb.fn.countAll<number>().as("n")).where("regimen_id", "=", r.id).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(5);
  });
});

describe("adherence with an as-needed medicine", () => {
  it("no dose of it is due or missed: the page, the list of doses and the care summary count none of it", async () => {
    const p = await patient();
    const r = await shake(p, 20);
    for (const daysAgo of [20, 20, 12, 3]) await dose(p, { regimen: r.id, status: "taken", day: addDays(today(), -daysAgo), time: "10:00" });

    let o = await medicationOverview(db, p);
    expect(o.regimens[0].adherence).toEqual({ d7: null, d28: null });
    expect(o.regimens[0].recent.map((d) => [d.day, d.status])).toEqual([
      [addDays(today(), -3), "taken"],
      [addDays(today(), -12), "taken"],
      [addDays(today(), -20), "taken"],
      [addDays(today(), -20), "taken"],
    ]);
    expect(o.calendar.every((c) => c.due === 0 && c.state === "none")).toBe(true);
    expect(o.todayDoses).toMatchObject([{ regimen: r.id, status: "as_needed", record: null }]);
    const listed = await listDoses(p, { from: addDays(today(), -27), to: today() });
    expect(listed.map((d) => [d.day, d.slot, d.status])).toEqual([
      [addDays(today(), -20), "10:00", "taken"],
      [addDays(today(), -20), "10:00", "taken"],
      [addDays(today(), -12), "10:00", "taken"],
      [addDays(today(), -3), "10:00", "taken"],
    ]);
    expect(await summary(p.id)).toMatchObject({ adherence_28d: null, missed_doses_since: null });

    // A daily tablet beside it, started three days ago: the first two days taken, yesterday not.
    const tablet = await addOwnSupplement(p, ownRegimenSchema.parse({ medication: ids.get("Vitamin D3"), dose: 1000, schedule: "daily", times: "06:00", start_day: addDays(today(), -3) }));
    if (!tablet.ok) throw new Error("setup");
    for (const daysAgo of [3, 2]) await dose(p, { regimen: tablet.data.id, status: "taken", day: addDays(today(), -daysAgo), time: "06:30" });
    await dose(p, { regimen: r.id, status: "taken", day: addDays(today(), -1), time: "15:00" });
    o = await medicationOverview(db, p);
    const byId = new Map(o.regimens.map((x) => [x.id, x.adherence]));
    expect(byId.get(r.id)).toEqual({ d7: null, d28: null });
    // Two of three: today's 06:00 dose counts once its day is over (or once recorded).
    expect(byId.get(tablet.data.id)).toEqual({ d7: 67, d28: 67 });
    const kept = await summary(p.id);
    expect(kept.adherence_28d).toBeCloseTo(2 / 3, 9);
    const { user_id: _u, updated_at: _t, ...columns } = kept;
    expect(columns).toEqual(await computeCareSummary(db, p.id, today(), TZ));
  });

  it("a clinic's as-needed prescription: the clinic's pause refuses a dose, its record shows no adherence", async () => {
    const p = await patient();
    const made = await prescribe(nurse, p.id, prescribeSchema.parse({ medication: ids.get("Xenical"), dose: 120, schedule: "as_needed", start_day: addDays(today(), -7), instructions: "With a main meal that has fat in it." }));
    if (!made.ok) throw new Error("prescribe");
    expect(made.data).toMatchObject({ set_by: "clinic", schedule: { kind: "as_needed", times: [] }, dose: 120 });
    expect(await dose(p, { regimen: made.data.id, status: "taken", day: addDays(today(), -6), time: "12:30" })).toMatchObject({ ok: true });
    expect((await summary(p.id)).adherence_28d).toBeNull();
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

describe("reminders", () => {
  // A day of its own, far ahead, so that no other test's doses are due then.
  const DAY = "2033-03-15";

  it("no dose reminder for an as-needed medicine, even with a time kept on its row; /home's next dose is never one", async () => {
    const p = await patient();
    await savePreference(db, p.id, "dose_due", "portal");
    const r = await shake(p, 0);
    // An as-needed regimen keeps no times (the schema drops them); the reminders must not lean on that.
    await db.updateTable("medication_regimens").set({ times: JSON.stringify(["07:40"]), weekday: 2 }).where("id", "=", r.id).execute();
    for (const time of ["07:31", "07:41", "07:50"]) {
      const now = atNewYork(DAY, time);
      await scheduleMedicationJobs(db, now);
      await runDueJobs({ db, handlers: MEDICATION_JOB_HANDLERS, leaseMs: 60_000, kinds: Object.values(MEDICATION_JOBS), now });
    }
    const queued = await db.selectFrom("jobs").select("idempotency_key").where("idempotency_key", "like", `dose:${r.id}:%`).execute();
    expect(queued).toEqual([]);
    const told = await db.selectFrom("notifications").select("kind").where("user_id", "=", p.id).where("kind", "=", "dose_due").execute();
    expect(told).toEqual([]);
    expect(await nextDose(p)).toBeNull();
  });
});
