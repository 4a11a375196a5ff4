import type { Generated, Insertable, Selectable } from "kysely";

/** Meal/course codes, in the day's order (their labels: app/journal/codes.ts). */
export type MealCode = "A" | "B" | "C" | "D" | "E" | "Z";
/** An entry is a food (a food item or a recipe), or the day's hydration or electrolyte. */
export type EntryKind = "food" | "hydration" | "electrolyte";

/**
 * The daily food journal (migration 0005, docs/decisions/0040-journal-entries.md). Canonical
 * units are in the column names: grams, milligrams, kilocalories, fluid ounces, exchange
 * servings (`_srv`).
 */
export interface JournalEntriesTable {
  id: Generated<number>;
  user_id: number;
  /** The clinic calendar day, YYYY-MM-DD. */
  day: string;
  /** HH:MM:SS, 24-hour (migration 0055 gave older HH:MM rows their seconds); null when not given. */
  time: string | null;
  meal: Generated<MealCode>;
  kind: Generated<EntryKind>;
  food_id: number | null;
  recipe_id: number | null;
  item_name: Generated<string>;
  item_desc: Generated<string>;
  quantity: number;
  measure_id: number | null;
  measure_amount: Generated<number>;
  measure_text: Generated<string>;
  measure_g: number | null;
  food_g: number | null;
  recipe_servings: number | null;
  fluid_floz: number | null;
  energy_kcal: Generated<number>;
  protein_kcal: Generated<number>;
  vegetable_srv: Generated<number>;
  fruit_srv: Generated<number>;
  fat_srv: Generated<number>;
  starch_srv: Generated<number>;
  dairy_srv: Generated<number>;
  misc_srv: Generated<number>;
  protein_g: Generated<number>;
  carbohydrate_g: Generated<number>;
  fat_g: Generated<number>;
  fiber_g: Generated<number>;
  sugars_g: Generated<number>;
  saturated_fat_g: Generated<number>;
  cholesterol_mg: Generated<number>;
  sodium_mg: Generated<number>;
  potassium_mg: Generated<number>;
  calcium_mg: Generated<number>;
  iron_mg: Generated<number>;
  hunger_before: number | null;
  hunger_after: number | null;
  created_at: string;
  updated_at: string;
}

export interface NutritionGoalsTable {
  id: Generated<number>;
  user_id: number;
  /** The first day the goal applies to, YYYY-MM-DD; it applies until a newer goal starts. */
  starts_on: string;
  calories_kcal: Generated<number>;
  protein_kcal: Generated<number>;
  vegetable_srv: Generated<number>;
  fruit_srv: Generated<number>;
  fat_srv: Generated<number>;
  starch_srv: Generated<number>;
  dairy_srv: Generated<number>;
  misc_srv: Generated<number>;
  hydration_floz: Generated<number>;
  electrolyte_floz: Generated<number>;
  set_by: number | null;
  created_at: string;
  updated_at: string;
}

export interface JournalTables {
  journal_entries: JournalEntriesTable;
  nutrition_goals: NutritionGoalsTable;
}

export type JournalEntryRow = Selectable<JournalEntriesTable>;
export type NewJournalEntry = Insertable<JournalEntriesTable>;
export type NutritionGoalRow = Selectable<NutritionGoalsTable>;
