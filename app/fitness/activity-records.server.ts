import { awardBadges } from "~/badges/award.server";
import { preparedRead } from "~/db/prepared";
import { careSummaryChanged } from "~/clinical/summary.server";
import { db, nowIso } from "~/db/db.server";
import type { ExerciseLogRow } from "~/db/tables/fitness";
import { isFutureDay, weekdayOf } from "~/domain/calendar";
import { done, invalid, notFound, type Db, type FieldErrors, type Outcome, type Page, type Trx, type Viewer } from "~/domain/outcome";
import { type Units, weightOf, weightToKg } from "~/domain/units";
import { latestWeightKg } from "~/progress/latest-weight.server";
import { FITNESS_MSG, type ActivityType } from "./codes";
import { caloriesFor } from "./energy";

/**
 * What members did: the record every log and journal entry is (the logs' and the journal's
 * own calls are in ./logs.server.ts and ./fitness-journal.server.ts; ./activity.server.ts is the front door). A log against My Workout (log_exercises) and an entry of the weekly fitness
 * journal (fitness_journals) are the same record seen two ways (docs/decisions/0051), so an
 * activity is counted once wherever it was written. Calories come from the one energy rule
 * (app/fitness/energy.ts) with the member's weight on the day done.
 */

export type Row = Pick<
  ExerciseLogRow,
  | "id"
  | "exercise_id"
  | "done_on"
  | "weekday"
  | "type_of_activity"
  | "minutes"
  | "calories_kcal"
  | "calories_gross_kcal"
  | "calories_entered"
  | "weight_lifted_kg"
  | "reps"
  | "sets"
  | "notes"
  | "source"
> & { exercise_name: string; exercise_met: number };

export const ROW_COLUMNS = [
  "l.id",
  "l.exercise_id",
  "l.done_on",
  "l.weekday",
  "l.type_of_activity",
  "l.minutes",
  "l.calories_kcal",
  "l.calories_gross_kcal",
  "l.calories_entered",
  "l.weight_lifted_kg",
  "l.reps",
  "l.sets",
  "l.notes",
  "l.source",
  "e.name as exercise_name",
  "e.met as exercise_met",
] as const;

/** The member's own records, before any column is chosen. */
const ownRecords = (conn: Db, userId: number) => conn.selectFrom("exercise_logs as l").where("l.user_id", "=", userId);
type OwnRecords = ReturnType<typeof ownRecords>;

const withColumns = (q: OwnRecords) => q.innerJoin("exercises as e", "e.id", "l.exercise_id").select(ROW_COLUMNS);

export const rows = (conn: Db, userId: number) => withColumns(ownRecords(conn, userId));

/**
 * One page of the member's records that `narrow` keeps, newest first, and how many it keeps in
 * all: the filters are written once, for the page and its count alike.
 */
export async function recordPage(viewer: Viewer, narrow: (q: OwnRecords) => OwnRecords, page: { limit: number; offset: number }): Promise<Page<Row>> {
  const matching = narrow(ownRecords(db, viewer.id));
  const [{ n }, results] = await Promise.all([
    matching.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    withColumns(matching).orderBy("l.done_on", "desc").orderBy("l.id", "desc").limit(page.limit).offset(page.offset).execute(),
  ]);
  return { count: Number(n), results };
}

