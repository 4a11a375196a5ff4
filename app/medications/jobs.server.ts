import { type Kysely, sql } from "kysely";
import { careSummaryChanged } from "~/clinical/summary.server";
import type { Database } from "~/db/schema";
import { addDays, DEFAULT_TIME_ZONE } from "~/domain/calendar";
import { enqueue } from "~/jobs/queue.server";
import { dueDay, hhmm, localClock, type Slot } from "~/jobs/schedule";
import { type JobHandler, PermanentJobError } from "~/jobs/worker.server";
import { doseDue, refillDue } from "~/notifications/messages";
import { notify } from "~/notifications/notify.server";
import { clinicZones } from "~/notifications/reminders.server";
import { REFILL_DAYS } from "./codes";
import { jsonList, PLAN_COLUMNS, planOf, stepsOf } from "./rows.server";
import { keyOf, scheduledDoses } from "./schedule";

/**
 * The medicines' work that runs later, through the durable job queue (docs/decisions/0130, 0202),
 * on each clinic's clock, each piece keyed so it runs once however many workers tick:
 *
 * - dose reminders: each quarter of an hour one fan-out per zone (`med-doses:<zone>:<day>:<quarter>`)
 *   queues a job per dose due in that quarter, for members who turned the reminder on, to run at
 *   the dose's time (`dose:<regimen>:<day>:<time>`); the job checks the dose is still unrecorded
 *   and the medicine still running when it runs. A quarter is offered for an hour after it began,
 *   so a worker down for a while still sends the reminders of that hour, once.
 * - refill reminders: at 09:00 one fan-out per zone; a member whose supply left covers a week or
 *   less is told once per supply entered (`refill:<regimen>:<counted on>:<doses>`).
 * - the night's refresh: at 00:15 each patient with medicines or recent side effects has their
 *   care summary's medication part worked out for the new day (a dose turns missed, a side effect
 *   leaves its week, without any write), in jobs of 50 patients.
 */

type Conn = Kysely<Database>;

export const MEDICATION_JOBS = {
  doseFanout: "medications.doses_fanout",
  dose: "reminder.dose",
  refillFanout: "medications.refill_fanout",
  refill: "reminder.refill",
  refreshFanout: "medications.refresh_fanout",
  refresh: "medications.refresh",
} as const;

export const REFILL_SLOT: Slot = { at: hhmm("09:00") };
export const REFRESH_SLOT: Slot = { at: hhmm("00:15") };
const QUARTER = 15;
/** How many quarters back a tick still offers (an hour). */
const CATCH_UP = 4;
const REFRESH_BATCH = 50;

/** The tick: the quarter-hours of dose reminders due in each zone, the refill round and the night's refresh. */
export async function scheduleMedicationJobs(db: Conn, now: number): Promise<number> {
  let queued = 0;
  for (const zone of await clinicZones(db)) {
    const clock = localClock(zone, new Date(now));
    const current = Math.floor(clock.minutes / QUARTER);
    for (let q = Math.max(0, current - CATCH_UP + 1); q <= current; q++) {
      if (await enqueue(db, MEDICATION_JOBS.doseFanout, { zone, day: clock.day, quarter: q }, { key: `med-doses:${zone}:${clock.day}:${q}`, now })) queued++;
    }
    const refillDay = dueDay(REFILL_SLOT, zone, new Date(now));
    if (refillDay && (await enqueue(db, MEDICATION_JOBS.refillFanout, { zone, day: refillDay }, { key: `med-refill:${zone}:${refillDay}`, now }))) queued++;
    const refreshDay = dueDay(REFRESH_SLOT, zone, new Date(now));
    if (refreshDay && (await enqueue(db, MEDICATION_JOBS.refreshFanout, { zone, day: refreshDay }, { key: `med-refresh:${zone}:${refreshDay}`, now }))) queued++;
  }
  return queued;
}

