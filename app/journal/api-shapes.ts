import { z } from "zod";
import { day, id, int, named, shape, timestamp } from "~/api/shapes";
import { ENTRY_KINDS, MEAL_CODES } from "./codes";

/** What the journal calls answer (docs/api.md, Journal), checked against the domain's types. */

const measureRef = z.union([id(), z.literal("g"), z.null()]).describe('A common measure\'s id, "g" for grams, null for a recipe (servings) or a drink (oz).');

export const entry = named(
  "JournalEntry",
  shape({
    id: id(),
    entry: z.enum(ENTRY_KINDS),
    recipe: id().nullable(),
    food: id().nullable(),
    recipe_name: z.string().nullable(),
    food_name: z.string().nullable(),
    food_long_desc: z.string().nullable(),
    added_on: day().describe("The clinic's calendar day."),
    time: z.string().nullable().describe("HH:MM, or null."),
    meal: z.enum(MEAL_CODES),
    quantity: z.number(),
    /** A common measure's id, "g" for grams, null for a recipe (servings) or a drink (oz). */
    measure: measureRef,
    measure_data: shape({ id: id().nullable(), measure: z.string(), quantity: z.number(), grams: z.number() }).nullable(),
    amount: z.string().describe('"1 cup, chopped", "150 g", "1 1/2 servings", "16 oz".'),
    /** Canonical amounts: grams of a food, servings of a recipe, ounces of a drink. */
    grams: z.number().nullable(),
    servings: z.number().nullable(),
    fluid_oz: z.number().nullable(),
    calories: z.number(),
    protein_calories: z.number(),
    vegetable: z.number(),
    ssvg_fat: z.number(),
    starch: z.number(),
    fruit: z.number(),
    dairy: z.number(),
    misc: z.number(),
    hunger_before: int().min(0).max(10).nullable(),
    hunger_after: int().min(0).max(10).nullable(),
    created: timestamp(),
    updated: timestamp(),
  }),
);

export const goal = named(
  "JournalGoal",
  shape({
    id: id(),
    date: day().describe("The day it takes effect."),
    calories: z.number(),
    protein_calories: z.number(),
    vegetable: z.number(),
    fruits: z.number(),
    fat: z.number(),
    misc: z.number(),
    starch: z.number(),
    dairy: z.number(),
    hydration: z.number(),
    electrolyte: z.number(),
    /** Set by the patient (false) or by their clinic (true). */
    set_by_clinic: z.boolean(),
    updated: timestamp(),
  }),
);

export const daySummary = shape({
  /** The day, YYYY-MM-DD (a summary is one day's). */
  id: day(),
  date: day(),
  calories: z.number(),
  protein_calories: z.number(),
  vegetable: z.number(),
  fruit: z.number(),
  fat: z.number(),
  misc: z.number(),
  starch: z.number(),
  dairy: z.number(),
  hydration: z.number(),
  electrolyte: z.number(),
  nut: z.array(shape({ label: z.string(), data: z.number(), units: z.string() })),
  goal: id().nullable().describe("The goal in force that day."),
  /**
   * Calories burned that day from the fitness journal: null until that area provides it
   * (shown beside calories eaten, never added to the calorie goal).
   */
  calories_burned: z.number().nullable(),
  entries: int().min(0),
});

export const summaries = shape({
  count: int().min(0),
  next: z.null(),
  previous: z.null(),
  results: z.array(daySummary).describe("Every day of the range, empty days too."),
  goals: z.array(goal).describe("The goals the days name."),
});

export const pickerItem = shape({
  entryId: id().describe("The entry it was last logged as (Log again copies it)."),
  kind: z.enum(["food", "recipe"]),
  itemId: id(),
  name: z.string(),
  detail: z.string(),
  amount: z.string(),
  calories: z.number(),
  meal: z.enum(MEAL_CODES),
  quantity: z.number(),
  measure: measureRef,
  times: int().optional().describe("How often it was logged (frequent items)."),
});

export const shortcuts = shape({ recent: z.array(pickerItem), frequent: z.array(pickerItem) });
export const copied = shape({ copied: int().min(0), to_date: day() });
