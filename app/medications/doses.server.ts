import { db, nowIso } from "~/db/db.server";
import { addDays } from "~/domain/calendar";
import { done, invalidField, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { type DoseUnit, type InjectionSite, MED_MSG, type SkipReason } from "./codes";
import { medicationsChanged, ownedRegimenRow } from "./regimens.server";
import { clockIn, PLAN_COLUMNS, planOf, stepsOf } from "./rows.server";
import { type Clock, doseOn, keyOf, type Plan, scheduledDoses, standing, stepOn, weeklyDoseFor } from "./schedule";
import type { DoseInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Recorded doses (issue 38): the patient records each dose taken (when, and where for an
 * injection) or skipped (why), for one scheduled dose; the pages and GET /api/me/doses show each
 * scheduled dose with its status. Times are the clinic's clock, days its calendar: nothing in the
 * future, nothing before the medicine started or after it stopped (checked here, on the server).
 */

export type DoseRecord = z.infer<typeof apiShapes.doseRecord>;

export const DOSE_COLUMNS = ["d.id", "d.regimen_id", "d.due_day", "d.slot", "d.status", "d.taken_day", "d.taken_time", "d.reason", "d.site", "d.dose", "d.note", "r.unit"] as const;

type DoseRowOut = {
  id: number;
  regimen_id: number;
  due_day: string;
  slot: string | null;
  status: string;
  taken_day: string | null;
  taken_time: string | null;
  reason: string | null;
  site: string | null;
  dose: number;
  note: string;
  unit: string;
};

export const toDoseRecord = (r: DoseRowOut): DoseRecord => ({
  id: r.id,
  regimen: r.regimen_id,
  due_day: r.due_day,
  slot: r.slot,
  status: r.status === "skipped" ? "skipped" : "taken",
  taken_day: r.taken_day,
  taken_time: r.taken_time,
  reason: r.reason as SkipReason | null,
  site: r.site as InjectionSite | null,
  dose: r.dose,
  unit: r.unit as DoseUnit,
  note: r.note,
});

/** A member's recorded doses with `due_day` from `from` to `to` (either open), oldest first. */
export async function doseRecords(conn: Db, userId: number, from: string | null, to: string | null = null): Promise<DoseRecord[]> {
  let q = conn.selectFrom("medication_doses as d").innerJoin("medication_regimens as r", "r.id", "d.regimen_id").select(DOSE_COLUMNS).where("d.user_id", "=", userId);
  if (from !== null) q = q.where("d.due_day", ">=", from);
  if (to !== null) q = q.where("d.due_day", "<=", to);
  const rows = await q.orderBy("d.due_day").orderBy("d.slot").orderBy("d.id").execute();
  return rows.map(toDoseRecord);
}

type RegimenForDose = NonNullable<Awaited<ReturnType<typeof ownedRegimenRow>>>;

/** Which scheduled dose a record is for, or why there is none. */
function scheduledFor(plan: Plan, day: string, slot: string | undefined, taken: ReadonlySet<string>, recordedDays: ReadonlySet<string>): Outcome<{ due_day: string; slot: string | null }> {
  const step = stepOn(plan.steps, day);
  if (step?.paused) return invalidField("day", MED_MSG.paused);
  if (plan.schedule === "as_needed") return done({ due_day: day, slot: null });
  if (plan.schedule === "weekly") {
    const { candidates, free } = weeklyDoseFor(plan, day, recordedDays);
    if (candidates.length === 0) return invalidField("day", MED_MSG.notScheduled);
    if (!free) return invalidField("non_field_errors", MED_MSG.weekAlreadyRecorded);
    return done({ due_day: free.day, slot: free.slot });
  }
  const slots = scheduledDoses(plan, day, day).map((d) => d.slot);
  if (slots.length === 0) return invalidField("day", MED_MSG.notScheduled);
  if (slot !== undefined) {
    if (!slots.includes(slot)) return invalidField("slot", MED_MSG.notScheduled);
    return taken.has(keyOf(day, slot)) ? invalidField("non_field_errors", MED_MSG.alreadyRecorded) : done({ due_day: day, slot });
  }
  const free = slots.find((s) => !taken.has(keyOf(day, s)));
  return free ? done({ due_day: day, slot: free }) : invalidField("non_field_errors", MED_MSG.alreadyRecorded);
}

/** The checks that need the regimen and the clinic's clock: the day and time, the site. */
function whenAndWhere(row: RegimenForDose, input: DoseInput, clock: Clock): Outcome<{ day: string; time: string | null }> {
  const day = input.day ?? clock.today;
  if (day > clock.today) return invalidField("day", MED_MSG.futureDose);
  if (day < row.start_day) return invalidField("day", MED_MSG.beforeStart);
  if (row.end_day !== null && day >= row.end_day) return invalidField("day", MED_MSG.afterEnd);
  if (input.status === "skipped") {
    if (row.schedule === "as_needed") return invalidField("status", MED_MSG.notScheduled);
    return done({ day, time: null });
  }
  const time = input.time ?? (day === clock.today ? clock.time : (input.slot ?? null));
  if (day === clock.today && time !== null && time > clock.time) return invalidField("time", MED_MSG.futureDose);
  if (row.kind === "injection" && !input.site) return invalidField("site", MED_MSG.pickSite);
  if (row.kind !== "injection" && input.site) return invalidField("site", MED_MSG.noSiteHere);
  return done({ day, time });
}

/** POST /api/me/doses and the page's Took it / Skip: one dose of one of the member's regimens (another's is not found). */
export async function recordDose(viewer: Viewer, input: DoseInput, now = new Date()): Promise<Outcome<DoseRecord>> {
  const row = await ownedRegimenRow(db, viewer.id, input.regimen);
  if (!row) return notFound;
  const clock = clockIn(viewer.time_zone, now);
  const when = whenAndWhere(row, input, clock);
  if (!when.ok) return when;
  const { day, time } = when.data;
  const id = await db.transaction().execute(async (trx) => {
    const [regimen] = await trx.selectFrom("medication_regimens as r").select(PLAN_COLUMNS).where("r.id", "=", row.id).execute();
    const plan = planOf(regimen, (await stepsOf(trx, [row.id])).get(row.id) ?? []);
    // The records a weekly dose's window can reach, and the day's for a daily one.
    const near = await trx
      .selectFrom("medication_doses")
      .select(["due_day", "slot"])
      .where("regimen_id", "=", row.id)
      .where("due_day", ">=", addDays(day, -7))
      .where("due_day", "<=", addDays(day, 7))
      .execute();
    const target = scheduledFor(
      plan,
      day,
      input.slot,
      new Set(near.map((r) => keyOf(r.due_day, r.slot))),
      new Set(near.map((r) => r.due_day)),
    );
    if (!target.ok) return target;
    const dose = doseOn(plan.steps, target.data.due_day) ?? plan.steps[0]?.dose ?? 0;
    const written = await trx
      .insertInto("medication_doses")
      .values({
        regimen_id: row.id,
        user_id: viewer.id,
        due_day: target.data.due_day,
        slot: target.data.slot,
        status: input.status,
        taken_day: day,
        taken_time: time,
        reason: input.reason ?? null,
        site: input.site ?? null,
        dose,
        note: input.note ?? "",
        created_at: nowIso(),
      })
      // The same scheduled dose sent twice at once (a double click without JavaScript): the second is refused.
      .onConflict((oc) => oc.columns(["regimen_id", "due_day", "slot"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!written) return invalidField("non_field_errors", MED_MSG.alreadyRecorded);
    await medicationsChanged(trx, viewer.id);
    return done(written.id);
  });
  if (!id.ok) return id;
  const [record] = await doseQuery(db, viewer.id).where("d.id", "=", id.data).execute();
  return done(toDoseRecord(record));
}

const doseQuery = (conn: Db, userId: number) =>
  conn.selectFrom("medication_doses as d").innerJoin("medication_regimens as r", "r.id", "d.regimen_id").select(DOSE_COLUMNS).where("d.user_id", "=", userId);

/** DELETE /api/me/doses/{id} and the page's Undo: one of the member's records goes (another's is not found). */
export async function undoDose(viewer: Viewer, doseId: number): Promise<Outcome<DoseRecord>> {
  const [record] = await doseQuery(db, viewer.id).where("d.id", "=", doseId).execute();
  if (!record) return notFound;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("medication_doses").where("id", "=", doseId).where("user_id", "=", viewer.id).execute();
    await medicationsChanged(trx, viewer.id);
  });
  return done(toDoseRecord(record));
}

export type ScheduledDoseView = z.infer<typeof apiShapes.scheduledDose>;

/**
 * GET /api/me/doses: every scheduled dose of the member's medicines from `from` to `to` with its
 * status (taken, skipped, due, upcoming, missed), and the as-needed doses taken; by day and time.
 */
export async function listDoses(viewer: Viewer, range: { from: string; to: string }, now = new Date()): Promise<ScheduledDoseView[]> {
  const clock = clockIn(viewer.time_zone, now);
  const regimens = await db
    .selectFrom("medication_regimens as r")
    .innerJoin("medications as m", "m.id", "r.medication_id")
    .select([...PLAN_COLUMNS, "r.unit", "m.name"])
    .where("r.user_id", "=", viewer.id)
    .where("r.start_day", "<=", range.to)
    .where((eb) => eb.or([eb("r.end_day", "is", null), eb("r.end_day", ">", range.from)]))
    .execute();
  const ids = regimens.map((r) => r.id);
  const [steps, records] = await Promise.all([stepsOf(db, ids), ids.length ? doseRecords(db, viewer.id, range.from, range.to) : []]);
  const out: ScheduledDoseView[] = [];
  for (const r of regimens) {
    const plan = planOf(r, steps.get(r.id) ?? []);
    const mine = records.filter((d) => d.regimen === r.id);
    const byKey = new Map(mine.map((d) => [keyOf(d.due_day, d.slot), d]));
    for (const d of standing(plan, mine, range.from, range.to, clock)) {
      out.push({ regimen: r.id, medication: r.name, day: d.day, slot: d.slot, dose: d.dose, unit: r.unit as DoseUnit, status: d.status, record: byKey.get(keyOf(d.day, d.slot)) ?? null });
    }
    for (const d of mine.filter((x) => x.slot === null)) {
      out.push({ regimen: r.id, medication: r.name, day: d.due_day, slot: d.taken_time, dose: d.dose, unit: d.unit, status: d.status, record: d });
    }
  }
  return out.sort((a, b) => (a.day !== b.day ? (a.day < b.day ? -1 : 1) : (a.slot ?? "") < (b.slot ?? "") ? -1 : (a.slot ?? "") > (b.slot ?? "") ? 1 : a.regimen - b.regimen));
}
