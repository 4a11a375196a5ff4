import type { JournalEntryRow, NutritionGoalRow } from "~/db/tables/journal";
import { shown } from "~/domain/rounding";
import { amountText, type EntryValues, progressPercent, roundTo, shownDecimalsOf } from "./amounts";
import { GOAL_KINDS, GRAMS_MEASURE, JOURNAL_NUTRIENTS, VALUE_COLUMNS } from "./codes";
import type { GoalProgress, JournalEntry, JournalGoal, JournalSummary } from "./types";

/** The journal's rows and their shapes: entries, goals and summaries as the pages and the API show them. The journal's front door is journal.server.ts. */

/** The caller, with their clinic's time zone: "today" and "no future dates" are the clinic's. */

export const ENTRY_COLUMNS = [
  "id",
  "day",
  "time",
  "meal",
  "kind",
  "food_id",
  "recipe_id",
  "item_name",
  "item_desc",
  "quantity",
  "measure_id",
  "measure_amount",
  "measure_text",
  "measure_g",
  "food_g",
  "recipe_servings",
  "fluid_floz",
  ...VALUE_COLUMNS,
  "hunger_before",
  "hunger_after",
  "created_at",
  "updated_at",
] as const;

export type EntryRow = Omit<JournalEntryRow, "user_id">;

const isRecipeRow = (r: Pick<EntryRow, "kind" | "recipe_servings">) => r.kind === "food" && r.recipe_servings !== null;
const isFoodRow = (r: Pick<EntryRow, "kind" | "recipe_servings">) => r.kind === "food" && r.recipe_servings === null;

/** A row's measure as the API names it: an id, "g", or null (a recipe's servings, a drink). */
export function measureOfRow(r: EntryRow): number | "g" | null {
  if (!isFoodRow(r)) return null;
  return r.measure_text === GRAMS_MEASURE ? GRAMS_MEASURE : r.measure_id;
}

export function toEntry(r: EntryRow): JournalEntry {
  const food = isFoodRow(r);
  const recipe = isRecipeRow(r);
  return {
    id: r.id,
    entry: r.kind,
    recipe: r.recipe_id,
    food: r.food_id,
    recipe_name: recipe ? r.item_name : null,
    food_name: food ? r.item_name : null,
    food_long_desc: food ? r.item_desc : null,
    added_on: r.day,
    time: r.time,
    meal: r.meal,
    quantity: r.quantity,
    measure: measureOfRow(r),
    measure_data: food ? { id: r.measure_id, measure: r.measure_text, quantity: r.measure_amount, grams: roundTo(r.measure_g ?? 0, 2) } : null,
    amount: amountText(r),
    grams: r.food_g === null ? null : roundTo(r.food_g, 1),
    servings: r.recipe_servings,
    fluid_oz: r.fluid_floz,
    calories: roundTo(r.energy_kcal, 1),
    protein_calories: roundTo(r.protein_kcal, 1),
    vegetable: roundTo(r.vegetable_srv, 2),
    ssvg_fat: roundTo(r.fat_srv, 2),
    starch: roundTo(r.starch_srv, 2),
    fruit: roundTo(r.fruit_srv, 2),
    dairy: roundTo(r.dairy_srv, 2),
    misc: roundTo(r.misc_srv, 2),
    hunger_before: r.hunger_before,
    hunger_after: r.hunger_after,
    created: r.created_at,
    updated: r.updated_at,
  };
}

export function toGoal(g: NutritionGoalRow): JournalGoal {
  return {
    id: g.id,
    date: g.starts_on,
    calories: g.calories_kcal,
    protein_calories: g.protein_kcal,
    vegetable: g.vegetable_srv,
    fruits: g.fruit_srv,
    fat: g.fat_srv,
    misc: g.misc_srv,
    starch: g.starch_srv,
    dairy: g.dairy_srv,
    // A goal set in millilitres is stored as exact ounces: shown to the hundredth, as the cards show ounces.
    hydration: roundTo(g.hydration_floz, 2),
    electrolyte: roundTo(g.electrolyte_floz, 2),
    set_by_clinic: g.set_by !== null && g.set_by !== g.user_id,
    updated: g.updated_at,
  };
}

/** A day's summary (spec part 2 §3 Journal summary) from its totals. */
export function toSummary(
  day: string,
  totals: EntryValues,
  fluids: { hydration: number; electrolyte: number },
  goalId: number | null,
  entries: number,
): JournalSummary {
  return {
    id: day,
    date: day,
    calories: roundTo(totals.energy_kcal, 1),
    protein_calories: roundTo(totals.protein_kcal, 1),
    vegetable: roundTo(totals.vegetable_srv, 2),
    fruit: roundTo(totals.fruit_srv, 2),
    fat: roundTo(totals.fat_srv, 2),
    misc: roundTo(totals.misc_srv, 2),
    starch: roundTo(totals.starch_srv, 2),
    dairy: roundTo(totals.dairy_srv, 2),
    hydration: roundTo(fluids.hydration, 2),
    electrolyte: roundTo(fluids.electrolyte, 2),
    nut: JOURNAL_NUTRIENTS.map((n) => ({ label: n.label, data: roundTo(totals[n.column], n.decimals + 1), units: n.units })),
    goal: goalId,
    // Filled in from the fitness area (caloriesBurnedByDay) where the day has activity.
    calories_burned: null,
    entries,
  };
}

/** The goal cards: the day's total against the goal in force, percentage capped at 100. */
export function goalProgress(summary: JournalSummary, goal: JournalGoal | null): GoalProgress[] {
  return GOAL_KINDS.map((k) => {
    const total = summary[k.summary];
    const target = goal ? goal[k.goal] : null;
    return { key: k.key, label: k.label, unit: k.unit, total, goal: target, percent: progressPercent(shown(total, shownDecimalsOf(k.unit)), target) };
  });
}