export async function rowById(conn: Db, id: number, userId: number): Promise<Row | null> {
  return (await rows(conn, userId).where("l.id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * Every write of a member's activity runs here, in one transaction: what follows a change (the
 * badges, decision 0060; the care team's summary, decision 0122) is worked out inside the same
 * transaction when the write succeeded.
 */
export function inActivityTransaction<T>(userId: number, work: (trx: Trx) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return db.transaction().execute(async (trx) => {
    const outcome = await work(trx);
    if (outcome.ok) {
      await awardBadges(trx, userId, ["workouts"]);
      await careSummaryChanged(trx, userId, ["exercise"]);
    }
    return outcome;
  });
}

/** The weight energy is computed with: the latest on or before the day done, else the latest at all. */
export async function weightForDay(conn: Db, userId: number, day: string): Promise<number | null> {
  return (await latestWeightKg(conn, userId, day)) ?? (await latestWeightKg(conn, userId));
}

/** The weight a new log of `day` would be computed with (the forms' estimate). */
export const memberWeightOn = (viewer: Viewer, day: string) => weightForDay(db, viewer.id, day);

/**
 * The exercise a record names: a live one; or, when an edit keeps the exercise it already had,
 * that one even if staff have since removed it from the library.
 */
async function exerciseFor(conn: Db, id: number, keeping: number | null) {
  const row = await conn.selectFrom("exercises").select(["id", "met", "type_of_activity", "deleted_at"]).where("id", "=", id).executeTakeFirst();
  if (!row || (row.deleted_at !== null && row.id !== keeping)) return null;
  return row;
}

export interface ActivityFields {
  exercise: number;
  day: string;
  minutes: number;
  calories: number | undefined;
  type_of_activity: ActivityType | undefined;
  /** As typed, in `units`. */
  weight_lifted?: number;
  units: Units;
  reps?: number;
  sets?: number;
  /** Undefined: keep what the record has (the journal form has no notes). */
  notes: string | undefined;
}

/** The columns of a record from checked input, or the errors that refuse it. Shared by logs and journal entries. */
export async function columnsFor(conn: Db, viewer: Viewer, f: ActivityFields, names: { exercise: string; date: string }, keeping: number | null) {
  const errors: FieldErrors = {};
  if (isFutureDay(f.day, viewer.time_zone)) errors[names.date] = [FITNESS_MSG.futureDate];
  const exercise = await exerciseFor(conn, f.exercise, keeping);
  if (!exercise) errors[names.exercise] = [FITNESS_MSG.invalidChoice];
  if (!exercise || Object.keys(errors).length) return { ok: false as const, errors };
  const weightKg = f.calories === undefined ? await weightForDay(conn, viewer.id, f.day) : null;
  return {
    ok: true as const,
    values: {
      exercise_id: f.exercise,
      done_on: f.day,
      weekday: weekdayOf(f.day),
      type_of_activity: f.type_of_activity ?? exercise.type_of_activity,
      minutes: f.minutes,
      ...caloriesFor({ met: exercise.met, minutes: f.minutes, weightKg, entered: f.calories ?? null }),
      weight_lifted_kg: f.weight_lifted === undefined ? null : weightToKg(f.weight_lifted, f.units),
      reps: f.reps ?? null,
      sets: f.sets ?? null,
      notes: f.notes ?? "",
    },
  };
}

/** The error keys of a log's form and of a journal entry's: the API's field names. */
export type FieldNames = { exercise: string; date: string };

export async function insertRecord(trx: Trx, viewer: Viewer, values: Awaited<ReturnType<typeof columnsFor>> & { ok: true }, source: "log" | "journal") {
  const now = nowIso();
  const { id } = await trx
    .insertInto("exercise_logs")
    .values({ user_id: viewer.id, ...values.values, source, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await rowById(trx, id, viewer.id))!;
}

export async function updateRecord(viewer: Viewer, id: number, fields: ActivityFields, names: FieldNames): Promise<Outcome<Row>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const current = await rowById(trx, id, viewer.id);
    if (!current) return notFound;
    const checked = await columnsFor(trx, viewer, { ...fields, notes: fields.notes ?? current.notes }, names, current.exercise_id);
    if (!checked.ok) return invalid(checked.errors);
    // The weight lifted sent back as it was shown (pounds to one decimal) keeps what is stored.
    const unchanged = current.weight_lifted_kg !== null && weightOf(current.weight_lifted_kg, fields.units) === fields.weight_lifted;
    await trx
      .updateTable("exercise_logs")
      .set({ ...checked.values, ...(unchanged ? { weight_lifted_kg: current.weight_lifted_kg } : {}), updated_at: nowIso() })
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .execute();
    return done((await rowById(trx, id, viewer.id))!);
  });
}

/** Deletes one of the member's records (a log or a journal entry: the same record). */
export async function deleteActivity(viewer: Viewer, id: number): Promise<Outcome<{ id: number }>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const result = await trx.deleteFrom("exercise_logs").where("id", "=", id).where("user_id", "=", viewer.id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? done({ id }) : notFound;
  });
}


/**
 * A patient's calories burned (net of rest, whole kcal) on a calendar day, from everything they
 * logged or journaled that day: what the food journal shows as "burned today".
 */
export async function caloriesBurnedOn(conn: Db, patientId: number, day: string): Promise<number> {
  const row = await conn
    .selectFrom("exercise_logs")
    .select((eb) => eb.fn.sum<number | null>("calories_kcal").as("kcal"))
    .where("user_id", "=", patientId)
    .where("done_on", "=", day)
    .executeTakeFirst();
  return Math.round(Number(row?.kcal ?? 0));
}

/**
 * Calories burned (net of rest, whole kcal) on each day from `from` to `to` that has any activity
 * logged; a day without one is absent. The food journal's "Burned" line and its summaries.
 */
const burnedRows = preparedRead(["patientId", "from", "to"], (a: { patientId: number; from: string; to: string }) =>
  db
    .selectFrom("exercise_logs")
    .select(["done_on", (eb) => eb.fn.sum<number | null>("calories_kcal").as("kcal")])
    .where("user_id", "=", a.patientId)
    .where("done_on", ">=", a.from)
    .where("done_on", "<=", a.to)
    .groupBy("done_on"),
);

export async function caloriesBurnedByDay(conn: Db, patientId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await burnedRows(conn, { patientId, from, to });
  return new Map(rows.map((r) => [r.done_on, Math.round(Number(r.kcal ?? 0))]));
}
