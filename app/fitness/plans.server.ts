import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { containsText } from "~/db/like";
import type { ActivityType, WorkoutPlanOrdering } from "./codes";
import { mainImages, type ImageJson } from "./exercises.server";
import { sanitizeExerciseHtml } from "./html.server";
import { formatMinutes } from "./text";
import { WEEKDAYS } from "./weekdays";
import type { Viewer } from "~/domain/outcome";
import { groupBy } from "~/domain/group-by";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/** Workout plans: the clinic's ready-made weekly schedules (read-only for everyone; seeded). */

export type WorkoutPlanSummary = z.infer<typeof apiShapes.workoutPlan>;

export interface ScheduleItem {
  /** The exercise's id (it links to its details). */
  id: number;
  name: string;
  /** "30 min". */
  time: string;
  minutes: number;
  type_of_activity: ActivityType;
  main_image: ImageJson | null;
}

export type WorkoutPlanDetail = z.infer<typeof apiShapes.workoutPlanDetail>;

const ORDER_COLUMN = { name: "p.name", group: "p.group_name", subgroup: "p.subgroup" } as const;

export async function listWorkoutPlans(_viewer: Viewer, q: { search?: string; ordering?: WorkoutPlanOrdering; limit: number; offset: number }) {
  let base = db.selectFrom("workout_plans as p");
  if (q.search) {
    const term = q.search;
    base = base.where((eb) => eb.or([containsText("p.name", term), containsText("p.group_name", term), containsText("p.subgroup", term), containsText("p.description", term)]));
  }
  const ordering = q.ordering ?? "name";
  const desc = ordering.startsWith("-");
  const column = ORDER_COLUMN[ordering.replace("-", "") as keyof typeof ORDER_COLUMN];
  const [{ n }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
    base
      .select(["p.id", "p.name", "p.group_name", "p.subgroup", "p.description"])
      .select((eb) => [
        eb.selectFrom("workout_plan_items as i").select((x) => x.fn.count<number>("i.weekday").distinct().as("d")).whereRef("i.plan_id", "=", "p.id").as("days"),
        eb.selectFrom("workout_plan_items as i").select((x) => x.fn.count<number>("i.exercise_id").distinct().as("c")).whereRef("i.plan_id", "=", "p.id").as("exercises"),
      ])
      .orderBy(byName(db, column), desc ? "desc" : "asc")
      .orderBy(byName(db, "p.name"))
      .orderBy("p.id")
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
  ]);
  return {
    count: Number(n),
    results: rows.map(
      (r): WorkoutPlanSummary => ({
        id: r.id,
        name: r.name,
        group: r.group_name,
        subgroup: r.subgroup,
        description: r.description,
        days_per_week: Number(r.days ?? 0),
        exercise_count: Number(r.exercises ?? 0),
      }),
    ),
  };
}

/** Plans by subgroup, in the order they come (spec part 3 §2 "plans grouped by subgroup"). */
export function groupBySubgroup<T extends { subgroup: string }>(plans: T[]): { subgroup: string; plans: T[] }[] {
  return [...groupBy(plans, (p) => p.subgroup).entries()].map(([subgroup, list]) => ({ subgroup, plans: list }));
}

export async function getWorkoutPlan(_viewer: Viewer, id: number): Promise<WorkoutPlanDetail | null> {
  const plan = await db.selectFrom("workout_plans").selectAll().where("id", "=", id).executeTakeFirst();
  if (!plan) return null;
  const items = await db
    .selectFrom("workout_plan_items as i")
    .innerJoin("exercises as e", "e.id", "i.exercise_id")
    .select(["i.weekday", "i.minutes", "e.id", "e.name", "e.type_of_activity"])
    .where("i.plan_id", "=", id)
    .where("e.deleted_at", "is", null)
    .orderBy("i.weekday")
    .orderBy("i.seq")
    .orderBy("i.id")
    .execute();
  const images = await mainImages(db, [...new Set(items.map((i) => i.id))]);
  const work_schedule = WEEKDAYS.map((d) => ({
    weekday: d.index,
    day: d.label,
    items: items
      .filter((i) => i.weekday === d.index)
      .map((i) => ({ id: i.id, name: i.name, time: formatMinutes(i.minutes), minutes: i.minutes, type_of_activity: i.type_of_activity, main_image: images.get(i.id) ?? null })),
  }));
  return {
    id: plan.id,
    name: plan.name,
    group: plan.group_name,
    subgroup: plan.subgroup,
    description: plan.description,
    notes_html: sanitizeExerciseHtml(plan.notes_html),
    plan_details: plan.plan_details,
    days_per_week: work_schedule.filter((d) => d.items.length > 0).length,
    exercise_count: new Set(items.map((i) => i.id)).size,
    work_schedule,
  };
}
