import type { DeclineCode, FoodStatus, ProteinCalorieType, ServingsType } from "~/db/tables/foods";

/** The food code lists of spec part 2 §3, shared by the forms, the API and the seed. */

export type { DeclineCode, FoodStatus, ProteinCalorieType, ServingsType };

export const PROTEIN_CALORIE_TYPES = [
  { id: 1, label: "VERY LEAN" },
  { id: 2, label: "LEAN" },
  { id: 3, label: "MEDIUM" },
  { id: 4, label: "PROTEIN" },
  { id: 5, label: "None" },
] as const satisfies readonly { id: ProteinCalorieType; label: string }[];

export const SERVINGS_TYPES = [
  { id: 1, label: "Fat" },
  { id: 2, label: "Vegetable" },
  { id: 3, label: "Fruit" },
  { id: 4, label: "Dairy" },
  { id: 5, label: "Starch" },
  { id: 6, label: "Misc" },
  { id: 7, label: "Zero" },
  { id: 8, label: "None" },
] as const satisfies readonly { id: ServingsType; label: string }[];

export const DECLINE_CODES = [
  { code: "A", label: "User requested" },
  { code: "B", label: "Duplicate recipe" },
  { code: "C", label: "Not within guidelines of the Acute Stage diet" },
  { code: "D", label: "Not relatively easy to prepare with commonly available items" },
  { code: "E", label: "Information incomplete; quantities and/or measures required" },
  { code: "Z", label: "Not appropriate for publishing" },
] as const satisfies readonly { code: DeclineCode; label: string }[];
export const DECLINE_CODE_VALUES = DECLINE_CODES.map((d) => d.code) as [DeclineCode, ...DeclineCode[]];

/** A personal food waits as pending; staff approve it into the database or decline it. */
export const FOOD_STATUSES = ["pending", "approved", "declined"] as const satisfies readonly FoodStatus[];

/** What the USDA copy is called in the food's data source field. */
export const USDA_SOURCE = "USDA SR28";
/** The data source of a food a patient entered (the field is staff-only in the form). */
export const PERSONAL_SOURCE = "Personal food";

/**
 * The nutrients a food entered here starts with (all zero until filled in on the Nutrient Data
 * step): the label nutrients, by SR28 number.
 */
export const CORE_NUTRIENTS = {
  energy: "208",
  protein: "203",
  fat: "204",
  carbohydrate: "205",
  fiber: "291",
  sugars: "269",
  sodium: "307",
  potassium: "306",
  cholesterol: "601",
  saturatedFat: "606",
  calcium: "301",
  iron: "303",
} as const;
export const ALCOHOL_NUTRIENT = "221";

/**
 * The programme's exchange servings, in the one order every screen lists them: the key a recipe
 * (and a journal entry) uses, the food's own column, and the label.
 */
export const SERVING_KINDS = [
  { key: "protein_calories", food: "protein_calories", label: "Protein calories" },
  { key: "vegetable", food: "servings_vegetable", label: "Vegetable" },
  { key: "fruit", food: "servings_fruit", label: "Fruit" },
  { key: "dairy", food: "servings_dairy", label: "Dairy" },
  { key: "fat", food: "servings_fat", label: "Fat" },
  { key: "starch", food: "servings_starch", label: "Starch" },
  { key: "misc", food: "servings_misc", label: "Misc" },
] as const;
export type ServingKey = (typeof SERVING_KINDS)[number]["key"];
