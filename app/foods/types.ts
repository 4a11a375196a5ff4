import type { DeclineCode, FoodStatus, ProteinCalorieType, ServingsType } from "./codes";

/** The result shapes of the food domain: what pages and /api handlers get back. */

/** A food in a list or a search result (a card). */
export interface FoodSummary {
  id: number;
  name: string;
  long_desc: string;
  source: string;
  status: FoodStatus;
  decline_code: DeclineCode | null;
  owner_id: number | null;
  base_weight: number;
  hier1: number | null;
  hier2: number | null;
  hier3: number | null;
  /** Energy per base weight, when the food has it. */
  energy_kcal: number | null;
  protein_calories: number;
  servings_type: ServingsType;
}

export interface FoodGroup {
  id: number;
  name: string;
  level: number;
  parent: number | null;
}

export interface FoodServings {
  protein_calorie_type: ProteinCalorieType;
  protein_calories: number;
  servings_type: ServingsType;
  servings_fat: number;
  servings_vegetable: number;
  servings_fruit: number;
  servings_dairy: number;
  servings_starch: number;
  servings_misc: number;
}

/** One cell of the nutrition table: text in the first columns, numbers (or null) after. */
export type NutCell = string | number | null;

export interface FoodDetail extends FoodServings {
  id: number;
  ndb_no: string | null;
  name: string;
  long_desc: string;
  base_weight: number;
  upc_code: string | null;
  useful: boolean;
  source: string;
  link: string | null;
  hier1: number | null;
  hier2: number | null;
  hier3: number | null;
  hier1_data: FoodGroup | null;
  hier2_data: FoodGroup | null;
  hier3_data: FoodGroup | null;
  status: FoodStatus;
  decline_code: DeclineCode | null;
  owner_id: number | null;
  created_at: string;
  updated_at: string;
  /**
   * The nutrition table, header row first:
   * ["Group", "Nutrient", "Unit", "Per 100 g", "1 cup, chopped (91 g)", …], then one row per
   * nutrient the food has, by nutrient group (Proximates, Minerals, Vitamins, Lipids, Amino
   * acids, Other) and by name within a group. Values are rounded to the nutrient's decimals.
   */
  nut_data: NutCell[][];
}

export interface IngredientWeightRow {
  id: number;
  food: number;
  seq: number;
  quantity: number;
  measure: string;
  grams: number | null;
  usda: boolean;
}

export interface NutrientValueRow {
  id: number;
  food: number;
  nut_val: number;
  nut_data: { id: number; number: string; name: string; units: string; tagname: string; decimals: number; group: string };
}

/** A pending food in the approval list, with who submitted it. */
export interface PendingFood extends FoodSummary {
  created_at: string;
  updated_at: string;
  owner: { id: number; first_name: string; last_name: string; email: string } | null;
}
