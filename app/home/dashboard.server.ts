import { sql } from "kysely";
import { latestBadge } from "~/badges/award.server";
import { carouselAds, randomContent, type ContentJson } from "~/content/content.server";
import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { todayIn, weekdayOf } from "~/domain/calendar";
import type { Db, Viewer } from "~/domain/outcome";
import { exercisePage, type ExerciseSummary } from "~/fitness/exercises.server";
import { planForDay, type PlanEntry } from "~/fitness/my-workout.server";
import { goalProgress, summarizeDays } from "~/journal/journal.server";
import type { GoalProgress } from "~/journal/types";
import { progressIn } from "~/journal/fluid-units";
import { weightGlance, weightStatistics } from "~/progress/weights.server";
import type { Units } from "~/domain/units";
import { SUMMARY_COLUMNS, toSummaries } from "~/recipes/cards.server";
import { featuredRecipes } from "~/recipes/recipes.server";
import { favoriteRecipes } from "~/recipes/favourites.server";
import type { RecipeSummary } from "~/recipes/types";
import { sharedRead } from "~/page/shared-reads.server";
import { nextAppointment } from "~/clinical/appointments.server";

/**
 * The home dashboard (spec part 1 §2.5, §3 "Home data"; docs/decisions/0073): every block in one
 * call, read in parallel. The /home loader and GET /api/exercises/my_home both call
 * `homeDashboard`; GET /api/statistics calls its weight block, `homeWeight`.
 */

/** Spec part 1 §9: 3 featured recipes, 3 featured exercises, 8 fitness items, 4 per recipes tab. */
export const HOME_LIMITS = { featuredRecipes: 3, featuredExercises: 3, myFitness: 8, recipeTab: 4 } as const;

export interface MyFitnessItem extends PlanEntry {
  /** Minutes already logged today for this exercise (0 when none). */
  logged_minutes_today: number;
}

export interface RecentReview {
  id: number;
  recipe: { id: number; name: string };
  title: string;
  rating: number | null;
  /** true approved, false declined, null waiting for review. */
  is_approved: boolean | null;
  created: string;
  /** The clinic's calendar day it was written on. */
  day: string;
}

export interface WeightBlock {
  /** The units of every weight below: pounds unless the member (or an API call) chose kilograms (issue 26). */
  units: Units;
  /** The chart's points, first plus last 11 when there are more than 12: x day, y weight, z 1 = the member's own entry. */
  weight_chart: { x: string; y: number; z: 0 | 1 }[];
  /** Since the first weigh-in (negative: lost). */
  weight_change: number;
  /** The trend weight's change over the last 28 days, when there is enough history. */
  trend_28d: number | null;
  current: { date: string; weight: number } | null;
  goal_weight: number | null;
  to_goal: number | null;
}

export interface HomeDashboard {
  today: string;
  appointment: { appt_date: string; appt_time: string } | null;
  latest_badge: { id: number; name: string; image: string; date: string } | null;
  featured_recipes: RecipeSummary[];
  featured_exercises: ExerciseSummary[];
  my_fitness: MyFitnessItem[];
  /** How many exercises are planned today in all (My Fitness shows the first 8). */
  my_fitness_count: number;
  recipes_submitted: RecipeSummary[];
  recipes_favorited: RecipeSummary[];
  recently_reviewed: RecentReview[];
  ads: ContentJson[];
  motivational: ContentJson | null;
  journal_today: { entries: number; progress: GoalProgress[]; has_goal: boolean; calories_burned: number | null };
  weight: WeightBlock;
}

/** The weight block: the chart and the change, with the trend and goal where the data exists. */
export async function homeWeight(viewer: Viewer, opts: { memberCreated: boolean; units: Units } = { memberCreated: true, units: "imperial" }): Promise<WeightBlock> {
  if (!opts.memberCreated) {
    // The clinic's weigh-ins only (GET /api/statistics without member_created=True).
    const stats = await weightStatistics(viewer, false, opts.units);
    return { units: opts.units, ...stats, trend_28d: null, current: null, goal_weight: null, to_goal: null };
  }
  const o = await weightGlance(viewer, opts.units);
  return {
    units: opts.units,
    weight_chart: o.weight_chart,
    weight_change: o.change ?? 0,
    trend_28d: o.trend_28d,
    current: o.current,
    goal_weight: o.goal_weight,
    to_goal: o.to_goal,
  };
}

/** The member's own submitted recipes, newest first, whatever their review state. */
const submittedQuery = preparedRead(["userId", "limit"], (a: { userId: number; limit: number }) =>
  db.selectFrom("recipes as r").select(SUMMARY_COLUMNS).where("r.created_by", "=", a.userId).where("r.is_submitted", "=", 1).orderBy("r.created", "desc").orderBy("r.id", "desc").limit(a.limit),
);

async function submittedRecipes(conn: Db, userId: number, limit: number): Promise<RecipeSummary[]> {
  return toSummaries(conn, await submittedQuery(conn, { userId, limit }));
}

