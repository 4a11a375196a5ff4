import { type Kysely, sql } from "kysely";
import type { Database } from "~/db/schema";
import { addDays, daysBetween, DEFAULT_TIME_ZONE } from "~/domain/calendar";
import { isUnits, UNIT_NAMES, weightOf } from "~/domain/units";
import { enqueue } from "~/jobs/queue.server";
import { dueDay, hhmm, type Slot } from "~/jobs/schedule";
import { type JobHandler, PermanentJobError } from "~/jobs/worker.server";
import { formatNumber } from "~/i18n/format";
import { appointmentTomorrow, nothingLogged, weeklySummary, weighInDue } from "./messages";
import { notify } from "./notify.server";

/**
 * Reminders and the appointment notice, on each clinic's clock (docs/decisions/0131). Every
 * minute one worker's tick looks at each clinic time zone and, for each slot that has come due
 * there today, queues one fan-out job (keyed by slot, zone and day, so once a day); the fan-out
 * queues one job per member who asked for it (keyed by member and day, so once); that job checks
 * the reason still holds when it runs, and notifies.
 */

type SlotName = "nothing_logged" | "weigh_in_due" | "weekly_summary" | "appointment";

export const SLOTS: Record<SlotName, Slot> = {
  nothing_logged: { at: hhmm("19:00") },
  weigh_in_due: { at: hhmm("09:00") },
  weekly_summary: { at: hhmm("08:00"), weekday: 1 },
  appointment: { at: hhmm("09:00") },
};

export const REMINDER_JOBS = {
  fanout: "reminders.fanout",
  nothing_logged: "reminder.nothing_logged",
  weigh_in_due: "reminder.weigh_in_due",
  weekly_summary: "reminder.weekly_summary",
  appointment: "reminder.appointment",
} as const;

type Conn = Kysely<Database>;

/** The clinic time zones members live in (a member without a clinic keeps the default zone). */
export async function clinicZones(db: Conn): Promise<string[]> {
  const rows = await db.selectFrom("clinics").select("time_zone").distinct().execute();
  return [...new Set([DEFAULT_TIME_ZONE, ...rows.map((r) => r.time_zone)])];
}

/** The tick: one fan-out per slot that is due in a zone today. */
export async function scheduleReminders(db: Conn, now: number): Promise<number> {
  let queued = 0;
  for (const zone of await clinicZones(db)) {
    for (const [slot, def] of Object.entries(SLOTS) as [SlotName, Slot][]) {
      const day = dueDay(def, zone, new Date(now));
      if (day && (await enqueue(db, REMINDER_JOBS.fanout, { slot, zone, day }, { key: `fanout:${slot}:${zone}:${day}`, now }))) queued += 1;
    }
  }
  return queued;
}

/** Active members whose clinic keeps this zone's clock. */
function membersIn(db: Conn, zone: string) {
  return db
    .selectFrom("users as u")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .where("u.is_active", "=", 1)
    .where(sql<string>`coalesce(c.time_zone, ${DEFAULT_TIME_ZONE})`, "=", zone);
}

function readFanout(payload: Record<string, unknown>): { slot: SlotName; zone: string; day: string } {
  const { slot, zone, day } = payload;
  if (typeof slot !== "string" || !(slot in SLOTS) || typeof zone !== "string" || typeof day !== "string") throw new PermanentJobError("Bad fan-out payload.");
  return { slot: slot as SlotName, zone, day };
}

const fanout: JobHandler = async (payload, { db, now, signal }) => {
  const { slot, zone, day } = readFanout(payload);
  const jobs: { kind: string; payload: Record<string, unknown>; key: string }[] = [];
  if (slot === "appointment") {
    const rows = await membersIn(db, zone).innerJoin("appointments as a", "a.user_id", "u.id").select("a.id").where("a.appt_date", "=", addDays(day, 1)).execute();
    for (const r of rows) jobs.push({ kind: REMINDER_JOBS.appointment, payload: { appointment: r.id }, key: `appointment:${r.id}:${addDays(day, 1)}` });
  } else {
    const members = await membersIn(db, zone)
      .innerJoin("notification_preferences as p", (j) => j.onRef("p.user_id", "=", "u.id").on("p.kind", "=", slot))
      .select("u.id")
      .where("p.channel", "in", ["portal", "email"])
      .execute();
    const ids = members.map((m) => m.id);
    if (slot === "weigh_in_due") {
      for (const { user_id, last } of await lastWeighIns(db, ids)) {
        const age = daysBetween(last, day);
        // Once when it turns a week old, then once each week it stays the last one.
        if (age >= 7) jobs.push({ kind: REMINDER_JOBS.weigh_in_due, payload: { user: user_id, last, day }, key: `weigh-in:${user_id}:${last}:${Math.floor(age / 7)}` });
      }
    } else {
      for (const id of ids) jobs.push({ kind: REMINDER_JOBS[slot], payload: { user: id, day }, key: `${slot}:${id}:${day}` });
    }
  }
  for (let i = 0; i < jobs.length; i += 200) {
    // Told to stop (its time limit): what is queued stays queued, and a retry adds only the rest (the keys).
    signal.throwIfAborted();
    await db.transaction().execute(async (trx) => {
      for (const j of jobs.slice(i, i + 200)) await enqueue(trx, j.kind, j.payload, { key: j.key, now });
    });
  }
};

