import { awardBadges } from "~/badges/award.server";
import { db, nowIso } from "~/db/db.server";
import type { ExerciseLogRow } from "~/db/tables/fitness";
import { addDays, isFutureDay, weekdayOf, weekStart } from "~/domain/calendar";
import { type Db, done, type FieldErrors, invalid, notFound, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { latestWeightKg } from "~/progress/latest-weight.server";
import { lbOf, lbToKg } from "~/domain/units";
import { FITNESS_MSG, type ActivityType } from "./codes";
import { caloriesFor } from "./energy";
import type { JournalInput, LogInput } from "./schemas";
import { weekTotals, type WeekTotals } from "./summaries";

/**
 * What members did. A log against My Workout (log_exercises) and an entry of the weekly fitness
 * journal (fitness_journals) are the same record seen two ways (docs/decisions/0051), so an
 * activity is counted once wherever it was written. Calories come from the one energy rule
 * (app/fitness/energy.ts) with the member's weight on the day done.
 */

export interface LogJson {
  id: number;
  exercise: number;
  exercise_name: string;
  /** The exercise's MET (the forms' estimate). */
  exercise_met: number;
  datedone: string;
  /** Minutes. */
  duration: number;
  /** kcal counted (net of rest, or as the member entered them); null without a weight. */
  calories: number | null;
  /** MET × kg × h when computed. */
  calories_gross: number | null;
  calories_entered: boolean;
  notes: string;
  weekday: number;
  type_of_activity: ActivityType;
  source: string;
}

export interface JournalJson {
  id: number;
  date: string;
  exercise: number;
  exercise_title: string;
  type_of_activity: ActivityType;
  /** Pounds. */
  weight_lifted: number | null;
  reps: number | null;
  number_of_sets: number | null;
  minutes: number;
  calories_burned: number | null;
  calories_entered: boolean;
  notes: string;
  source: string;
}

type Row = Pick<
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

const ROW_COLUMNS = [
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

export function logJson(r: Row): LogJson {
  return {
    id: r.id,
    exercise: r.exercise_id,
    exercise_name: r.exercise_name,
    exercise_met: r.exercise_met,
    datedone: r.done_on,
    duration: r.minutes,
    calories: r.calories_kcal,
    calories_gross: r.calories_gross_kcal,
    calories_entered: r.calories_entered === 1,
    notes: r.notes,
    weekday: r.weekday,
    type_of_activity: r.type_of_activity,
    source: r.source,
  };
}

export function journalJson(r: Row): JournalJson {
  return {
    id: r.id,
    date: r.done_on,
    exercise: r.exercise_id,
    exercise_title: r.exercise_name,
    type_of_activity: r.type_of_activity,
    weight_lifted: lbOf(r.weight_lifted_kg),
    reps: r.reps,
    number_of_sets: r.sets,
    minutes: r.minutes,
    calories_burned: r.calories_kcal,
    calories_entered: r.calories_entered === 1,
    notes: r.notes,
    source: r.source,
  };
}

function rows(conn: Db, userId: number) {
  return conn.selectFrom("exercise_logs as l").innerJoin("exercises as e", "e.id", "l.exercise_id").select(ROW_COLUMNS).where("l.user_id", "=", userId);
}

async function rowById(conn: Db, id: number, userId: number): Promise<Row | null> {
  return (await rows(conn, userId).where("l.id", "=", id).executeTakeFirst()) ?? null;
}

/**
 * Every write of a member's activity runs here, in one transaction: what follows a change (the
 * badges, decision 0060) is worked out inside the same transaction when the write succeeded.
 */
function inActivityTransaction<T>(userId: number, work: (trx: Trx) => Promise<Outcome<T>>): Promise<Outcome<T>> {
  return db.transaction().execute(async (trx) => {
    const outcome = await work(trx);
    if (outcome.ok) await awardBadges(trx, userId, ["workouts"]);
    return outcome;
  });
}

/** The weight energy is computed with: the latest on or before the day done, else the latest at all. */
export async function weightForDay(conn: Db, userId: number, day: string): Promise<number | null> {
  return (await latestWeightKg(conn, userId, day)) ?? (await latestWeightKg(conn, userId));
}

/** The weight a new log of `day` would be computed with (the forms' estimate). */
export const memberWeightOn = (userId: number, day: string) => weightForDay(db, userId, day);

/**
 * The exercise a record names: a live one; or, when an edit keeps the exercise it already had,
 * that one even if staff have since removed it from the library.
 */
async function exerciseFor(conn: Db, id: number, keeping: number | null) {
  const row = await conn.selectFrom("exercises").select(["id", "met", "type_of_activity", "deleted_at"]).where("id", "=", id).executeTakeFirst();
  if (!row || (row.deleted_at !== null && row.id !== keeping)) return null;
  return row;
}

interface ActivityFields {
  exercise: number;
  day: string;
  minutes: number;
  calories: number | undefined;
  type_of_activity: ActivityType | undefined;
  weight_lifted_lb?: number;
  reps?: number;
  sets?: number;
  /** Undefined: keep what the record has (the journal form has no notes). */
  notes: string | undefined;
}

/** The columns of a record from checked input, or the errors that refuse it. Shared by logs and journal entries. */
async function columnsFor(conn: Db, viewer: Viewer, f: ActivityFields, names: { exercise: string; date: string }, keeping: number | null) {
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
      weight_lifted_kg: f.weight_lifted_lb === undefined ? null : lbToKg(f.weight_lifted_lb),
      reps: f.reps ?? null,
      sets: f.sets ?? null,
      notes: f.notes ?? "",
    },
  };
}

