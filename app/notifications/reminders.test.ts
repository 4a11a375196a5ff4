import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { addDays } from "~/domain/calendar";
import { runDueJobs } from "~/jobs/worker.server";
import type { JobContext } from "~/jobs/worker.server";
import { savePreference } from "./notifications.server";
import { REMINDER_HANDLERS, REMINDER_JOBS, scheduleReminders, weekFigures } from "./reminders.server";
import type { Channel, NotificationKind } from "./kinds";

/**
 * Reminders on the test's real database: the scheduler's keys (once per member and day however
 * often it ticks), each reminder's own rule, the weekly figures. Days are far in the future so
 * nothing else in the database is due on them; members are the test's own, in Tampa (New York's
 * clock).
 */
const KINDS = Object.values(REMINDER_JOBS);
/** Each test keeps to days of its own (a day's fan-out runs once, whoever asked for it by then). */
const MONDAY = "2031-03-10";
/** 20:30 that day in New York (EDT): every slot of the day is due there. */
const evening = (day: string) => Date.parse(`${addDays(day, 1)}T00:30:00Z`);

let seq = 0;
async function member(prefs: Partial<Record<NotificationKind, Channel>> = {}, units = "imperial"): Promise<number> {
  seq += 1;
  const now = new Date().toISOString();
  const { id } = await db
    .insertInto("users")
    .values({ email: `reminded-${seq}-${Date.now().toString(36)}@example.com`, password_hash: "x", user_type: "P", first_name: "Remi", last_name: "Nder", city: "Tampa", state: "FL", clinic_id: 1, created_at: now, password_changed_at: now, units })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const [kind, channel] of Object.entries(prefs)) await savePreference(db, id, kind as NotificationKind, channel);
  return id;
}

async function weighIn(userId: number, day: string, kg: number) {
  const now = new Date().toISOString();
  await db.insertInto("weights").values({ user_id: userId, measured_on: day, member_created: 1, weight_kg: kg, created_at: now, updated_at: now, impedance_ohm: null, fat_pct: null, fat_mass_kg: null, ffm_kg: null, tbw_kg: null, bp_systolic: null, bp_diastolic: null, pulse_bpm: null, waist_cm: null, created_by: userId }).execute();
}

async function journalEntry(userId: number, day: string) {
  const now = new Date().toISOString();
  await db
    .insertInto("journal_entries")
    .values({ user_id: userId, day, time: "08:00", quantity: 1, item_name: "Apple", food_id: null, recipe_id: null, measure_id: null, measure_g: null, food_g: null, recipe_servings: null, fluid_floz: null, hunger_before: null, hunger_after: null, created_at: now, updated_at: now })
    .execute();
}

async function activity(userId: number, day: string, minutes: number) {
  const exercise = await db.selectFrom("exercises").select("id").limit(1).executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  await db
    .insertInto("exercise_logs")
    .values({ user_id: userId, exercise_id: exercise.id, done_on: day, weekday: new Date(`${day}T00:00:00Z`).getUTCDay(), type_of_activity: "Cardio", minutes, calories_kcal: null, calories_gross_kcal: null, weight_lifted_kg: null, reps: null, sets: null, source: "log", created_at: now, updated_at: now })
    .execute();
}

/** One tick at `now`, then every job it leads to. */
async function tickAndRun(now: number) {
  const queued = await scheduleReminders(db, now);
  await runDueJobs({ db, handlers: REMINDER_HANDLERS, leaseMs: 60_000, kinds: KINDS, now });
  return queued;
}

const notesOf = (userId: number) => db.selectFrom("notifications").select(["kind", "title", "body", "link"]).where("user_id", "=", userId).orderBy("id").execute();
async function emailJobsOf(userId: number) {
  const ids = await db.selectFrom("notifications").select("id").where("user_id", "=", userId).execute();
  if (!ids.length) return [];
  return db.selectFrom("jobs").select("id").where("idempotency_key", "in", ids.map((n) => `notification-email:${n.id}`)).execute();
}

