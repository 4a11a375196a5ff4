import { db } from "~/db/db.server";
import { addDays, weekStart } from "~/domain/calendar";
import { done, invalid, type Outcome, type Viewer } from "~/domain/outcome";
import { type Units, weightOf } from "~/domain/units";
import type { ActivityType } from "./codes";
import { columnsFor, inActivityTransaction, insertRecord, recordPage, rowById, rows, updateRecord, type ActivityFields, type Row } from "./activity-records.server";
import type { JournalInput } from "./schemas";
import { weekTotals } from "./summaries";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/** The weekly fitness journal (fitness_journals, spec part 3 §2, §7): the other view of the activity record. */

export type JournalJson = z.infer<typeof apiShapes.journalEntry>;

/** A journal entry, its weight lifted in `units` (pounds unless the member or the call chose kilograms). */
export function journalJson(r: Row, units: Units = "imperial"): JournalJson {
  return {
    id: r.id,
    date: r.done_on,
    exercise: r.exercise_id,
    exercise_title: r.exercise_name,
    type_of_activity: r.type_of_activity,
    weight_lifted: weightOf(r.weight_lifted_kg, units),
    reps: r.reps,
    number_of_sets: r.sets,
    minutes: r.minutes,
    calories_burned: r.calories_kcal,
    calories_entered: r.calories_entered === 1,
    notes: r.notes,
    source: r.source,
  };
}

const journalFields = (input: JournalInput, units: Units): ActivityFields => ({
  exercise: input.exercise,
  day: input.date,
  minutes: input.minutes,
  calories: input.calories_burned,
  type_of_activity: input.type_of_activity,
  weight_lifted: input.weight_lifted,
  units,
  reps: input.reps,
  sets: input.number_of_sets,
  notes: undefined,
});

const JOURNAL_NAMES = { exercise: "exercise", date: "date" };

export async function getJournalEntry(viewer: Viewer, id: number, units: Units = "imperial"): Promise<JournalJson | null> {
  const row = await rowById(db, id, viewer.id);
  return row ? journalJson(row, units) : null;
}

/** A journal entry; the weight lifted typed and answered in `units`. */
export async function createJournalEntry(viewer: Viewer, input: JournalInput, units: Units = "imperial"): Promise<Outcome<JournalJson>> {
  return inActivityTransaction(viewer.id, async (trx) => {
    const checked = await columnsFor(trx, viewer, journalFields(input, units), JOURNAL_NAMES, null);
    if (!checked.ok) return invalid(checked.errors);
    return done(journalJson(await insertRecord(trx, viewer, checked, "journal"), units));
  });
}

export async function updateJournalEntry(viewer: Viewer, id: number, input: JournalInput, units: Units = "imperial"): Promise<Outcome<JournalJson>> {
  const outcome = await updateRecord(viewer, id, journalFields(input, units), JOURNAL_NAMES);
  return outcome.ok ? done(journalJson(outcome.data, units)) : outcome;
}

/** The week (Sunday to Saturday) a day belongs to. */
export const weekOf = (day: string) => ({ start: weekStart(day), end: addDays(weekStart(day), 6) });

/** The member's entries of the week of `day`, newest first, optionally of one type of activity. */
export async function journalWeek(viewer: Viewer, day: string, type?: ActivityType | null, units: Units = "imperial"): Promise<JournalJson[]> {
  const { start, end } = weekOf(day);
  let q = rows(db, viewer.id).where("l.done_on", ">=", start).where("l.done_on", "<=", end);
  if (type) q = q.where("l.type_of_activity", "=", type);
  const list = await q.orderBy("l.done_on", "desc").orderBy("l.id", "desc").execute();
  return list.map((r) => journalJson(r, units));
}

/** All the member's journal entries, newest first, paged (GET /api/fitness_journals/ without a date). */
export async function listJournal(viewer: Viewer, q: { type?: ActivityType | null; limit: number; offset: number }, units: Units = "imperial") {
  const page = await recordPage(viewer, (entries) => (q.type ? entries.where("l.type_of_activity", "=", q.type) : entries), q);
  return { count: page.count, results: page.results.map((r) => journalJson(r, units)) };
}

export type JournalSummary = z.infer<typeof apiShapes.journalWeekTotals>;

/** The week's totals and entries (GET /api/fitness_journals/summary/?date=). */
export async function journalSummary(viewer: Viewer, day: string, units: Units = "imperial"): Promise<JournalSummary> {
  const { start, end } = weekOf(day);
  const list = await journalWeek(viewer, day, null, units);
  const totals = weekTotals(list.map((e) => ({ done_on: e.date, type_of_activity: e.type_of_activity, minutes: e.minutes, calories_kcal: e.calories_burned })));
  return { start_date: start, end_date: end, ...totals, list };
}