const reviewsQuery = preparedRead(["userId", "limit"], (a: { userId: number; limit: number }) =>
  db
    .selectFrom("comments as c")
    .innerJoin("recipes as r", "r.id", "c.recipe_id")
    .select(["c.id", "c.title", "c.rating", "c.is_approved", "c.created", "r.id as recipe_id", "r.name as recipe_name"])
    .where("c.user_id", "=", a.userId)
    .orderBy("c.created", "desc")
    .orderBy("c.id", "desc")
    .limit(a.limit),
);

/** The member's latest reviews (comments with a rating) and the recipes they are about. */
async function recentReviews(conn: Db, userId: number, timeZone: string, limit: number): Promise<RecentReview[]> {
  const rows = await reviewsQuery(conn, { userId, limit });
  return rows.map((r) => ({
    id: r.id,
    recipe: { id: r.recipe_id, name: r.recipe_name },
    title: r.title,
    rating: r.rating,
    is_approved: r.is_approved === null ? null : r.is_approved === 1,
    created: r.created,
    day: todayIn(timeZone, new Date(r.created)),
  }));
}

const minutesQuery = preparedRead(["userId", "day", "exerciseIds"], (a: { userId: number; day: string; exerciseIds: number[] }) =>
  db
    .selectFrom("exercise_logs")
    .select(["exercise_id", sql<number>`sum(minutes)`.as("minutes")])
    .where("user_id", "=", a.userId)
    .where("done_on", "=", a.day)
    .where("exercise_id", "in", a.exerciseIds)
    .groupBy("exercise_id"),
);

/** Minutes logged today per exercise, for the given exercises. */
async function minutesToday(conn: Db, userId: number, day: string, exerciseIds: number[]): Promise<Map<number, number>> {
  if (exerciseIds.length === 0) return new Map();
  const rows = await minutesQuery(conn, { userId, day, exerciseIds });
  return new Map(rows.map((r) => [r.exercise_id, Number(r.minutes)]));
}

async function myFitness(user: Viewer, today: string): Promise<{ items: MyFitnessItem[]; count: number }> {
  const plan = await planForDay(user, weekdayOf(today));
  const first = plan.slice(0, HOME_LIMITS.myFitness);
  const logged = await minutesToday(
    db,
    user.id,
    today,
    first.map((p) => p.exercise),
  );
  return { items: first.map((p) => ({ ...p, logged_minutes_today: logged.get(p.exercise) ?? 0 })), count: plan.length };
}

async function journalToday(user: Viewer, today: string, units: Units): Promise<HomeDashboard["journal_today"]> {
  // The day's summary comes with the goals in force over it: the last of them is today's.
  const { summaries, goals } = await summarizeDays(user, today, today);
  const goal = goals.at(-1) ?? null;
  const summary = summaries.find((s) => s.date === today) ?? summaries[0];
  if (!summary) return { entries: 0, progress: [], has_goal: goal !== null, calories_burned: null };
  // Hydration in the member's units, as the journal shows it (each card names its unit).
  return { entries: summary.entries, progress: progressIn(goalProgress(summary, goal), units), has_goal: goal !== null, calories_burned: summary.calories_burned };
}

/** Every block of the dashboard for this member, on their clinic's today; weights in `units`; the latest badge named in `language`. */
export async function homeDashboard(user: Viewer, units: Units, language: string, today = todayIn(user.time_zone)): Promise<HomeDashboard> {
  const [appointment, badge, featured, exercises, fitness, submitted, favourites, reviews, ads, motivational, journal, weight] = await Promise.all([
    nextAppointment(db, user.id, today),
    latestBadge(user, units, language),
    featuredRecipes(user, HOME_LIMITS.featuredRecipes),
    sharedRead("home-featured-exercises", ["exercises", "exercise_images"], () => exercisePage({ featured: true, limit: HOME_LIMITS.featuredExercises, offset: 0 })),
    myFitness(user, today),
    submittedRecipes(db, user.id, HOME_LIMITS.recipeTab),
    favoriteRecipes(user, { limit: HOME_LIMITS.recipeTab }),
    recentReviews(db, user.id, user.time_zone, HOME_LIMITS.recipeTab),
    carouselAds(user),
    randomContent(user, "motivational"),
    journalToday(user, today, units),
    homeWeight(user, { memberCreated: true, units }),
  ]);
  return {
    today,
    // The API's shape of it (GET /api/home, spec part 1).
    appointment: appointment ? { appt_date: appointment.date, appt_time: appointment.time } : null,
    latest_badge: badge,
    featured_recipes: featured,
    featured_exercises: exercises,
    my_fitness: fitness.items,
    my_fitness_count: fitness.count,
    recipes_submitted: submitted,
    recipes_favorited: favourites,
    recently_reviewed: reviews,
    ads,
    motivational,
    journal_today: journal,
    weight,
  };
}
