import { db } from "~/db/db.server";
import { done, invalid, type FieldErrors, type Outcome, type Viewer } from "~/domain/outcome";

import { columnsFor, inActivityTransaction, insertRecord, recordPage, rowById, updateRecord, type ActivityFields, type Row } from "./activity-records.server";
import type { LogInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/** Logs against My Workout (log_exercises, spec part 3 §7): one view of the activity record. */

export type LogJson = z.infer<typeof apiShapes.log>;

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

const logFields = (input: LogInput): ActivityFields => ({
  exercise: input.exercise,
  day: input.datedone,
  minutes: input.duration,
  calories: input.calories,
  type_of_activity: undefined,
  notes: input.notes ?? "",
  units: "imperial",
});

const LOG_NAMES = { exercise: "exercise", date: "datedone" };

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

export async function updateLog(viewer: Viewer, id: number, input: LogInput): Promise<Outcome<LogJson>> {
  const outcome = await updateRecord(viewer, id, logFields(input), LOG_NAMES);
  return outcome.ok ? done(logJson(outcome.data)) : outcome;
}

export async function getLog(viewer: Viewer, id: number): Promise<LogJson | null> {
  const row = await rowById(db, id, viewer.id);
  return row ? logJson(row) : null;
}

/** The member's logs, newest first (History's Details tab: 15 a page). */
export async function listLogs(viewer: Viewer, q: { exercise?: number | null; date?: string | null; from?: string | null; to?: string | null; limit: number; offset: number }) {
  const page = await recordPage(
    viewer,
    (logs) => {
      let narrowed = logs;
      if (q.exercise) narrowed = narrowed.where("l.exercise_id", "=", q.exercise);
      if (q.date) narrowed = narrowed.where("l.done_on", "=", q.date);
      if (q.from) narrowed = narrowed.where("l.done_on", ">=", q.from);
      if (q.to) narrowed = narrowed.where("l.done_on", "<=", q.to);
      return narrowed;
    },
    q,
  );
  return { count: page.count, results: page.results.map(logJson) };
}
