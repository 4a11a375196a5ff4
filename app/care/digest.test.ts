import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { addDays, todayIn } from "~/domain/calendar";
import { type JobContext, runDueJobs } from "~/jobs/worker.server";
import { savePreference } from "~/notifications/notifications.server";
import { CARE_DIGEST_HANDLERS, CARE_DIGEST_JOBS, newFlags, scheduleCareDigests } from "./digest.server";
import { carePanel } from "./panel.server";
import { joinedDayOf, unansweredSince } from "~/clinical/flags";
import { FLAG_LABELS } from "~/clinical/flag-codes";
import type { CareSummariesTable } from "~/db/tables/care";
import { rebuildCareSummary, withFlagDays } from "~/clinical/summary.server";

/**
 * The care team's morning count on the test's real database: a clinic of the test's own (so the
 * demo's patients are not counted), its care staff and patients, on a day far in the future so
 * only the test's weigh-ins raise anything then. The panel's flag rules are flags.test.ts's.
 */

const DAY = "2031-06-16";
/** 08:30 that day in New York (EDT): the count is due there. */
const MORNING = Date.parse(`${DAY}T12:30:00Z`);
const KINDS = Object.values(CARE_DIGEST_JOBS);

let seq = 0;
const now = () => new Date().toISOString();
const unique = (label: string) => `${label}${++seq}${Date.now().toString(36)}`;

async function clinic(): Promise<{ id: number; name: string }> {
  const name = unique("Digest Clinic ");
  const { id } = await db.insertInto("clinics").values({ name, city: "Tampa", state: "FL", phone: "(813) 555-0199", time_zone: "America/New_York" }).returning("id").executeTakeFirstOrThrow();
  return { id, name };
}

async function person(kind: "P" | "A", clinicId: number, lastName = unique("Person"), createdAt = now()): Promise<number> {
  const { id } = await db
    .insertInto("users")
    .values({ email: `${lastName.toLowerCase()}@example.com`, password_hash: "x", user_type: kind, staff_role: kind === "A" ? "care" : null, first_name: "Dee", last_name: lastName, city: "Tampa", state: "FL", clinic_id: clinicId, created_at: createdAt, password_changed_at: now() })
    .returning("id")
    .executeTakeFirstOrThrow();
  if (kind === "A") await db.insertInto("staff_clinics").values({ user_id: id, clinic_id: clinicId, assigned_at: now() }).execute();
  return id;
}

/** A patient whose one weigh-in was `daysBefore` DAY, their care summary brought up to date as a write would. */
async function weighedOnce(clinicId: number, daysBefore: number, lastName?: string): Promise<number> {
  const id = await person("P", clinicId, lastName);
  await db
    .insertInto("weights")
    .values({ user_id: id, measured_on: addDays(DAY, -daysBefore), member_created: 1, weight_kg: 90, created_at: now(), updated_at: now(), impedance_ohm: null, fat_pct: null, fat_mass_kg: null, ffm_kg: null, tbw_kg: null, bp_systolic: null, bp_diastolic: null, pulse_bpm: null, waist_cm: null, created_by: id })
    .execute();
  await db.transaction().execute((trx) => rebuildCareSummary(trx, id));
  return id;
}

const notesOf = (userId: number) => db.selectFrom("notifications").select(["kind", "title", "body", "link"]).where("user_id", "=", userId).orderBy("id").execute();

async function tickAndRun(at: number) {
  await scheduleCareDigests(db, at);
  await runDueJobs({ db, handlers: CARE_DIGEST_HANDLERS, leaseMs: 60_000, kinds: KINDS, now: at });
}

