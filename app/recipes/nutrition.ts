import { CORE_NUTRIENTS } from "~/foods/codes";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Nutrition facts of a recipe, per serving (docs/decisions/0020-recipe-nutrition-and-ranges.md).
 * Pure: the domain loads the lines, this adds them up.
 *
 * A recipe line is `quantity` of a food's common measure. The measure row says that
 * `measure.quantity` of it weighs `measure.grams` ("0.5 cup, chopped" = 44 g), so the line weighs
 * quantity × grams / measure.quantity. Nutrient values are per the food's base weight (100 g for
 * USDA foods).
 */

export interface NutritionLine {
  quantity: number;
  /** The measure row's own amount and weight; null when the line has no usable measure. */
  measureQuantity: number | null;
  measureGrams: number | null;
  baseWeight: number;
  /** Nutrient number → value per base weight. */
  values: Record<string, number>;
  servings?: FoodServingsPerBase;
}

/** A food's programme servings per its base weight. */
export interface FoodServingsPerBase {
  vegetable: number;
  fruit: number;
  dairy: number;
  fat: number;
  starch: number;
  misc: number;
  protein_calories: number;
}

/** The Nutrition Facts panel, in label order. */
export const NUTRITION_FACTS = [
  { number: CORE_NUTRIENTS.energy, label: "Calories", units: "kcal", decimals: 0 },
  { number: CORE_NUTRIENTS.fat, label: "Total Fat", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.saturatedFat, label: "Saturated Fat", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.cholesterol, label: "Cholesterol", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.sodium, label: "Sodium", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.carbohydrate, label: "Total Carbohydrate", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.fiber, label: "Dietary Fiber", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.sugars, label: "Sugars", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.protein, label: "Protein", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.potassium, label: "Potassium", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.calcium, label: "Calcium", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.iron, label: "Iron", units: "mg", decimals: 1 },
] as const;

export const NUTRITION_FACT_NUMBERS: string[] = NUTRITION_FACTS.map((n) => n.number);

export type NutritionFact = z.infer<typeof apiShapes.nutritionFact>;

/** Grams a line weighs; 0 when it has no usable measure (the editor asks "Please select weight!"). */
export function lineGrams(line: Pick<NutritionLine, "quantity" | "measureQuantity" | "measureGrams">): number {
  if (!line.measureGrams || !line.measureQuantity || line.measureQuantity <= 0) return 0;
  return (line.quantity * line.measureGrams) / line.measureQuantity;
}

/** A recipe without yields counts as one serving. */
export const servingsCount = (yields: number | null | undefined) => (yields && yields > 0 ? yields : 1);

/** Unrounded totals per serving, by nutrient number (only the nutrients the lines carry). */
export function nutrientsPerServing(lines: NutritionLine[], yields: number | null | undefined): Record<string, number> {
  const total: Record<string, number> = {};
  for (const line of lines) {
    const grams = lineGrams(line);
    if (grams <= 0 || line.baseWeight <= 0) continue;
    const factor = grams / line.baseWeight;
    for (const [number, value] of Object.entries(line.values)) total[number] = (total[number] ?? 0) + value * factor;
  }
  const n = servingsCount(yields);
  for (const k of Object.keys(total)) total[k] /= n;
  return total;
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** The Nutrition Facts panel: every label nutrient, 0 when no ingredient carries it. */
export function nutritionFacts(lines: NutritionLine[], yields: number | null | undefined): NutritionFact[] {
  const per = nutrientsPerServing(lines, yields);
  return NUTRITION_FACTS.map((n) => ({ nutrient: n.number, name: n.label, units: n.units, value: round(per[n.number] ?? 0, n.decimals) }));
}

/** The three figures the ranges and filters use, per serving. */
export function macrosPerServing(lines: NutritionLine[], yields: number | null | undefined): { kcal: number; carb_g: number; protein_g: number } {
  const per = nutrientsPerServing(lines, yields);
  return {
    kcal: round(per[CORE_NUTRIENTS.energy] ?? 0, 1),
    carb_g: round(per[CORE_NUTRIENTS.carbohydrate] ?? 0, 1),
    protein_g: round(per[CORE_NUTRIENTS.protein] ?? 0, 1),
  };
}

/**
 * The programme servings one serving of the recipe holds: each food's servings scaled by the
 * line's grams over its base weight, over the yields. Staff may overwrite them in Basic Details.
 */
export function servingsPerServing(lines: NutritionLine[], yields: number | null | undefined): FoodServingsPerBase {
  const out: FoodServingsPerBase = { vegetable: 0, fruit: 0, dairy: 0, fat: 0, starch: 0, misc: 0, protein_calories: 0 };
  const n = servingsCount(yields);
  for (const line of lines) {
    const grams = lineGrams(line);
    if (!line.servings || grams <= 0 || line.baseWeight <= 0) continue;
    const factor = grams / line.baseWeight / n;
    for (const k of Object.keys(out) as (keyof FoodServingsPerBase)[]) out[k] += line.servings[k] * factor;
  }
  for (const k of Object.keys(out) as (keyof FoodServingsPerBase)[]) out[k] = round(out[k], k === "protein_calories" ? 0 : 1);
  return out;
}
