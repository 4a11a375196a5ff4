import { z } from "zod";
import { UNIT_SYSTEMS } from "~/domain/units";
import { day, id, int, shape, timestamp } from "~/api/shapes";
import { contentItem } from "~/content/api-shapes";
import { exerciseCard, planEntry } from "~/fitness/api-shapes";
import { GOAL_KINDS } from "~/journal/codes";
import { dashboardPoint } from "~/progress/api-shapes";
import { recipeCard } from "~/recipes/api-shapes";

/** What GET /api/exercises/my_home answers (docs/api.md, Home): every block of the dashboard. */
export const myHome = shape({
  featured_recipes: z.array(recipeCard),
  featured_exercises: z.array(exerciseCard),
  my_fitness: z.array(planEntry.extend({ logged_minutes_today: z.number().describe("Minutes already logged today for this exercise.") })).describe("The first 8 of today's planned exercises."),
  recipes_submitted: z.array(recipeCard),
  recipes_favorited: z.array(recipeCard),
  recently_reviewed: z.array(
    shape({
      id: id(),
      recipe: shape({ id: id(), name: z.string() }),
      title: z.string(),
      rating: int().nullable(),
      is_approved: z.boolean().nullable(),
      created: timestamp(),
      day: day().describe("The clinic's calendar day of `created`."),
    }),
  ),
  latest_badge: shape({ id: id(), name: z.string(), image: z.string(), date: day() }).nullable(),
  ads: z.array(contentItem).describe("Active ones."),
  weight_chart: z.array(dashboardPoint).describe("The first point and the last 11."),
  weight_change: z.number().describe("Since the first weigh-in, in `weight_units`."),
  weight_trend_28d: z.number().nullable(),
  current_weight: shape({ date: day(), weight: z.number() }).nullable(),
  goal_weight: z.number().nullable(),
  to_goal: z.number().nullable(),
  weight_units: z.enum(UNIT_SYSTEMS).describe("The units of the weights above: pounds (imperial) unless the call asks `?units=metric`."),
  my_fitness_count: int().min(0),
  motivational: contentItem.nullable(),
  appointment: shape({ appt_date: day(), appt_time: z.string() }).nullable(),
  journal_today: shape({
    entries: int().min(0),
    progress: z.array(
      shape({
        key: z.enum(GOAL_KINDS.map((g) => g.key) as [string, ...string[]]),
        label: z.string(),
        unit: z.string(),
        total: z.number(),
        goal: z.number().nullable(),
        percent: z.number().nullable(),
      }),
    ),
    has_goal: z.boolean(),
    calories_burned: z.number().nullable(),
  }),
  today: day(),
});