describe("the care team's morning count", () => {
  it("counts, per clinic, the flags raised the day before and not yet reviewed; names no patient; once a day", async () => {
    const c = await clinic();
    const nurse = await person("A", c.id);
    const emailed = await person("A", c.id);
    const quietNurse = await person("A", c.id);
    await savePreference(db, emailed, "care_flags", "email");
    await savePreference(db, quietNurse, "care_flags", "off");
    // Weighed 15 days before: "no weigh-in" (14 days) was raised yesterday. 16 days: the day before, already counted then.
    const raisedYesterday = await weighedOnce(c.id, 15, unique("Secretname"));
    await weighedOnce(c.id, 16);
    await weighedOnce(c.id, 16);
    // Raised yesterday too, but a nurse has already reviewed it.
    const reviewed = await weighedOnce(c.id, 15);
    await db.insertInto("care_flags").values({ patient_id: reviewed, code: "no_weigh_in", since: addDays(DAY, -1), reviewed_at: now(), reviewed_by: nurse, review_note: "Called.", created_at: now() }).execute();

    expect(await newFlags(db, nurse, DAY)).toEqual([{ clinicId: c.id, clinic: c.name, flags: [{ label: "No weigh-in", count: 1 }] }]);

    // Before 8 am nothing is due.
    await tickAndRun(MORNING - 60 * 60_000);
    expect(await notesOf(nurse)).toEqual([]);
    await tickAndRun(MORNING);
    const expected = {
      kind: "care_flags",
      title: "1 new flag on your patients",
      body: `Raised Sunday, June 15, 2031. ${c.name}: No weigh-in 1. The panel shows who, most needing a look first.`,
      link: `/patients?clinic=${c.id}`,
    };
    expect(await notesOf(nurse)).toEqual([expected]);
    expect(await notesOf(emailed)).toEqual([expected]);
    expect(await notesOf(quietNurse)).toEqual([]);
    const lastName = (await db.selectFrom("users").select("last_name").where("id", "=", raisedYesterday).executeTakeFirstOrThrow()).last_name;
    expect(expected.body).not.toContain(lastName);
    // By email only for who asked.
    const emailJobs = async (userId: number) => {
      const ids = (await db.selectFrom("notifications").select("id").where("user_id", "=", userId).execute()).map((n) => `notification-email:${n.id}`);
      return db.selectFrom("jobs").select("id").where("idempotency_key", "in", ids).execute();
    };
    expect(await emailJobs(emailed)).toHaveLength(1);
    expect(await emailJobs(nurse)).toHaveLength(0);
    // Ticking again that morning: nothing more. The patients are told nothing.
    await tickAndRun(MORNING + 30 * 60_000);
    expect(await notesOf(nurse)).toHaveLength(1);
    expect(await notesOf(raisedYesterday)).toEqual([]);
  });

  it("run again after its worker died between telling the nurse and marking the job done: one bell item and one email (issue 37)", async () => {
    const day = "2031-06-30";
    const morning = Date.parse(`${day}T12:30:00Z`);
    const c = await clinic();
    const nurse = await person("A", c.id);
    await savePreference(db, nurse, "care_flags", "email");
    const id = await person("P", c.id);
    await db.insertInto("weights").values({ user_id: id, measured_on: addDays(day, -15), member_created: 1, weight_kg: 90, created_at: now(), updated_at: now(), impedance_ohm: null, fat_pct: null, fat_mass_kg: null, ffm_kg: null, tbw_kg: null, bp_systolic: null, bp_diastolic: null, pulse_bpm: null, waist_cm: null, created_by: id }).execute();
    await db.transaction().execute((trx) => rebuildCareSummary(trx, id));
    await scheduleCareDigests(db, morning);
    await runDueJobs({ db, handlers: CARE_DIGEST_HANDLERS, leaseMs: 60_000, kinds: [CARE_DIGEST_JOBS.fanout], now: morning });
    const job = await db.selectFrom("jobs").select(["id", "payload"]).where("idempotency_key", "=", `care-flags:${nurse}:${day}`).executeTakeFirstOrThrow();
    const ctx: JobContext = { db, now: morning, jobId: job.id, attempts: 1, signal: new AbortController().signal };
    await CARE_DIGEST_HANDLERS[CARE_DIGEST_JOBS.digest](JSON.parse(job.payload) as Record<string, unknown>, ctx);
    await runDueJobs({ db, handlers: CARE_DIGEST_HANDLERS, leaseMs: 60_000, kinds: KINDS, now: morning + 60_000 });
    const notes = await db.selectFrom("notifications").select("id").where("user_id", "=", nurse).execute();
    expect(notes).toHaveLength(1);
    expect(await db.selectFrom("jobs").select("id").where("idempotency_key", "=", `notification-email:${notes[0].id}`).execute()).toHaveLength(1);
    expect(await db.selectFrom("jobs").select("status").where("id", "=", job.id).executeTakeFirstOrThrow()).toEqual({ status: "done" });
  });

  it("nothing new, nothing said; a clinic no longer assigned counts nothing", async () => {
    const day = "2031-06-23";
    const morning = Date.parse(`${day}T12:30:00Z`);
    const calm = await clinic();
    const nurse = await person("A", calm.id);
    const id = await person("P", calm.id);
    await db.insertInto("weights").values({ user_id: id, measured_on: addDays(day, -2), member_created: 1, weight_kg: 80, created_at: now(), updated_at: now(), impedance_ohm: null, fat_pct: null, fat_mass_kg: null, ffm_kg: null, tbw_kg: null, bp_systolic: null, bp_diastolic: null, pulse_bpm: null, waist_cm: null, created_by: id }).execute();
    await db.transaction().execute((trx) => rebuildCareSummary(trx, id));
    await tickAndRun(morning);
    expect(await notesOf(nurse)).toEqual([]);

    // A patient whose flag was raised the day before, at a clinic taken away from the nurse.
    const other = await clinic();
    await weighedOnce(other.id, 15);
    await db.insertInto("staff_clinics").values({ user_id: nurse, clinic_id: other.id, assigned_at: now() }).execute();
    expect((await newFlags(db, nurse, DAY)).map((c) => c.clinicId)).toEqual([other.id]);
    await db.deleteFrom("staff_clinics").where("user_id", "=", nurse).where("clinic_id", "=", other.id).execute();
    expect(await newFlags(db, nurse, DAY)).toEqual([]);
    // A patient's id is not staff: nothing.
    expect(await newFlags(db, id, DAY)).toEqual([]);
  });

  it("counts what the panel shows, flag by flag, reading only the patients who can have one raised the day before (issue 37)", async () => {
    const today = todayIn("America/New_York");
    const raisedOn = addDays(today, -1);
    const c = await clinic();
    const nurse = await person("A", c.id);
    const longAgo = `${addDays(today, -400)}T15:00:00.000Z`;
    /** A patient made `createdAt`, their summary rebuilt, then given `facts` (and the days their flags begin) as a write would have stored them. */
    const patient = async (createdAt: string, facts: Partial<Pick<CareSummariesTable, "last_weigh_in_day" | "last_journal_day" | "last_exercise_day" | "plateau_since" | "rapid_loss_since" | "side_effects_since" | "waiting_since_day">> = {}) => {
      const id = await person("P", c.id, undefined, createdAt);
      await db.transaction().execute((trx) => rebuildCareSummary(trx, id));
      if (Object.keys(facts).length) {
        // The days its flags begin follow from the facts, as every write stores them (decision 0265).
        const { user_id: _u, updated_at: _t, flag_days: _f, ...kept } = await db.selectFrom("care_summaries").selectAll().where("user_id", "=", id).executeTakeFirstOrThrow();
        await db.updateTable("care_summaries").set(withFlagDays({ ...kept, ...facts }, joinedDayOf(createdAt, "America/New_York"))).where("user_id", "=", id).execute();
      }
      return id;
    };
    const monday = (day: string) => [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(day, -n)).find((d) => unansweredSince(d) === day);
    // Raised yesterday: no weigh-in for 14 days, nothing logged for 7 (by weigh-in, journal or exercise),
    // an account made 15 days ago (New York's day, made late in the evening) with nothing logged, the
    // stored rules, and a message waiting since the day that makes it late yesterday.
    await patient(longAgo, { last_weigh_in_day: addDays(raisedOn, -14), last_journal_day: addDays(today, -2) });
    await patient(longAgo, { last_weigh_in_day: addDays(raisedOn, -7) });
    await patient(longAgo, { last_weigh_in_day: addDays(raisedOn, -9), last_journal_day: addDays(raisedOn, -7) });
    await patient(longAgo, { last_weigh_in_day: addDays(raisedOn, -9), last_exercise_day: addDays(raisedOn, -7) });
    await patient(`${addDays(raisedOn, -14)}T23:30:00.000Z`);
    await patient(longAgo, { last_weigh_in_day: addDays(today, -2), side_effects_since: raisedOn, rapid_loss_since: raisedOn });
    const waitingSince = monday(raisedOn);
    if (waitingSince) await patient(longAgo, { last_weigh_in_day: addDays(today, -2), waiting_since_day: waitingSince });
    // Made at 2 am UTC: still the day before in New York, which the flag counts from.
    await patient(`${addDays(raisedOn, -13)}T02:00:00.000Z`);
    // Not yesterday: raised the day before, a reviewed episode, nothing open.
    await patient(longAgo, { last_weigh_in_day: addDays(raisedOn, -15) });
    const reviewed = await patient(longAgo, { last_weigh_in_day: addDays(today, -1), plateau_since: raisedOn });
    await db.insertInto("care_flags").values({ patient_id: reviewed, code: "plateau", since: raisedOn, reviewed_at: now(), reviewed_by: nurse, review_note: "Seen.", created_at: now() }).execute();
    await patient(longAgo, { last_weigh_in_day: addDays(today, -1), last_journal_day: today });

    const panel = await carePanel({ id: nurse, user_type: "A", staff_role: "care", time_zone: "America/New_York" }, { clinic: c.id, flag: null, search: "", sort: "name", desc: false, limit: 1000, offset: 0, units: "imperial" });
    if (!panel.ok) throw new Error("the nurse's panel");
    const shown = new Map<string, number>();
    for (const row of panel.data.results) for (const f of row.flags) if (!f.reviewed && f.since === raisedOn) shown.set(FLAG_LABELS[f.code], (shown.get(FLAG_LABELS[f.code]) ?? 0) + 1);
    expect([...shown.values()].reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(waitingSince ? 9 : 8);
    const [counted] = await newFlags(db, nurse, today);
    expect(new Map(counted.flags.map((f) => [f.label, f.count]))).toEqual(shown);
  });

  it("is written in the staff member's own language: a nurse who chose Spanish reads it in Spanish (issue 41)", async () => {
    const c = await clinic();
    const nurse = await person("A", c.id);
    await db.updateTable("users").set({ language: "es" }).where("id", "=", nurse).execute();
    await weighedOnce(c.id, 15);
    const ctx: JobContext = { db, now: MORNING, jobId: 0, attempts: 1, signal: new AbortController().signal };
    await CARE_DIGEST_HANDLERS[CARE_DIGEST_JOBS.digest]({ user: nurse, day: DAY }, ctx);
    expect(await notesOf(nurse)).toEqual([
      {
        kind: "care_flags",
        title: "1 alerta nueva en sus pacientes",
        body: `Activadas el domingo, 15 de junio de 2031. ${c.name}: Sin registro de peso 1. La lista de pacientes muestra quiénes son, primero los que más requieren atención.`,
        link: `/patients?clinic=${c.id}`,
      },
    ]);
  });
});
