import type { ActivityType } from "~/db/tables/fitness";
import { message } from "~/i18n/languages";

/** Fitness constants and wording (spec part 3 §3, §8, §9), shared by the pages, the API and the seed. */

export type { ActivityType };

export const ACTIVITY_TYPES = ["Cardio", "Resistance", "Flexibility", "None"] as const satisfies readonly ActivityType[];

/** Spec part 3 §9. */
export const EXERCISE_PAGE_SIZE = 30;
export const ADD_EXERCISE_PAGE_SIZE = 6;
export const HISTORY_DETAILS_PAGE_SIZE = 15;
export const DESCRIPTION_PREVIEW_CHARS = 50;
/** Spec part 3 §3 and §9: the Potential Burn panel of fitness home shows this exercise. */
export const POTENTIAL_BURN_EXERCISE_ID = 1078;
/** Fitness home's Track My Results: this many weeks, this one included. */
export const TRACK_RESULTS_WEEKS = 8;

/** History graph time spans (weeks; "all" is every log). */
export const TIME_SPANS = ["all", "2", "4", "6", "8"] as const;
export type TimeSpan = (typeof TIME_SPANS)[number];
export const GROUP_BYS = ["day", "week"] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

/**
 * The Calories Burned summary's periods (spec part 3 §9). The spec lists "Last 3 months (30)";
 * three months are 90 days here (docs/decisions/0053-fitness-history.md). Their names are the
 * page's (`fitness:history.periods.*`).
 */
export const SUMMARY_PERIODS = [
  { value: "all", days: null },
  { value: "90", days: 90 },
  { value: "180", days: 180 },
  { value: "360", days: 360 },
] as const;
export type SummaryPeriod = (typeof SUMMARY_PERIODS)[number]["value"];

export const WORKOUT_PLAN_ORDERINGS = ["name", "-name", "group", "-group", "subgroup", "-subgroup"] as const;
export type WorkoutPlanOrdering = (typeof WORKOUT_PLAN_ORDERINGS)[number];

/** Limits of the forms (not worded by the spec; a day has 1,440 minutes). */
export const LIMITS = {
  /** Logs in one bulk call (a day's booked exercises). */
  bulkLogs: 200,
  minutes: 1440,
  calories: 10000,
  notes: 500,
  weightLiftedLb: 2000,
  reps: 1000,
  sets: 100,
  goalCardioMinutes: 5000,
  goalSessions: 50,
  goalCalories: 50000,
} as const;

/**
 * Spec part 3 §8 (the English file keeps the spec's wording, its spelling included): each travels
 * as a `fitness:msg.` key and is said in the reader's language (issue 41).
 */
export const FITNESS_MSG = {
  tryAgain: message("fitness:msg.tryAgain"),
  nothingToUpdate: message("fitness:msg.nothingToUpdate"),
  selectExercise: message("fitness:msg.selectExercise"),
  deleteConfirm: message("fitness:msg.deleteConfirm"),
  // Not worded by the spec.
  selectPlan: message("fitness:msg.selectPlan"),
  futureDate: message("fitness:msg.futureDate"),
  invalidDate: message("fitness:msg.invalidDate"),
  invalidChoice: message("fitness:msg.invalidChoice"),
  goalOnlyToday: message("fitness:msg.goalOnlyToday"),
  goalNotThisWeek: message("fitness:msg.goalNotThisWeek"),
  youtubeId: message("fitness:msg.youtubeId"),
  compendiumCode: message("fitness:msg.compendiumCode"),
  // The /api calls' query parameters (Django REST framework's wording).
  validBoolean: message("fitness:msg.validBoolean"),
  validInteger: message("fitness:msg.validInteger"),
  atLeastOne: message("fitness:msg.atLeastOne"),
} as const;

/** The area's toasts (issue 41): each travels as a `fitness:` key and is said in the reader's language. */
export const FITNESS_TOAST = {
  added: message("fitness:toast.added"),
  exerciseAdded: message("fitness:toast.exerciseAdded"),
  exerciseUpdated: message("fitness:toast.exerciseUpdated"),
  planAdded: message("fitness:toast.planAdded"),
  removed: message("fitness:toast.removed"),
  updated: message("fitness:toast.updated"),
  planCleared: message("fitness:toast.planCleared"),
  goalSaved: message("fitness:toast.goalSaved"),
  exerciseDeleted: message("fitness:toast.exerciseDeleted"),
  pictureExists: message("fitness:toast.pictureExists"),
} as const;

/** The headings the related groups of an exercise are labelled with. */
export const RELATED_LABELS = ["Easier options", "Similar activities", "More challenging"] as const;
