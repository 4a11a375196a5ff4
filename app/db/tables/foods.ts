import type { Generated, Insertable, Selectable, Updateable } from "kysely";

/** The stored values of the food code lists of spec part 2 §3 (their labels: app/foods/codes.ts). */
export type ProteinCalorieType = 1 | 2 | 3 | 4 | 5;
export type ServingsType = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;
/** A personal food waits as pending; staff approve it into the database or decline it. */
export type FoodStatus = "pending" | "approved" | "declined";
/** Why staff declined a food or a recipe. */
export type DeclineCode = "A" | "B" | "C" | "D" | "E" | "Z";

export interface FoodGroupsTable {
  id: Generated<number>;
  /** 1 = SR28 food group, 2 and 3 = comma parts of the description (the food is level 4). */
  level: number;
  parent_id: number | null;
  name: string;
  /** SR28 FdGrp_Cd of a level-1 group. */
  code: string | null;
}

export interface FoodsTable {
  id: Generated<number>;
  /** SR28 NDB number; null for foods entered here. */
  ndb_no: string | null;
  name: string;
  long_desc: string;
  /** SR28's ComName: what people call the food ("oatmeal, cooked"); searched too. "" for most. */
  common_name: Generated<string>;
  /** Grams the nutrient values refer to (100 for USDA foods). */
  base_weight: Generated<number>;
  upc_code: string | null;
  useful: Generated<number>;
  source: string;
  link: string | null;
  hier1_id: number | null;
  hier2_id: number | null;
  hier3_id: number | null;
  protein_calorie_type: Generated<ProteinCalorieType>;
  protein_calories: Generated<number>;
  servings_type: Generated<ServingsType>;
  servings_fat: Generated<number>;
  servings_vegetable: Generated<number>;
  servings_fruit: Generated<number>;
  servings_dairy: Generated<number>;
  servings_starch: Generated<number>;
  servings_misc: Generated<number>;
  /** The patient whose personal food this is; null for the database's own foods. */
  owner_id: number | null;
  status: Generated<FoodStatus>;
  decline_code: DeclineCode | null;
  created_at: string;
  updated_at: string;
}

export interface NutrientsTable {
  id: Generated<number>;
  /** SR28 Nutr_No. */
  number: string;
  name: string;
  units: string;
  tagname: Generated<string>;
  sort_order: number;
  decimals: Generated<number>;
}

export interface NutrientValuesTable {
  id: Generated<number>;
  food_id: number;
  nutrient_id: number;
  value: number;
}

export interface IngredientWeightsTable {
  id: Generated<number>;
  food_id: number;
  seq: number;
  quantity: number;
  measure: string;
  grams: number | null;
  usda: Generated<number>;
}

export interface ResourcesTable {
  id: Generated<number>;
  title: string;
  author: string;
  /** ISO date. */
  created: string;
  description_html: string;
  body_html: string;
}

export interface FoodsTables {
  food_groups: FoodGroupsTable;
  foods: FoodsTable;
  nutrients: NutrientsTable;
  nutrient_values: NutrientValuesTable;
  ingredient_weights: IngredientWeightsTable;
  resources: ResourcesTable;
}

export type Food = Selectable<FoodsTable>;
export type NewFood = Insertable<FoodsTable>;
export type FoodUpdate = Updateable<FoodsTable>;
export type IngredientWeight = Selectable<IngredientWeightsTable>;
export type Resource = Selectable<ResourcesTable>;