/** Running regimens of active members on this zone's clock. */
function runningIn(db: Conn, zone: string, day: string) {
  return db
    .selectFrom("medication_regimens as r")
    .innerJoin("users as u", "u.id", "r.user_id")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .where("u.is_active", "=", 1)
    .where(sql<string>`coalesce(c.time_zone, ${DEFAULT_TIME_ZONE})`, "=", zone)
    .where("r.status", "=", "active")
    .where("r.start_day", "<=", day);
}

const withPreference = (kind: "dose_due" | "refill_due") => (db: Conn, zone: string, day: string) =>
  runningIn(db, zone, day).innerJoin("notification_preferences as p", (j) => j.onRef("p.user_id", "=", "u.id").on("p.kind", "=", kind)).where("p.channel", "in", ["portal", "email"]);

function read<T extends string>(payload: Record<string, unknown>, names: readonly T[]): Record<T, string> {
  for (const n of names) if (typeof payload[n] !== "string" && typeof payload[n] !== "number") throw new PermanentJobError(`Bad payload: ${n}.`);
  return payload as Record<T, string>;
}

const doseFanout: JobHandler = async (payload, { db, now }) => {
  const { zone, day } = read(payload, ["zone", "day", "quarter"]);
  const quarter = Number(payload.quarter);
  const regimens = await withPreference("dose_due")(db, zone, day).select(["r.id", "r.schedule", "r.times", "r.weekday"]).where("r.schedule", "in", ["daily", "weekly"]).execute();
  const clock = localClock(zone, new Date(now));
  const jobs: { payload: Record<string, unknown>; key: string; runAt: number }[] = [];
  for (const r of regimens) {
    if (r.schedule === "weekly" && r.weekday !== clock.weekday) continue;
    for (const slot of jsonList<string>(r.times)) {
      const at = hhmm(slot);
      if (Math.floor(at / QUARTER) !== quarter) continue;
      // At the dose's time: minutes from now on the clinic's clock (a slot already past runs at once).
      const runAt = clock.day === day ? now + Math.max(0, at - clock.minutes) * 60_000 : now;
      jobs.push({ payload: { regimen: r.id, day, slot }, key: `dose:${r.id}:${day}:${slot}`, runAt });
    }
  }
  for (let i = 0; i < jobs.length; i += 200) {
    await db.transaction().execute(async (trx) => {
      for (const j of jobs.slice(i, i + 200)) await enqueue(trx, MEDICATION_JOBS.dose, j.payload, { key: j.key, runAt: j.runAt, now });
    });
  }
};

const remindDose: JobHandler = async (payload, { db, now }) => {
  const { day, slot } = read(payload, ["regimen", "day", "slot"]);
  const regimenId = Number(payload.regimen);
  const regimen = await db.selectFrom("medication_regimens as r").select([...PLAN_COLUMNS, "r.user_id", "r.status"]).where("r.id", "=", regimenId).executeTakeFirst();
  // Stopped, paused or gone since the fan-out: nothing to remind.
  if (!regimen || regimen.status !== "active") return;
  const plan = planOf(regimen, (await stepsOf(db, [regimen.id])).get(regimen.id) ?? []);
  if (!scheduledDoses(plan, day, day).some((d) => d.slot === slot)) return;
  const recorded = await db.selectFrom("medication_doses").select(["due_day", "slot"]).where("regimen_id", "=", regimen.id).where("due_day", "=", day).execute();
  if (recorded.some((r) => keyOf(r.due_day, r.slot) === keyOf(day, slot))) return;
  await db.transaction().execute((trx) => notify(trx, regimen.user_id, doseDue({ time: slot }), new Date(now)));
};

/** What is left of a regimen's supply, and how many days it covers. */
async function supplyLeft(db: Conn, r: { id: number; supply: number | null; supply_on: string | null; schedule: string; times: string }) {
  if (r.supply === null || r.supply_on === null) return null;
  const { n } = await db
    .selectFrom("medication_doses")
    .select(sql<number>`count(*)`.as("n"))
    .where("regimen_id", "=", r.id)
    .where("status", "=", "taken")
    .where("taken_day", ">=", r.supply_on)
    .executeTakeFirstOrThrow();
  const left = Math.max(0, r.supply - Number(n));
  const perWeek = r.schedule === "weekly" ? 1 : r.schedule === "daily" ? 7 * jsonList<string>(r.times).length : 0;
  return { left, days: perWeek === 0 ? Infinity : (left / perWeek) * 7 };
}

