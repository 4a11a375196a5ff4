import { z } from "zod";
import { day, id, int, named, oneOf, shape, shortList } from "~/api/shapes";

import { ACTIVITY_TYPES, GROUP_BYS } from "./codes";

/** What the fitness calls answer (docs/api.md, Fitness), checked against the domain's types. */

const activityType = z.enum(ACTIVITY_TYPES);
const flag = oneOf([0, 1] as const);

export const exerciseImage = named(
  "ExerciseImage",
  shape({ data: z.string().describe("The picture to show: the 640-pixel rendition."), photo_l: z.string(), photo_m: z.string(), photo_s: z.string() }),
);

const cardShape = {
  id: id(),
  name: z.string(),
  type: z.string().describe('The kind of activity ("Walking", "Cycling", …).'),
  type_of_activity: activityType,
  /** The description as plain text (cards show its first 50 characters). */
  description: z.string(),
  met: z.number(),
  compendium_code: z.string(),
  featured: z.boolean(),
  flame: oneOf([1, 2, 3] as const).describe("1 light, 2 moderate, 3 vigorous: the MET bands < 3, 3–5.9, ≥ 6."),
  flame_value: z.enum(["Light", "Moderate", "Vigorous"]),
  main_image: exerciseImage.nullable(),
};

export const exerciseCard = named("ExerciseCard", shape({ ...cardShape, description: z.string().describe("Plain text.") }));

export const relatedGroup = named(
  "RelatedExercises",
  shape({
    label: z.enum(["Easier options", "Similar activities", "More challenging"]),
    data: z.array(shape({ id: id(), name: z.string(), src: z.string().nullable() })),
  }),
);

export const exerciseDetail = named(
  "ExerciseDetail",
  shape({
    ...cardShape,
    main_image: exerciseImage.extend({ id: id() }).nullable(),
    description: z.string().describe("Sanitized HTML."),
    instructions: z.string().describe("Sanitized HTML."),
    compendium_description: z.string(),
    videos: z.array(
      shape({
        id: id(),
        youtube_id: z.string(),
        title: z.string(),
        thumbnail: z.string(),
        thumbnail_small: z.string(),
        embed_url: z.string().describe("The privacy-enhanced player, https://www.youtube-nocookie.com/embed/…"),
      }),
    ),
    related: z.array(relatedGroup),
    image_list: z.array(exerciseImage.extend({ id: id() })),
    already_in_plan: z.boolean(),
    plan_entry_id: id().nullable().describe("The caller's plan row of this exercise."),
  }),
);

export const potentialBurn = shape({
  value: z.number().nullable().describe("Net kcal of 30 minutes; null without a weight."),
  name: z.string(),
  met: z.number(),
  weight_kg: z.number().nullable(),
  met_table: z.array(shape({ minutes: int(), calories: z.number(), gross_calories: z.number() })),
  message: z.string(),
});

export const exerciseFilter = shape({
  /** "type_of_activity:Cardio": unique across groups. */
  id: z.string(),
  group: z.string(),
  param: z.enum(["type_of_activity", "type", "flame", "featured"]).describe("The query parameter of /api/exercises to send `value` back as."),
  value: z.string(),
  label: z.string(),
  count: int().min(0),
});

const planSummaryShape = {
  id: id(),
  name: z.string(),
  group: z.string(),
  subgroup: z.string(),
  description: z.string(),
  /** Days a week with something booked. */
  days_per_week: int().min(0).max(7),
  exercise_count: int().min(0),
};

export const workoutPlan = named("WorkoutPlan", shape(planSummaryShape));

export const workoutPlanDetail = named(
  "WorkoutPlanDetail",
  shape({
    ...planSummaryShape,
    notes_html: z.string(),
    plan_details: z.string(),
    /** One entry per weekday, Sunday first; a rest day has no items. */
    work_schedule: z
      .array(
        shape({
          weekday: int().min(0).max(6),
          day: z.string(),
          items: z.array(
            shape({ id: id().describe("The exercise."), name: z.string(), time: z.string().describe('"30 min"'), minutes: int(), type_of_activity: activityType, main_image: exerciseImage.nullable() }),
          ),
        }),
      )
      .describe("Seven days, Sunday first; a rest day has no items."),
  }),
);

export const planEntry = named(
  "PlanEntry",
  shape({
    id: id(),
    exercise: id(),
    exercise_data: shape({ id: id(), name: z.string(), type: z.string(), type_of_activity: activityType, met: z.number(), main_image: exerciseImage.nullable() }),
    is_plan: int().min(0).max(1).describe("1 once weekdays were chosen (by a plan or the member), 0 when added without."),
    sunday: flag,
    monday: flag,
    tuesday: flag,
    wednesday: flag,
    thursday: flag,
    friday: flag,
    saturday: flag,
  }),
);

export const caloriesByWeek = shape({
  count: int().min(0),
  next: z.null(),
  previous: z.null(),
  start_date: day(),
  end_date: day(),
  total: z.number(),
  results: z.array(shape({ week_of: day().describe("The week's Sunday."), days: z.array(z.number()).length(7).describe("Sunday first."), total: z.number() })),
});

export const historyChart = shape({
  chart_title: z.string(),
  /** Bucket starts (a day, or a week's Sunday), oldest first. */
  data_categories: z.array(day()),
  data_series: z.array(shape({ name: z.string(), color: z.string(), unit: z.string(), data: z.array(shape({ x: day(), y: z.number() })) })),
  exercise: z.array(shape({ id: id(), name: z.string() })).describe("The exercises the member logged, for the filter."),
  start_date: day(),
  end_date: day(),
  group_by: z.enum(GROUP_BYS),
});

export const log = named(
  "ExerciseLog",
  shape({
    id: id(),
    exercise: id(),
    exercise_name: z.string(),
    /** The exercise's MET (the forms' estimate). */
    exercise_met: z.number(),
    datedone: day(),
    duration: int().describe("Minutes."),
    calories: z.number().nullable().describe("kcal counted (net of rest, or as entered); null without a weight."),
    /** MET × kg × h when computed. */
    calories_gross: z.number().nullable(),
    calories_entered: z.boolean(),
    notes: z.string(),
    weekday: int().min(0).max(6),
    type_of_activity: activityType,
    source: z.string(),
  }),
);

export const journalEntry = named(
  "FitnessJournalEntry",
  shape({
    id: id(),
    date: day(),
    exercise: id(),
    exercise_title: z.string(),
    type_of_activity: activityType,
    weight_lifted: z.number().nullable().describe("Pounds."),
    reps: int().nullable(),
    number_of_sets: int().nullable(),
    minutes: int(),
    calories_burned: z.number().nullable(),
    calories_entered: z.boolean(),
    notes: z.string(),
    source: z.string(),
  }),
);

export const journalWeekTotals = shape({
  start_date: day(),
  end_date: day(),
  cardio: z.number().describe("Minutes."),
  resistance: int().describe("Sessions: days with an entry of that type."),
  flexibility: int(),
  calories_burned: z.number(),
  list: z.array(journalEntry),
});

export const goal = named(
  "FitnessGoal",
  shape({
    id: id().nullable().describe("Null when the week carries an earlier week's goal."),
    date: day().describe("The day it was set."),
    start_date: day(),
    end_date: day(),
    cardio: z.number(),
    resistance: z.number(),
    flexibility: z.number(),
    calories_burned: z.number(),
    /** The week the goal was set in, when it is carried forward. */
    carried_from: day().nullable(),
  }),
);

export const goalWeek = shortList(goal).describe("The goal in effect that week, or none.");
export const relatedExercisesList = shortList(relatedGroup);