describe("the scheduler's keys", () => {
  it("a tick queues one fan-out per slot due in each zone; ticking again the same day queues nothing", async () => {
    const day = "2031-04-14";
    // 20:30 in New York on a Monday: every slot there is due.
    expect(await scheduleReminders(db, evening(day))).toBeGreaterThan(0);
    const keys = await db.selectFrom("jobs").select("idempotency_key").where("idempotency_key", "like", `fanout:%:America/New_York:${day}`).orderBy("idempotency_key").execute();
    expect(keys.map((k) => k.idempotency_key)).toEqual([
      `fanout:appointment:America/New_York:${day}`,
      `fanout:nothing_logged:America/New_York:${day}`,
      `fanout:weekly_summary:America/New_York:${day}`,
      `fanout:weigh_in_due:America/New_York:${day}`,
    ]);
    expect(await scheduleReminders(db, evening(day) + 60_000)).toBe(0);
    await scheduleReminders(db, evening(day) + 3 * 3_600_000);
    const again = await db.selectFrom("jobs").select("idempotency_key").where("idempotency_key", "like", `fanout:%:America/New_York:${day}`).execute();
    expect(again).toHaveLength(4);
    // Run them now, so they are not left for the next test's members.
    await runDueJobs({ db, handlers: REMINDER_HANDLERS, leaseMs: 60_000, kinds: KINDS, now: evening(day) + 3 * 3_600_000 });
  });
});

describe("nothing logged today", () => {
  it("reminds, once, only the members who asked and logged nothing that day", async () => {
    const day = MONDAY;
    const asked = await member({ nothing_logged: "email" });
    const logged = await member({ nothing_logged: "portal" });
    const exercised = await member({ nothing_logged: "portal" });
    const notAsked = await member();
    await journalEntry(logged, day);
    await activity(exercised, day, 20);
    await tickAndRun(evening(day));
    expect(await notesOf(asked)).toEqual([{ kind: "nothing_logged", title: "Nothing logged today yet", body: expect.any(String), link: "/nutrition/journal" }]);
    expect(await emailJobsOf(asked)).toHaveLength(1);
    for (const id of [logged, exercised, notAsked]) expect(await notesOf(id)).toEqual([]);
    // The scheduler ticking again, later that evening: nothing more.
    await tickAndRun(evening(day) + 90 * 60_000);
    expect(await notesOf(asked)).toHaveLength(1);
  });
});

describe("weigh-in due", () => {
  it("when the last weigh-in turns a week old, then each week it stays the last", async () => {
    const day = "2031-03-17";
    const week = await member({ weigh_in_due: "portal" });
    const sixDays = await member({ weigh_in_due: "portal" });
    const never = await member({ weigh_in_due: "portal" });
    await weighIn(week, addDays(day, -7), 90);
    await weighIn(sixDays, addDays(day, -6), 90);
    await tickAndRun(evening(day));
    expect(await notesOf(week)).toEqual([{ kind: "weigh_in_due", title: "Time to weigh in", body: "Your last weigh-in was 7 days ago, on Mar 10, 2031.", link: "/progress?panel=add-weight" }]);
    expect(await notesOf(sixDays)).toEqual([]);
    expect(await notesOf(never)).toEqual([]);
    // Every day of that week: the same key, nothing new. The week after: once more.
    for (let d = 1; d < 7; d++) await tickAndRun(evening(addDays(day, d)));
    expect(await notesOf(week)).toHaveLength(1);
    await tickAndRun(evening(addDays(day, 7)));
    expect((await notesOf(week)).map((n) => n.body)).toEqual(["Your last weigh-in was 7 days ago, on Mar 10, 2031.", "Your last weigh-in was 14 days ago, on Mar 10, 2031."]);
  });
});

