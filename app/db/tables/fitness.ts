import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/**
 * The fitness area (migration 0008). Canonical units are in the column names: minutes, kcal,
 * kilograms. A day is the clinic's calendar day, YYYY-MM-DD; weekdays are Sunday 0 … Saturday 6.
 */

export type ActivityType = "Cardio" | "Resistance" | "Flexibility" | "None";

/** The exercise library: activities of the 2011 Compendium of Physical Activities. */
export interface ExercisesTable {
  id: Generated<number>;
  name: string;
  /** The Compendium's five-digit activity code ("17200") and its own wording of the activity. */
  compendium_code: string;
  compendium_description: string;
  /** Metabolic equivalent: the activity's energy use as a multiple of resting (1 MET). */
  met: number;
  /** The kind of activity the library groups by: "Walking", "Cycling", "Dancing", … */
  category: string;
  type_of_activity: ActivityType;
  description_html: string;
  instructions_html: string;
  featured: Generated<number>;
  /** The intensity band shown as flames: 1 light, 2 moderate, 3 vigorous. */
  flame: Generated<number>;
  /** Staff delete an exercise by hiding it: patients' logs of it keep their history. */
  deleted_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ExerciseImagesTable {
  id: Generated<number>;
  exercise_id: number;
  seq: number;
  /** The content key (first 20 hex digits of the SHA-256) its file names carry; unique per exercise. */
  content_hash: string;
  /** Paths under the uploads folder, as the image store writes them. */
  photo_o: string;
  photo_l: string;
  photo_m: string;
  photo_s: string;
}

export interface ExerciseVideosTable {
  id: Generated<number>;
  exercise_id: number;
  seq: number;
  /** The 11-character YouTube video id; played through youtube-nocookie.com. */
  youtube_id: string;
  title: string;
  /** A locally made thumbnail (paths under the uploads folder), never fetched from YouTube. */
  thumb_m: string;
  thumb_s: string;
}

/** Exercise → related exercise, in labelled groups ("Easier options", "More challenging", …). */
export interface ExerciseRelatedTable {
  id: Generated<number>;
  exercise_id: number;
  related_id: number;
  label: string;
  seq: number;
}

export interface WorkoutPlansTable {
  id: Generated<number>;
  name: string;
  group_name: string;
  subgroup: string;
  description: string;
  notes_html: string;
  plan_details: string;
  created_at: string;
  updated_at: string;
}

/** One exercise on one weekday of a workout plan, for a number of minutes. */
export interface WorkoutPlanItemsTable {
  id: Generated<number>;
  plan_id: number;
  exercise_id: number;
  weekday: number;
  minutes: number;
  seq: number;
}

/** A member's own plan: one row per exercise, booked on weekdays (1 booked, 0 not). */
export interface MemberExercisePlansTable {
  id: Generated<number>;
  user_id: number;
  exercise_id: number;
  /** 1 once weekdays were chosen for it (by a plan or by the member); 0 when added without. */
  is_plan: Generated<number>;
  sunday: Generated<number>;
  monday: Generated<number>;
  tuesday: Generated<number>;
  wednesday: Generated<number>;
  thursday: Generated<number>;
  friday: Generated<number>;
  saturday: Generated<number>;
  created_at: string;
  updated_at: string;
}

/**
 * What a member did: one row per activity, whether it was logged against My Workout
 * (log_exercises) or written in the weekly fitness journal (fitness_journals). One record, two
 * views: nothing is counted twice (docs/decisions/0051).
 */
export interface ExerciseLogsTable {
  id: Generated<number>;
  user_id: number;
  exercise_id: number;
  done_on: string;
  /** Sunday 0 … Saturday 6 of done_on. */
  weekday: number;
  type_of_activity: ActivityType;
  minutes: number;
  /** The calories counted: net of rest, (MET − 1) × kg × h, or what the member entered. Null when neither was possible. */
  calories_kcal: number | null;
  /** MET × kg × h, when computed. */
  calories_gross_kcal: number | null;
  /** 1 when the member typed the calories. */
  calories_entered: Generated<number>;
  weight_lifted_kg: number | null;
  reps: number | null;
  sets: number | null;
  notes: Generated<string>;
  /** Which form wrote it: "log" (My Workout, exercise details) or "journal" (weekly journal). */
  source: string;
  created_at: string;
  updated_at: string;
}

/** A member's weekly goals, kept per week (the Sunday that starts it). */
export interface FitnessGoalsTable {
  id: Generated<number>;
  user_id: number;
  week_start: string;
  /** The day the goal was set. */
  set_on: string;
  cardio_minutes: number;
  resistance_sessions: number;
  flexibility_sessions: number;
  calories_kcal: number;
  created_at: string;
  updated_at: string;
}

export interface FitnessTables {
  exercises: ExercisesTable;
  exercise_images: ExerciseImagesTable;
  exercise_videos: ExerciseVideosTable;
  exercise_related: ExerciseRelatedTable;
  workout_plans: WorkoutPlansTable;
  workout_plan_items: WorkoutPlanItemsTable;
  member_exercise_plans: MemberExercisePlansTable;
  exercise_logs: ExerciseLogsTable;
  fitness_goals: FitnessGoalsTable;
}

export type ExerciseRow = Selectable<ExercisesTable>;
export type NewExercise = Insertable<ExercisesTable>;
export type ExerciseUpdate = Updateable<ExercisesTable>;
export type ExerciseLogRow = Selectable<ExerciseLogsTable>;
export type NewExerciseLog = Insertable<ExerciseLogsTable>;
export type MemberPlanRow = Selectable<MemberExercisePlansTable>;
export type FitnessGoalRow = Selectable<FitnessGoalsTable>;
