import { db, nowIso } from "~/db/db.server";
import { addDays, todayIn, weekStart } from "~/domain/calendar";
import { done, invalid, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { FITNESS_MSG } from "./codes";
import type { GoalInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Weekly fitness goals (spec part 3 §3, §4): cardio minutes, resistance and flexibility sessions
 * and calories burned per week. A goal is kept per week; a week without its own goal carries the
 * last one forward, so goals set once keep counting. A goal is set or adjusted only for today
 * (the current week); the form edits the week's goal if it has one, otherwise creates it.
 */

export type GoalJson = z.infer<typeof apiShapes.goal>;

const COLUMNS = ["id", "week_start", "set_on", "cardio_minutes", "resistance_sessions", "flexibility_sessions", "calories_kcal"] as const;

function goalJson(
  r: { id: number; week_start: string; set_on: string; cardio_minutes: number; resistance_sessions: number; flexibility_sessions: number; calories_kcal: number },
  week: string,
): GoalJson {
  const own = r.week_start === week;
  return {
    id: own ? r.id : null,
    date: r.set_on,
    start_date: week,
    end_date: addDays(week, 6),
    cardio: r.cardio_minutes,
    resistance: r.resistance_sessions,
    flexibility: r.flexibility_sessions,
    calories_burned: r.calories_kcal,
    carried_from: own ? null : r.week_start,
  };
}

/** The goal in effect for the week of `day`: that week's own, or the last one set before it; null when none was ever set. */
export async function goalForWeek(viewer: Viewer, day: string): Promise<GoalJson | null> {
  const week = weekStart(day);
  const row = await db
    .selectFrom("fitness_goals")
    .select(COLUMNS)
    .where("user_id", "=", viewer.id)
    .where("week_start", "<=", week)
    .orderBy("week_start", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? goalJson(row, week) : null;
}

const columnsOf = (input: GoalInput) => ({
  cardio_minutes: input.cardio,
  resistance_sessions: input.resistance,
  flexibility_sessions: input.flexibility,
  calories_kcal: input.calories_burned,
});

/**
 * POST /api/fitness_goals/ (and the goal form without an id): sets this week's goal. The date
 * must be today; a week that already has its goal gets it replaced.
 */
export async function saveGoal(viewer: Viewer, input: GoalInput): Promise<Outcome<{ goal: GoalJson; created: boolean }>> {
  const today = todayIn(viewer.time_zone);
  if (input.date > today) return invalid({ date: [FITNESS_MSG.futureDate] });
  if (input.date !== today) return invalid({ date: [FITNESS_MSG.goalOnlyToday] });
  const week = weekStart(today);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom("fitness_goals").select("id").where("user_id", "=", viewer.id).where("week_start", "=", week).executeTakeFirst();
    const now = nowIso();
    if (existing) {
      await trx.updateTable("fitness_goals").set({ ...columnsOf(input), set_on: today, updated_at: now }).where("id", "=", existing.id).execute();
    } else {
      await trx.insertInto("fitness_goals").values({ user_id: viewer.id, week_start: week, set_on: today, ...columnsOf(input), created_at: now, updated_at: now }).execute();
    }
    const row = await trx.selectFrom("fitness_goals").select(COLUMNS).where("user_id", "=", viewer.id).where("week_start", "=", week).executeTakeFirstOrThrow();
    return done({ goal: goalJson(row, week), created: !existing });
  });
}

/** PUT /api/fitness_goals/{id}: adjusts this week's goal (an earlier week's stays as it was). */
export async function updateGoal(viewer: Viewer, id: number, input: GoalInput): Promise<Outcome<GoalJson>> {
  const today = todayIn(viewer.time_zone);
  const week = weekStart(today);
  const row = await db.selectFrom("fitness_goals").select(COLUMNS).where("id", "=", id).where("user_id", "=", viewer.id).executeTakeFirst();
  if (!row) return notFound;
  if (input.date > today) return invalid({ date: [FITNESS_MSG.futureDate] });
  if (input.date !== today) return invalid({ date: [FITNESS_MSG.goalOnlyToday] });
  if (row.week_start !== week) return invalid({ non_field_errors: [FITNESS_MSG.goalNotThisWeek] });
  await db.updateTable("fitness_goals").set({ ...columnsOf(input), set_on: today, updated_at: nowIso() }).where("id", "=", id).execute();
  return done(goalJson({ ...row, ...columnsOf(input), set_on: today }, week));
}