describe("the weekly summary", () => {
  it("Monday morning: last week's weight change in the member's units, days logged and exercise minutes", async () => {
    const monday = "2031-05-05";
    const lb = await member({ weekly_summary: "portal" });
    const kg = await member({ weekly_summary: "portal" }, "metric");
    for (const id of [lb, kg]) {
      await weighIn(id, addDays(monday, -10), 100);
      await weighIn(id, addDays(monday, -2), 99.32);
      await journalEntry(id, addDays(monday, -7));
      await journalEntry(id, addDays(monday, -3));
      await journalEntry(id, addDays(monday, -3));
      await journalEntry(id, monday);
      await activity(id, addDays(monday, -1), 45);
      await activity(id, addDays(monday, -5), 30);
      await activity(id, addDays(monday, -8), 60);
    }
    expect(await weekFigures(db, lb, monday)).toEqual({ from: "2031-04-28", to: "2031-05-04", weightChange: "−1.5 lb", daysLogged: 2, exerciseMinutes: 75 });
    await tickAndRun(evening(monday));
    expect(await notesOf(lb)).toEqual([{ kind: "weekly_summary", title: "Your week, Apr 28, 2031 to May 4, 2031", body: "Weight change: −1.5 lb · 2 of 7 days logged · 75 exercise minutes", link: "/progress" }]);
    expect((await notesOf(kg))[0].body).toBe("Weight change: −0.7 kg · 2 of 7 days logged · 75 exercise minutes");
    // Not on other days of the week.
    await tickAndRun(evening(addDays(monday, 1)));
    expect(await notesOf(lb)).toHaveLength(1);
  });

  it("says so when there is no weigh-in to compare", async () => {
    const id = await member();
    expect((await weekFigures(db, id, "2031-03-31")).weightChange).toBeNull();
  });
});

describe("appointment tomorrow", () => {
  it("tells every member with an appointment the next day, once, whatever their reminders", async () => {
    const day = "2031-04-01";
    const id = await member();
    await db.insertInto("appointments").values({ user_id: id, appt_date: addDays(day, 1), appt_time: "14:15", created_at: new Date().toISOString() }).execute();
    await tickAndRun(evening(day));
    await tickAndRun(evening(day) + 60_000);
    expect(await notesOf(id)).toEqual([{ kind: "appointment", title: "Your appointment is tomorrow", body: expect.stringMatching(/^Wednesday, April 2, 2031 at 2:15 PM, .+\.$/), link: "/home" }]);
  });
});

describe("a retried reminder (issue 37)", () => {
  it("run again after its worker died between telling the member and marking the job done: one bell item and one email each", async () => {
    const monday = "2031-05-19";
    const id = await member({ nothing_logged: "email", weigh_in_due: "email", weekly_summary: "email", appointment: "email" });
    await weighIn(id, addDays(monday, -7), 90);
    const appt = await db.insertInto("appointments").values({ user_id: id, appt_date: addDays(monday, 1), appt_time: "09:30", created_at: new Date().toISOString() }).returning("id").executeTakeFirstOrThrow();
    const at = evening(monday);
    await scheduleReminders(db, at);
    await runDueJobs({ db, handlers: REMINDER_HANDLERS, leaseMs: 60_000, kinds: [REMINDER_JOBS.fanout], now: at });
    const keys = [`nothing_logged:${id}:${monday}`, `weekly_summary:${id}:${monday}`, `weigh-in:${id}:${addDays(monday, -7)}:1`, `appointment:${appt.id}:${addDays(monday, 1)}`];
    const mine = await db.selectFrom("jobs").select(["id", "kind", "payload"]).where("idempotency_key", "in", keys).where("status", "=", "queued").execute();
    expect(mine).toHaveLength(4);
    // The first worker ran each handler (its notification committed) and died before marking the job done.
    for (const j of mine) {
      const ctx: JobContext = { db, now: at, jobId: j.id, attempts: 1, signal: new AbortController().signal };
      await REMINDER_HANDLERS[j.kind](JSON.parse(j.payload) as Record<string, unknown>, ctx);
    }
    expect(await notesOf(id)).toHaveLength(4);
    // Another worker runs every job again.
    await runDueJobs({ db, handlers: REMINDER_HANDLERS, leaseMs: 60_000, kinds: KINDS, now: at + 60_000 });
    expect((await notesOf(id)).map((n) => n.kind).sort()).toEqual(["appointment", "nothing_logged", "weekly_summary", "weigh_in_due"]);
    expect(await emailJobsOf(id)).toHaveLength(4);
  });
});