const refillFanout: JobHandler = async (payload, { db, now }) => {
  const { zone, day } = read(payload, ["zone", "day"]);
  const regimens = await withPreference("refill_due")(db, zone, day)
    .select(["r.id", "r.supply", "r.supply_on", "r.schedule", "r.times"])
    .where("r.supply", "is not", null)
    .execute();
  const jobs: { payload: Record<string, unknown>; key: string }[] = [];
  for (const r of regimens) {
    const s = await supplyLeft(db, r);
    if (s && s.days <= REFILL_DAYS) jobs.push({ payload: { regimen: r.id }, key: `refill:${r.id}:${r.supply_on}:${r.supply}` });
  }
  for (let i = 0; i < jobs.length; i += 200) {
    await db.transaction().execute(async (trx) => {
      for (const j of jobs.slice(i, i + 200)) await enqueue(trx, MEDICATION_JOBS.refill, j.payload, { key: j.key, now });
    });
  }
};

const remindRefill: JobHandler = async (payload, { db, now }) => {
  const id = Number(payload.regimen);
  if (!Number.isInteger(id)) throw new PermanentJobError("Bad refill payload.");
  const r = await db.selectFrom("medication_regimens").select(["id", "user_id", "status", "supply", "supply_on", "schedule", "times"]).where("id", "=", id).executeTakeFirst();
  if (!r || r.status !== "active") return;
  const s = await supplyLeft(db, r);
  // A new supply entered since the fan-out: nothing to ask for.
  if (!s || s.days > REFILL_DAYS) return;
  await db.transaction().execute((trx) => notify(trx, r.user_id, refillDue({ left: s.left }), new Date(now)));
};

const refreshFanout: JobHandler = async (payload, { db, now }) => {
  const { zone, day } = read(payload, ["zone", "day"]);
  const patients = await db
    .selectFrom("users as u")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .select("u.id")
    .where("u.user_type", "=", "P")
    .where(sql<string>`coalesce(c.time_zone, ${DEFAULT_TIME_ZONE})`, "=", zone)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom("medication_regimens as r")
            .select("r.id")
            .whereRef("r.user_id", "=", "u.id")
            .where((w) => w.or([w("r.end_day", "is", null), w("r.end_day", ">=", addDays(day, -35))])),
        ),
        eb.exists(eb.selectFrom("side_effects as s").select("s.id").whereRef("s.user_id", "=", "u.id").where("s.day", ">=", addDays(day, -35))),
      ]),
    )
    .orderBy("u.id")
    .execute();
  const ids = patients.map((p) => p.id);
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < ids.length; i += REFRESH_BATCH) {
      await enqueue(trx, MEDICATION_JOBS.refresh, { patients: ids.slice(i, i + REFRESH_BATCH), day }, { key: `med-refresh:${zone}:${day}:${i / REFRESH_BATCH}`, now });
    }
  });
};

const refresh: JobHandler = async (payload, { db }) => {
  const ids = payload.patients;
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id))) throw new PermanentJobError("Bad refresh payload.");
  for (const id of ids as number[]) await db.transaction().execute((trx) => careSummaryChanged(trx, id, ["medications"]));
};

export const MEDICATION_JOB_HANDLERS: Record<string, JobHandler> = {
  [MEDICATION_JOBS.doseFanout]: doseFanout,
  [MEDICATION_JOBS.dose]: remindDose,
  [MEDICATION_JOBS.refillFanout]: refillFanout,
  [MEDICATION_JOBS.refill]: remindRefill,
  [MEDICATION_JOBS.refreshFanout]: refreshFanout,
  [MEDICATION_JOBS.refresh]: refresh,
};
