import { CORE_NUTRIENTS } from "./codes";

/**
 * The "Nutrition Facts" panel of the food search card: the label nutrients of a food for a chosen
 * measure and quantity. Pure and isomorphic, so the server renders the panel (JavaScript off) and
 * the browser recomputes it at once when the measure or quantity changes.
 */

export const LABEL_NUTRIENTS = [
  { key: "calories", number: CORE_NUTRIENTS.energy, label: "Calories", unit: "kcal", dailyValue: null },
  { key: "fat", number: CORE_NUTRIENTS.fat, label: "Total Fat", unit: "g", dailyValue: 78 },
  { key: "saturatedFat", number: CORE_NUTRIENTS.saturatedFat, label: "Saturated Fat", unit: "g", dailyValue: 20 },
  { key: "cholesterol", number: CORE_NUTRIENTS.cholesterol, label: "Cholesterol", unit: "mg", dailyValue: 300 },
  { key: "sodium", number: CORE_NUTRIENTS.sodium, label: "Sodium", unit: "mg", dailyValue: 2300 },
  { key: "carbohydrate", number: CORE_NUTRIENTS.carbohydrate, label: "Total Carbohydrate", unit: "g", dailyValue: 275 },
  { key: "fibre", number: CORE_NUTRIENTS.fiber, label: "Dietary Fibre", unit: "g", dailyValue: 28 },
  { key: "sugars", number: CORE_NUTRIENTS.sugars, label: "Total Sugars", unit: "g", dailyValue: null },
  { key: "protein", number: CORE_NUTRIENTS.protein, label: "Protein", unit: "g", dailyValue: 50 },
] as const;
// Daily values: the FDA's reference amounts for adults and children 4+ (21 CFR 101.9, 2016 rule).

export type LabelKey = (typeof LABEL_NUTRIENTS)[number]["key"];

/** A food's label nutrients per its base weight; a nutrient the food has no value for is absent. */
export type LabelValues = Partial<Record<LabelKey, number>>;

export interface NutritionFacts {
  /** Total weight of the portion in grams. */
  grams: number;
  /** Amount per portion, rounded for the label; null when the food has no value for it. */
  amounts: Record<LabelKey, number | null>;
  /** Percent of the daily value, whole numbers; null when there is no daily value or no amount. */
  percentDaily: Record<LabelKey, number | null>;
}

/** Picks the label nutrients out of a food's nutrient rows (SR28 nutrient numbers). */
export function labelValuesFrom(rows: { number: string; value: number }[]): LabelValues {
  const out: LabelValues = {};
  for (const n of LABEL_NUTRIENTS) {
    const row = rows.find((r) => r.number === n.number);
    if (row && Number.isFinite(row.value)) out[n.key] = row.value;
  }
  return out;
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Calories and milligrams in whole numbers, grams to one decimal. */
const labelRound = (value: number, unit: string) => (unit === "g" ? round(value, 1) : Math.round(value));

/**
 * Nutrition facts for `quantity` × a measure of `measureGrams` grams, from values per `baseWeight`
 * grams (100 g for the USDA foods; a personal food may use another base weight).
 * Returns null when the portion cannot be computed (no base weight, or a non-positive amount).
 */
export function nutritionFacts(input: { values: LabelValues; baseWeight: number; measureGrams: number; quantity: number }): NutritionFacts | null {
  const { values, baseWeight, measureGrams, quantity } = input;
  if (!(baseWeight > 0) || !(measureGrams > 0) || !(quantity > 0)) return null;
  const grams = measureGrams * quantity;
  const factor = grams / baseWeight;
  const amounts = {} as Record<LabelKey, number | null>;
  const percentDaily = {} as Record<LabelKey, number | null>;
  for (const n of LABEL_NUTRIENTS) {
    const per = values[n.key];
    const exact = per === undefined ? null : per * factor;
    amounts[n.key] = exact === null ? null : labelRound(exact, n.unit);
    percentDaily[n.key] = exact === null || n.dailyValue === null ? null : Math.round((exact / n.dailyValue) * 100);
  }
  return { grams: round(grams, 2), amounts, percentDaily };
}

/** Quantity of a measure: the journal's range (spec part 2 §9: maximum 999, step 0.01). */
export const QUANTITY_MIN = 0.01;
export const QUANTITY_MAX = 999;

/** A typed quantity as a number, or null when it is not one the card accepts. */
export function parseQuantity(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d*\.?\d+$|^\d+\.$/.test(text)) return null;
  const q = Number(text);
  return Number.isFinite(q) && q >= QUANTITY_MIN && q <= QUANTITY_MAX ? q : null;
}