const logFields = (input: LogInput): ActivityFields => ({
  exercise: input.exercise,
  day: input.datedone,
  minutes: input.duration,
  calories: input.calories,
  type_of_activity: undefined,
  notes: input.notes ?? "",
});

const journalFields = (input: JournalInput): ActivityFields => ({
  exercise: input.exercise,
  day: input.date,
  minutes: input.minutes,
  calories: input.calories_burned,
  type_of_activity: input.type_of_activity,
  weight_lifted_lb: input.weight_lifted,
  reps: input.reps,
  sets: input.number_of_sets,
  notes: undefined,
});

const LOG_NAMES = { exercise: "exercise", date: "datedone" };
const JOURNAL_NAMES = { exercise: "exercise", date: "date" };

async function insertRecord(trx: Trx, viewer: Viewer, values: Awaited<ReturnType<typeof columnsFor>> & { ok: true }, source: "log" | "journal") {
  const now = nowIso();
  const { id } = await trx
    .insertInto("exercise_logs")
    .values({ user_id: viewer.id, ...values.values, source, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return (await rowById(trx, id, viewer.id))!;
}

// ---------------------------------------------------------------------------------------------
// Logs (log_exercises)

export async function createLog(viewer: Viewer, input: LogInput): Promise<Outcome<LogJson>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const checked = await columnsFor(trx, viewer, logFields(input), LOG_NAMES, null);
    if (!checked.ok) return invalid(checked.errors);
    return done(logJson(await insertRecord(trx, viewer, checked, "log")));
  });
}

/** Several logs at once (a day's booked exercises): all or none; errors keyed `index.field`. */
export async function createLogs(viewer: Viewer, inputs: LogInput[]): Promise<Outcome<LogJson[]>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const errors: FieldErrors = {};
    const checked = [];
    for (const [i, input] of inputs.entries()) {
      const c = await columnsFor(trx, viewer, logFields(input), LOG_NAMES, null);
      if (!c.ok) for (const [k, v] of Object.entries(c.errors)) errors[`${i}.${k}`] = v;
      else checked.push(c);
    }
    if (Object.keys(errors).length) return invalid(errors);
    const out: LogJson[] = [];
    for (const c of checked) out.push(logJson(await insertRecord(trx, viewer, c, "log")));
    return done(out);
  });
}

async function updateRecord(viewer: Viewer, id: number, fields: ActivityFields, names: typeof LOG_NAMES): Promise<Outcome<Row>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const current = await rowById(trx, id, viewer.id);
    if (!current) return notFound;
    const checked = await columnsFor(trx, viewer, { ...fields, notes: fields.notes ?? current.notes }, names, current.exercise_id);
    if (!checked.ok) return invalid(checked.errors);
    // The weight lifted sent back as it was shown (pounds to one decimal) keeps what is stored.
    const unchanged = current.weight_lifted_kg !== null && lbOf(current.weight_lifted_kg) === fields.weight_lifted_lb;
    await trx
      .updateTable("exercise_logs")
      .set({ ...checked.values, ...(unchanged ? { weight_lifted_kg: current.weight_lifted_kg } : {}), updated_at: nowIso() })
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .execute();
    return done((await rowById(trx, id, viewer.id))!);
  });
}

export async function updateLog(viewer: Viewer, id: number, input: LogInput): Promise<Outcome<LogJson>> {
  const outcome = await updateRecord(viewer, id, logFields(input), LOG_NAMES);
  return outcome.ok ? done(logJson(outcome.data)) : outcome;
}

/** Deletes one of the member's records (a log or a journal entry: the same record). */
export async function deleteActivity(viewer: Viewer, id: number): Promise<Outcome<{ id: number }>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const result = await trx.deleteFrom("exercise_logs").where("id", "=", id).where("user_id", "=", viewer.id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0 ? done({ id }) : notFound;
  });
}

export async function getLog(viewer: Viewer, id: number): Promise<LogJson | null> {
  const row = await rowById(db, id, viewer.id);
  return row ? logJson(row) : null;
}

export async function getJournalEntry(viewer: Viewer, id: number): Promise<JournalJson | null> {
  const row = await rowById(db, id, viewer.id);
  return row ? journalJson(row) : null;
}

