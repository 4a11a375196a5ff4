import { db, nowIso } from "~/db/db.server";
import { byName } from "~/db/names";
import { preparedRead } from "~/db/prepared";
import { done, invalid, invalidField, notFound, type Db, type Outcome, type Trx, type Viewer } from "~/domain/outcome";
import { FITNESS_MSG } from "./codes";
import { WORKOUT_MSG } from "./workout-messages";
import { liveExerciseIds, mainImages } from "./exercises.server";
import { bookedDays, flagsOf, sameFlags, WEEKDAYS, type WeekdayFlags } from "./weekdays";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * A member's own workout plan (spec part 3 §2 "My Workout plan management"): one row per
 * exercise with a flag per weekday. Everything here acts on the caller's own rows only; another
 * member's row is simply not found.
 */

export type PlanEntry = z.infer<typeof apiShapes.planEntry>;

/** A member's plan rows with their exercises, named order; the day's plan (every fitness page and /home) is prepared once per weekday. */
const planSelect = (conn: Db, userId: number) =>
  conn
    .selectFrom("member_exercise_plans as p")
    .innerJoin("exercises as e", "e.id", "p.exercise_id")
    .select(["p.id", "p.exercise_id", "p.is_plan", ...WEEKDAYS.map((d) => `p.${d.key}` as const), "e.name", "e.category", "e.type_of_activity", "e.met"])
    .where("p.user_id", "=", userId)
    .where("e.deleted_at", "is", null);
const dayPlanQueries = WEEKDAYS.map((d) => preparedRead(["userId"], (a: { userId: number }) => planSelect(db, a.userId).where(`p.${d.key}`, "=", 1).orderBy(byName(db, "e.name")).orderBy("p.id")));

async function entries(conn: Db, userId: number, where?: { id?: number; weekday?: number }): Promise<PlanEntry[]> {
  let rows;
  if (where?.weekday !== undefined && where.id === undefined) rows = await dayPlanQueries[where.weekday](conn, { userId });
  else {
    let q = planSelect(conn, userId);
    if (where?.id !== undefined) q = q.where("p.id", "=", where.id);
    if (where?.weekday !== undefined) q = q.where(`p.${WEEKDAYS[where.weekday].key}`, "=", 1);
    rows = await q.orderBy(byName(conn, "e.name")).orderBy("p.id").execute();
  }
  const images = await mainImages(
    conn,
    rows.map((r) => r.exercise_id),
  );
  return rows.map((r) => ({
    id: r.id,
    exercise: r.exercise_id,
    exercise_data: { id: r.exercise_id, name: r.name, type: r.category, type_of_activity: r.type_of_activity, met: r.met, main_image: images.get(r.exercise_id) ?? null },
    is_plan: r.is_plan,
    ...flagsOf(bookedDays(r)),
  }));
}

/** The member's plan, by exercise name. */
export const listMyPlan = (viewer: Viewer) => entries(db, viewer.id);

/** One row of the member's plan, or null (also for another member's row). */
export async function getPlanEntry(viewer: Viewer, id: number): Promise<PlanEntry | null> {
  return (await entries(db, viewer.id, { id }))[0] ?? null;
}

/** What is booked on a weekday (GET …/plan_for_day/?weekday=, My Progress's tabs). */
export const planForDay = (viewer: Viewer, weekday: number) => entries(db, viewer.id, { weekday });

async function existingRows(trx: Trx, userId: number, exerciseIds: number[]) {
  if (exerciseIds.length === 0) return new Map<number, { id: number } & WeekdayFlags>();
  const rows = await trx
    .selectFrom("member_exercise_plans")
    .select(["id", "exercise_id", ...WEEKDAYS.map((d) => d.key)])
    .where("user_id", "=", userId)
    .where("exercise_id", "in", exerciseIds)
    .execute();
  return new Map(rows.map((r) => [r.exercise_id, { id: r.id, ...flagsOf(bookedDays(r)) }]));
}

/**
 * Adds exercises to the member's plan (spec: is_plan 0 with comma-joined ids). With a weekday
 * (My Progress's empty day) they are booked on it; an exercise already in the plan is kept once.
 */
export async function addExercisesToPlan(viewer: Viewer, exerciseIds: number[], weekday?: number): Promise<Outcome<PlanEntry[]>> {
  if (exerciseIds.length === 0) return invalidField("exercise", WORKOUT_MSG.selectExercise);
  return db.transaction().execute(async (trx) => {
    const live = await liveExerciseIds(trx, exerciseIds);
    if (exerciseIds.some((id) => !live.has(id))) return invalidField("exercise", FITNESS_MSG.invalidChoice);
    const existing = await existingRows(trx, viewer.id, exerciseIds);
    const now = nowIso();
    for (const exerciseId of exerciseIds) {
      const row = existing.get(exerciseId);
      if (!row) {
        await trx
          .insertInto("member_exercise_plans")
          .values({ user_id: viewer.id, exercise_id: exerciseId, is_plan: weekday === undefined ? 0 : 1, ...flagsOf(weekday === undefined ? [] : [weekday]), created_at: now, updated_at: now })
          .execute();
      } else if (weekday !== undefined && !row[WEEKDAYS[weekday].key]) {
        await trx
          .updateTable("member_exercise_plans")
          .set({ [WEEKDAYS[weekday].key]: 1, is_plan: 1, updated_at: now })
          .where("id", "=", row.id)
          .execute();
      }
    }
    return done(await entries(trx, viewer.id));
  });
}

