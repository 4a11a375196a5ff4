import type { LabelValues } from "./nutrition-facts";

/**
 * The food nutrition search card's state lives in the hosting page's URL, under these query
 * parameters, so the card works as plain GET forms and links without JavaScript and any page
 * can host it next to its own parameters.
 */
export const FOOD_CARD_PARAMS = { term: "food_q", food: "food", measure: "measure", qty: "qty" } as const;
export const FOOD_CARD_PARAM_NAMES: readonly string[] = Object.values(FOOD_CARD_PARAMS);

/** The measure option for the food's base weight (nutrient values are stored per base weight). */
export const BASE_MEASURE = "base";

/** Spec part 2 §9: patient food search limit 20. */
export const FOOD_CARD_LIMIT = 20;

export interface FoodCardResult {
  id: number;
  long_desc: string;
  /** kcal per base weight. */
  energy_kcal: number | null;
  base_weight: number;
  /** The viewer's own personal food. */
  mine: boolean;
  status: "pending" | "approved" | "declined";
}

export interface FoodCardMeasure {
  /** An ingredient_weights id, or BASE_MEASURE. */
  value: string;
  label: string;
  grams: number;
}

export interface FoodCardSelection {
  id: number;
  long_desc: string;
  source: string;
  base_weight: number;
  /** The food's page for this viewer: details for staff, the read-only view for patients. */
  href: string;
  values: LabelValues;
  measures: FoodCardMeasure[];
  /** The chosen measure (one of `measures`) and the quantity as typed. */
  measure: string;
  qty: string;
}

export interface FoodSearchCardData {
  /** The search box's text as it came in the URL. */
  term: string;
  /** 'Enter search term!' after an empty (or under 3 characters) search was submitted. */
  error: string | null;
  /** True when a search ran (a term of 3 characters or more). */
  searched: boolean;
  count: number;
  results: FoodCardResult[];
  selected: FoodCardSelection | null;
  /** A food id in the URL that this viewer cannot see (or that does not exist). */
  missingFood: boolean;
}