async function lastWeighIns(db: Conn, userIds: number[]) {
  if (userIds.length === 0) return [];
  const out: { user_id: number; last: string }[] = [];
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .selectFrom("weights")
      .select(["user_id", sql<string>`max(measured_on)`.as("last")])
      .where("user_id", "in", userIds.slice(i, i + 500))
      .groupBy("user_id")
      .execute();
    out.push(...rows);
  }
  return out;
}

function readUserDay(payload: Record<string, unknown>): { user: number; day: string } {
  const user = Number(payload.user);
  if (!Number.isInteger(user) || typeof payload.day !== "string") throw new PermanentJobError("Bad reminder payload.");
  return { user, day: payload.day };
}

/** Anything on the member's journals that day: a food or drink entry, or an activity. */
async function loggedOn(db: Conn, userId: number, day: string): Promise<boolean> {
  const [food, activity] = await Promise.all([
    db.selectFrom("journal_entries").select("id").where("user_id", "=", userId).where("day", "=", day).limit(1).executeTakeFirst(),
    db.selectFrom("exercise_logs").select("id").where("user_id", "=", userId).where("done_on", "=", day).limit(1).executeTakeFirst(),
  ]);
  return !!food || !!activity;
}

const remindNothingLogged: JobHandler = async (payload, { db }) => {
  const { user, day } = readUserDay(payload);
  if (await loggedOn(db, user, day)) return;
  await db.transaction().execute((trx) => notify(trx, user, nothingLogged({ day })));
};

const remindWeighIn: JobHandler = async (payload, { db }) => {
  const { user, day } = readUserDay(payload);
  const [latest] = await lastWeighIns(db, [user]);
  // A weigh-in since the fan-out: nothing is due any more.
  if (!latest || latest.last !== payload.last) return;
  await db.transaction().execute((trx) => notify(trx, user, weighInDue({ day: latest.last, daysAgo: daysBetween(latest.last, day) })));
};

/** Last week's figures: the seven days before the Monday the summary is sent. */
export async function weekFigures(db: Conn, userId: number, monday: string) {
  const from = addDays(monday, -7);
  const to = addDays(monday, -1);
  const latestOnOrBefore = (day: string) =>
    db.selectFrom("weights").select(["weight_kg", "measured_on"]).where("user_id", "=", userId).where("measured_on", "<=", day).orderBy("measured_on", "desc").orderBy("id", "desc").limit(1).executeTakeFirst();
  const [end, start, days, minutes, user] = await Promise.all([
    latestOnOrBefore(to),
    latestOnOrBefore(addDays(from, -1)),
    db.selectFrom("journal_entries").select(sql<number>`count(distinct day)`.as("n")).where("user_id", "=", userId).where("day", ">=", from).where("day", "<=", to).executeTakeFirstOrThrow(),
    db.selectFrom("exercise_logs").select(sql<number>`coalesce(sum(minutes), 0)`.as("n")).where("user_id", "=", userId).where("done_on", ">=", from).where("done_on", "<=", to).executeTakeFirstOrThrow(),
    db.selectFrom("users").select("units").where("id", "=", userId).executeTakeFirst(),
  ]);
  const units = isUnits(user?.units) ? user.units : "imperial";
  const change = end && start && end.measured_on >= from ? weightOf(end.weight_kg - start.weight_kg, units)! : null;
  return {
    from,
    to,
    weightChange: change === null ? null : `${change > 0 ? "+" : change < 0 ? "−" : ""}${formatNumber(Math.abs(change), 1)} ${UNIT_NAMES[units].weight}`,
    daysLogged: Number(days.n),
    exerciseMinutes: Math.round(Number(minutes.n)),
  };
}

const sendWeeklySummary: JobHandler = async (payload, { db }) => {
  const { user, day } = readUserDay(payload);
  const figures = await weekFigures(db, user, day);
  await db.transaction().execute((trx) => notify(trx, user, weeklySummary(figures)));
};

const remindAppointment: JobHandler = async (payload, { db }) => {
  const id = Number(payload.appointment);
  if (!Number.isInteger(id)) throw new PermanentJobError("Bad appointment payload.");
  const appt = await db
    .selectFrom("appointments as a")
    .innerJoin("users as u", "u.id", "a.user_id")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .select(["a.id", "a.user_id", "a.appt_date", "a.appt_time", "c.name as clinic"])
    .where("a.id", "=", id)
    .executeTakeFirst();
  // Cancelled since the fan-out: nothing to say.
  if (!appt) return;
  await db.transaction().execute((trx) => notify(trx, appt.user_id, appointmentTomorrow({ id: appt.id, date: appt.appt_date, time: appt.appt_time, clinic: appt.clinic })));
};

export const REMINDER_HANDLERS: Record<string, JobHandler> = {
  [REMINDER_JOBS.fanout]: fanout,
  [REMINDER_JOBS.nothing_logged]: remindNothingLogged,
  [REMINDER_JOBS.weigh_in_due]: remindWeighIn,
  [REMINDER_JOBS.weekly_summary]: sendWeeklySummary,
  [REMINDER_JOBS.appointment]: remindAppointment,
};