/** Adds workout plans to the member's plan: each exercise once, booked on every weekday any of the plans books it. */
export async function addPlansToMyWorkout(viewer: Viewer, planIds: number[]): Promise<Outcome<PlanEntry[]>> {
  if (planIds.length === 0) return invalidField("plan", WORKOUT_MSG.selectPlan);
  return db.transaction().execute(async (trx) => {
    const plans = await trx.selectFrom("workout_plans").select("id").where("id", "in", planIds).execute();
    if (plans.length !== planIds.length) return invalidField("plan", FITNESS_MSG.invalidChoice);
    const items = await trx
      .selectFrom("workout_plan_items as i")
      .innerJoin("exercises as e", "e.id", "i.exercise_id")
      .select(["i.exercise_id", "i.weekday"])
      .where("i.plan_id", "in", planIds)
      .where("e.deleted_at", "is", null)
      .execute();
    const daysOf = new Map<number, Set<number>>();
    for (const i of items) daysOf.set(i.exercise_id, (daysOf.get(i.exercise_id) ?? new Set()).add(i.weekday));
    const existing = await existingRows(trx, viewer.id, [...daysOf.keys()]);
    const now = nowIso();
    for (const [exerciseId, days] of daysOf) {
      const row = existing.get(exerciseId);
      if (!row) {
        await trx.insertInto("member_exercise_plans").values({ user_id: viewer.id, exercise_id: exerciseId, is_plan: 1, ...flagsOf(days), created_at: now, updated_at: now }).execute();
      } else {
        const merged = flagsOf([...bookedDays(row), ...days]);
        if (!sameFlags(merged, row)) await trx.updateTable("member_exercise_plans").set({ ...merged, is_plan: 1, updated_at: now }).where("id", "=", row.id).execute();
      }
    }
    return done(await entries(trx, viewer.id));
  });
}

/** A row's weekdays; "Nothing to update!" when they are what they were (spec part 3 §4). */
export async function updatePlanEntry(viewer: Viewer, id: number, flags: WeekdayFlags): Promise<Outcome<PlanEntry>> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("member_exercise_plans")
      .select(["id", ...WEEKDAYS.map((d) => d.key)])
      .where("id", "=", id)
      .where("user_id", "=", viewer.id)
      .executeTakeFirst();
    if (!row) return notFound;
    if (sameFlags(row, flags)) return invalid({ non_field_errors: [FITNESS_MSG.nothingToUpdate] });
    await trx.updateTable("member_exercise_plans").set({ ...flagsOf(bookedDays(flags)), is_plan: 1, updated_at: nowIso() }).where("id", "=", id).execute();
    const [entry] = await entries(trx, viewer.id, { id });
    return entry ? done(entry) : notFound;
  });
}

/**
 * Sets the weekdays of several exercises at once (POST …/bulk_create, the Edit Workout table):
 * an exercise not yet in the plan is added. All or nothing; "Nothing to update!" when no row changes.
 */
export async function setPlanRows(viewer: Viewer, rows: ({ exercise: number } & WeekdayFlags)[]): Promise<Outcome<PlanEntry[]>> {
  return db.transaction().execute(async (trx) => {
    const ids = rows.map((r) => r.exercise);
    const existing = await existingRows(trx, viewer.id, ids);
    // A row already in the plan may name an exercise staff have since removed from the library;
    // only new rows must name a live one.
    const live = await liveExerciseIds(
      trx,
      ids.filter((id) => !existing.has(id)),
    );
    const errors: Record<string, string[]> = {};
    rows.forEach((r, i) => {
      if (!existing.has(r.exercise) && !live.has(r.exercise)) errors[`${i}.exercise`] = [FITNESS_MSG.invalidChoice];
    });
    if (Object.keys(errors).length) return invalid(errors);
    const now = nowIso();
    let changed = 0;
    for (const r of rows) {
      const flags = flagsOf(bookedDays(r));
      const row = existing.get(r.exercise);
      if (!row) {
        await trx.insertInto("member_exercise_plans").values({ user_id: viewer.id, exercise_id: r.exercise, is_plan: 1, ...flags, created_at: now, updated_at: now }).execute();
        changed++;
      } else if (!sameFlags(row, flags)) {
        await trx.updateTable("member_exercise_plans").set({ ...flags, is_plan: 1, updated_at: now }).where("id", "=", row.id).execute();
        changed++;
      }
    }
    if (changed === 0) return invalid({ non_field_errors: [FITNESS_MSG.nothingToUpdate] });
    return done(await entries(trx, viewer.id));
  });
}

export async function deletePlanEntry(viewer: Viewer, id: number): Promise<Outcome<{ id: number }>> {
  const result = await db.deleteFrom("member_exercise_plans").where("id", "=", id).where("user_id", "=", viewer.id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? done({ id }) : notFound;
}

/** Remove all (DELETE /api/manage_my_workout): how many rows went. */
export async function clearMyPlan(viewer: Viewer): Promise<number> {
  const result = await db.deleteFrom("member_exercise_plans").where("user_id", "=", viewer.id).executeTakeFirst();
  return Number(result.numDeletedRows);
}