/** The member's logs, newest first (History's Details tab: 15 a page). */
export async function listLogs(viewer: Viewer, q: { exercise?: number | null; date?: string | null; from?: string | null; to?: string | null; limit: number; offset: number }) {
  let base = rows(db, viewer.id);
  if (q.exercise) base = base.where("l.exercise_id", "=", q.exercise);
  if (q.date) base = base.where("l.done_on", "=", q.date);
  if (q.from) base = base.where("l.done_on", ">=", q.from);
  if (q.to) base = base.where("l.done_on", "<=", q.to);
  const countQuery = db.selectFrom("exercise_logs as l").select((eb) => eb.fn.countAll<number>().as("n")).where("l.user_id", "=", viewer.id);
  let counted = countQuery;
  if (q.exercise) counted = counted.where("l.exercise_id", "=", q.exercise);
  if (q.date) counted = counted.where("l.done_on", "=", q.date);
  if (q.from) counted = counted.where("l.done_on", ">=", q.from);
  if (q.to) counted = counted.where("l.done_on", "<=", q.to);
  const [{ n }, list] = await Promise.all([
    counted.executeTakeFirstOrThrow(),
    base.orderBy("l.done_on", "desc").orderBy("l.id", "desc").limit(q.limit).offset(q.offset).execute(),
  ]);
  return { count: Number(n), results: list.map(logJson) };
}

// ---------------------------------------------------------------------------------------------
// The weekly fitness journal (fitness_journals)

export async function createJournalEntry(viewer: Viewer, input: JournalInput): Promise<Outcome<JournalJson>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const checked = await columnsFor(trx, viewer, journalFields(input), JOURNAL_NAMES, null);
    if (!checked.ok) return invalid(checked.errors);
    return done(journalJson(await insertRecord(trx, viewer, checked, "journal")));
  });
}

export async function updateJournalEntry(viewer: Viewer, id: number, input: JournalInput): Promise<Outcome<JournalJson>> {
  const outcome = await updateRecord(viewer, id, journalFields(input), JOURNAL_NAMES);
  return outcome.ok ? done(journalJson(outcome.data)) : outcome;
}

/** The week (Sunday to Saturday) a day belongs to. */
export const weekOf = (day: string) => ({ start: weekStart(day), end: addDays(weekStart(day), 6) });

/** The member's entries of the week of `day`, newest first, optionally of one type of activity. */
export async function journalWeek(viewer: Viewer, day: string, type?: ActivityType | null): Promise<JournalJson[]> {
  const { start, end } = weekOf(day);
  let q = rows(db, viewer.id).where("l.done_on", ">=", start).where("l.done_on", "<=", end);
  if (type) q = q.where("l.type_of_activity", "=", type);
  const list = await q.orderBy("l.done_on", "desc").orderBy("l.id", "desc").execute();
  return list.map(journalJson);
}

/** All the member's journal entries, newest first, paged (GET /api/fitness_journals/ without a date). */
export async function listJournal(viewer: Viewer, q: { type?: ActivityType | null; limit: number; offset: number }) {
  let base = rows(db, viewer.id);
  let counted = db.selectFrom("exercise_logs as l").select((eb) => eb.fn.countAll<number>().as("n")).where("l.user_id", "=", viewer.id);
  if (q.type) {
    base = base.where("l.type_of_activity", "=", q.type);
    counted = counted.where("l.type_of_activity", "=", q.type);
  }
  const [{ n }, list] = await Promise.all([counted.executeTakeFirstOrThrow(), base.orderBy("l.done_on", "desc").orderBy("l.id", "desc").limit(q.limit).offset(q.offset).execute()]);
  return { count: Number(n), results: list.map(journalJson) };
}

export interface JournalSummary extends WeekTotals {
  start_date: string;
  end_date: string;
  list: JournalJson[];
}

/** The week's totals and entries (GET /api/fitness_journals/summary/?date=). */
export async function journalSummary(viewer: Viewer, day: string): Promise<JournalSummary> {
  const { start, end } = weekOf(day);
  const list = await journalWeek(viewer, day);
  const totals = weekTotals(list.map((e) => ({ done_on: e.date, type_of_activity: e.type_of_activity, minutes: e.minutes, calories_kcal: e.calories_burned })));
  return { start_date: start, end_date: end, ...totals, list };
}

// ---------------------------------------------------------------------------------------------
// For other areas

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
export async function caloriesBurnedByDay(conn: Db, patientId: number, from: string, to: string): Promise<Map<string, number>> {
  const rows = await conn
    .selectFrom("exercise_logs")
    .select(["done_on", (eb) => eb.fn.sum<number | null>("calories_kcal").as("kcal")])
    .where("user_id", "=", patientId)
    .where("done_on", ">=", from)
    .where("done_on", "<=", to)
    .groupBy("done_on")
    .execute();
  return new Map(rows.map((r) => [r.done_on, Math.round(Number(r.kcal ?? 0))]));
}
