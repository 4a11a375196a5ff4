import { message } from "~/i18n/languages";

/**
 * The refusals of My Workout's forms and API (spec part 3 §8, the spec's wording in English):
 * each travels as a `fitness:` key and is said in the reader's language (issue 41).
 */
export const WORKOUT_MSG = {
  selectExercise: message("fitness:myWorkout.selectExercise"),
  selectPlan: message("fitness:myWorkout.selectPlan"),
} as const;

/** The staff exercise editor's refusals (issue 41): `fitness:` keys, said in the reader's language. */
export const EXERCISE_MSG = {
  youtubeId: message("fitness:exercises.editor.youtubeId"),
  compendiumCode: message("fitness:exercises.editor.compendiumCode"),
  alreadyRelated: message("fitness:exercises.editor.alreadyRelated"),
  notItself: message("fitness:exercises.editor.notItself"),
} as const;
