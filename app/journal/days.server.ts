import { sql } from "kysely";
import { preparedRead } from "~/db/prepared";
import { awardBadges } from "~/badges/award.server";
import { careSummaryChanged } from "~/clinical/summary.server";
import type { FactKind } from "~/badges/rules";
import { db } from "~/db/db.server";
import type { NutritionGoalRow } from "~/db/tables/journal";
import { addDays, daysBetween, isFutureDay, timeNowIn, todayIn } from "~/domain/calendar";
import { type Db, done, invalidField, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { caloriesBurnedByDay } from "~/fitness/activity.server";
import { sumValues, zeroValues } from "./amounts";
import { DAY_FOOD_ITEMS_MAX, type EntryKind, type FluidKind, JOURNAL_MSG, VALUE_COLUMNS } from "./codes";
import { ENTRY_COLUMNS, type EntryRow, goalProgress, toEntry, toGoal, toSummary } from "./rows.server";
import type { JournalDay, JournalGoal, JournalSummary } from "./types";

/** Days: the clinic's today, one day's journal, and the summaries of a range of days. The journal's front door is journal.server.ts. */

/** The clinic's today for this viewer. */
export const todayOf = (viewer: Pick<Viewer, "time_zone">) => todayIn(viewer.time_zone);

export { timeNowIn } from "~/domain/calendar";

export function futureDayError(viewer: Pick<Viewer, "time_zone">, field: string, day: string) {
  return isFutureDay(day, viewer.time_zone) ? invalidField(field, JOURNAL_MSG.futureDay) : null;
}

/** Refuses adding `adding` food items to a day that would then hold more than DAY_FOOD_ITEMS_MAX (under `field`). */
export async function dayFullError(trx: Trx, userId: number, day: string, adding: number, field: string) {
  const { n } = await trx
    .selectFrom("journal_entries")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("kind", "=", "food")
    .where("day", "=", day)
    .executeTakeFirstOrThrow();
  return Number(n) + adding > DAY_FOOD_ITEMS_MAX ? invalidField(field, JOURNAL_MSG.dayFull) : null;
}

/** What a badge rule reads from each kind of journal change: food entries make the journal streak, hydration against its goal the hydration streak; electrolyte nothing. */
const BADGE_FACTS_OF: Record<EntryKind | "goal", FactKind[]> = { food: ["journal"], hydration: ["hydration"], goal: ["hydration"], electrolyte: [] };

/**
 * The one place that hears about every change of a patient's journal, inside the change's
 * transaction: which days, and what changed (entries of a kind, or the goal). Badges (awarded
 * when journal data is written) hook in here, re-evaluating only those that read what changed,
 * and so does the care team's summary of the patient (an entry of any kind; a goal is not one).
 */
export async function journalChanged(trx: Trx, change: { userId: number; days: string[]; changed: EntryKind | "goal" }): Promise<void> {
  const kinds = BADGE_FACTS_OF[change.changed];
  if (kinds.length) await awardBadges(trx, change.userId, kinds);
  if (change.changed !== "goal") await careSummaryChanged(trx, change.userId, ["journal"]);
}

async function entryRows(conn: Db, userId: number, where: { day?: string; from?: string; to?: string; id?: number }) {
  let q = conn.selectFrom("journal_entries").select(ENTRY_COLUMNS).where("user_id", "=", userId);
  if (where.id !== undefined) q = q.where("id", "=", where.id);
  if (where.day !== undefined) q = q.where("day", "=", where.day);
  if (where.from !== undefined) q = q.where("day", ">=", where.from);
  if (where.to !== undefined) q = q.where("day", "<=", where.to);
  return q.orderBy("day").orderBy("meal").orderBy("id").execute();
}

export async function ownedRow(conn: Db, viewer: Viewer, entryId: number): Promise<EntryRow | undefined> {
  return (await entryRows(conn, viewer.id, { id: entryId }))[0];
}

export async function goalRowInForce(conn: Db, userId: number, day: string): Promise<NutritionGoalRow | undefined> {
  return conn
    .selectFrom("nutrition_goals")
    .selectAll()
    .where("user_id", "=", userId)
    .where("starts_on", "<=", day)
    .orderBy("starts_on", "desc")
    .limit(1)
    .executeTakeFirst();
}


/** Everything the journal page shows for one day: entries, totals, goal, hydration. */
export async function journalDay(viewer: Viewer, day: string): Promise<Outcome<JournalDay>> {
  return journalDayOf(db, viewer, day);
}

/**
 * One patient's journal day as the journal page shows it, read through `conn`: the patient's own
 * page (journalDay) and the care team's record (a day opened on it) read it here.
 */
export async function journalDayOf(conn: Db, viewer: Pick<Viewer, "id" | "time_zone">, day: string): Promise<Outcome<JournalDay>> {
  const future = futureDayError(viewer, "date", day);
  if (future) return future;
  const today = todayOf(viewer);
  const previousDay = addDays(day, -1);
  const [rows, goalRow, previous, burned] = await Promise.all([
    entryRows(conn, viewer.id, { day }),
    goalRowInForce(conn, viewer.id, day),
    conn
      .selectFrom("journal_entries")
      .select(["meal", sql<number>`count(*)`.as("n")])
      .where("user_id", "=", viewer.id)
      .where("day", "=", previousDay)
      .where("kind", "=", "food")
      .groupBy("meal")
      .execute(),
    caloriesBurnedByDay(conn, viewer.id, day, day),
  ]);
  const foods = rows.filter((r) => r.kind === "food");
  const fluid = (kind: FluidKind) => {
    const row = rows.find((r) => r.kind === kind);
    return { id: row?.id ?? null, value: row?.fluid_floz ?? 0 };
  };
  const fluids = { hydration: fluid("hydration"), electrolyte: fluid("electrolyte") };
  const goal = goalRow ? toGoal(goalRow) : null;
  const summary = {
    ...toSummary(day, sumValues(foods), { hydration: fluids.hydration.value, electrolyte: fluids.electrolyte.value }, goal?.id ?? null, foods.length),
    calories_burned: burned.get(day) ?? null,
  };
  return done({
    day,
    today,
    isToday: day === today,
    previousDay,
    nextDay: day < today ? addDays(day, 1) : null,
    entries: foods.map(toEntry),
    fluids,
    summary,
    goal,
    progress: goalProgress(summary, goal),
    previousDayMeals: Object.fromEntries(previous.map((p) => [p.meal, Number(p.n)])),
    defaultTime: day === today ? timeNowIn(viewer.time_zone) : null,
  });
}

const fluidSum = (kind: FluidKind) => sql<number>`sum(case when kind = ${kind} then fluid_floz else 0 end)`;

/** A range's totals per day, asked by the journal and /home on every view: prepared once (app/db/prepared.ts). */
const dayTotals = preparedRead(["userId", "start", "end"], (a: { userId: number; start: string; end: string }) =>
  db
    .selectFrom("journal_entries")
    .select((eb) => [
      "day",
      sql<number>`sum(case when kind = 'food' then 1 else 0 end)`.as("entries"),
      fluidSum("hydration").as("hydration"),
      fluidSum("electrolyte").as("electrolyte"),
      ...VALUE_COLUMNS.map((c) => eb.fn.sum<number>(c).as(c)),
    ])
    .where("user_id", "=", a.userId)
    .where("day", ">=", a.start)
    .where("day", "<=", a.end)
    .groupBy("day"),
);

/** The goals in force over a range: the one in force on its first day and every newer one. */
const goalsOverRange = preparedRead(["userId", "start", "end"], (a: { userId: number; start: string; end: string }) =>
  db
    .selectFrom("nutrition_goals")
    .selectAll()
    .where("user_id", "=", a.userId)
    .where("starts_on", "<=", a.end)
    .where((eb) =>
      eb.or([
        eb("starts_on", ">=", a.start),
        eb(
          "starts_on",
          "=",
          eb.selectFrom("nutrition_goals as g").select((g) => g.fn.max("g.starts_on").as("d")).where("g.user_id", "=", a.userId).where("g.starts_on", "<=", a.start),
        ),
      ]),
    )
    .orderBy("starts_on"),
);

/**
 * Summaries of every day from `start` to `end` (both included), with the goal in force each day:
 * one grouped query over the (patient, day) index and one for the goals.
 */
export async function summarizeDays(viewer: Viewer, start: string, end: string): Promise<{ summaries: JournalSummary[]; goals: JournalGoal[] }> {
  return daySummaries(db, viewer.id, start, end);
}

/** summarizeDays of one patient, read through `conn` (the care team's record reads the same days). */
export async function daySummaries(conn: Db, patientId: number, start: string, end: string): Promise<{ summaries: JournalSummary[]; goals: JournalGoal[] }> {
  const [totals, goalRows, burned] = await Promise.all([
    dayTotals(conn, { userId: patientId, start, end }),
    goalsOverRange(conn, { userId: patientId, start, end }),
    caloriesBurnedByDay(conn, patientId, start, end),
  ]);
  const byDay = new Map(totals.map((t) => [t.day, t]));
  const goals = goalRows.map(toGoal);
  const summaries: JournalSummary[] = [];
  let g = -1;
  // Counted, not compared: the range is at most a year (checkRange), and a count always ends.
  for (let i = 0, n = daysBetween(start, end); i <= n; i++) {
    const day = addDays(start, i);
    while (g + 1 < goals.length && goals[g + 1].date <= day) g++;
    const t = byDay.get(day);
    const values = zeroValues();
    if (t) for (const c of VALUE_COLUMNS) values[c] = Number(t[c] ?? 0);
    summaries.push({
      ...toSummary(day, values, { hydration: Number(t?.hydration ?? 0), electrolyte: Number(t?.electrolyte ?? 0) }, g >= 0 ? goals[g].id : null, Number(t?.entries ?? 0)),
      calories_burned: burned.get(day) ?? null,
    });
  }
  return { summaries, goals };
}
