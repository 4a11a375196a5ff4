import {
  ENTRY_SERVINGS,
  FLUID_MEASURE,
  GRAMS_MEASURE,
  JOURNAL_NUTRIENTS,
  SERVING_MEASURE,
  VALUE_COLUMNS,
  type EntryKind,
  type NutrientColumn,
  type ServingsColumn,
} from "./codes";
import { roundTo } from "~/domain/units";

/**
 * The journal's arithmetic, pure and isomorphic (docs/decisions/0040-journal-entries.md): what
 * an entry carries, worked out from its food or recipe, quantity and measure; a day's totals; a
 * goal's progress; an amount in words. The domain module stores what `foodEntryValues` and
 * `recipeEntryValues` return; the seed and the tests call the same functions.
 */

/** Calories, programme servings and label nutrients of one entry, in the columns' units. */
export type EntryValues = Record<NutrientColumn | ServingsColumn, number>;

/** A food's programme servings per its base weight (app/foods/servings.ts, decision 0010). */
export interface ServingsPerBase {
  protein_calories: number;
  vegetable: number;
  fruit: number;
  fat: number;
  starch: number;
  dairy: number;
  misc: number;
}

const SERVINGS_COLUMN: Record<keyof ServingsPerBase, ServingsColumn> = {
  protein_calories: "protein_kcal",
  vegetable: "vegetable_srv",
  fruit: "fruit_srv",
  fat: "fat_srv",
  starch: "starch_srv",
  dairy: "dairy_srv",
  misc: "misc_srv",
};

export function zeroValues(): EntryValues {
  return Object.fromEntries(VALUE_COLUMNS.map((c) => [c, 0])) as EntryValues;
}

/**
 * Grams of `quantity` portions of a measure as labelled: "0.5 cup, chopped (44 g)" twice is
 * 88 g. The food search card counts portions the same way, so Journal This carries its choice
 * over unchanged. Logging by weight is the measure "g" (1 g a portion).
 */
export function portionGrams(quantity: number, gramsPerPortion: number): number {
  return quantity * gramsPerPortion;
}

/**
 * What `grams` of a food carries: its servings and nutrient values are per its base weight
 * (100 g for USDA foods, any weight for foods entered here). A nutrient the food has no value
 * for counts as 0.
 */
export function foodEntryValues(
  food: { baseWeight: number; servings: ServingsPerBase; nutrients: Record<string, number> },
  grams: number,
): EntryValues {
  const out = zeroValues();
  if (!(food.baseWeight > 0) || !(grams > 0)) return out;
  const factor = grams / food.baseWeight;
  for (const n of JOURNAL_NUTRIENTS) out[n.column] = (food.nutrients[n.number] ?? 0) * factor;
  for (const [key, column] of Object.entries(SERVINGS_COLUMN) as [keyof ServingsPerBase, ServingsColumn][]) {
    out[column] = (food.servings[key] ?? 0) * factor;
  }
  return out;
}

/**
 * What `servings` servings of a recipe carry: its programme servings are per serving (staff set
 * them, decision 0020) and so are its nutrients (`nutrientsPerServing` of app/recipes/nutrition.ts).
 */
export function recipeEntryValues(recipe: { servings: ServingsPerBase; nutrients: Record<string, number> }, servings: number): EntryValues {
  const out = zeroValues();
  if (!(servings > 0)) return out;
  for (const n of JOURNAL_NUTRIENTS) out[n.column] = (recipe.nutrients[n.number] ?? 0) * servings;
  for (const [key, column] of Object.entries(SERVINGS_COLUMN) as [keyof ServingsPerBase, ServingsColumn][]) {
    out[column] = (recipe.servings[key] ?? 0) * servings;
  }
  return out;
}

/** The same entry's values for another quantity (an edit that keeps the item and measure). */
export function rescaleValues(values: EntryValues, fromQuantity: number, toQuantity: number): EntryValues {
  const out = zeroValues();
  if (!(fromQuantity > 0)) return out;
  for (const c of VALUE_COLUMNS) out[c] = (values[c] * toQuantity) / fromQuantity;
  return out;
}

/** Values summed over entries (fluids carry none, so they add nothing). */
export function sumValues(rows: readonly Partial<EntryValues>[]): EntryValues {
  const out = zeroValues();
  for (const row of rows) for (const c of VALUE_COLUMNS) out[c] += row[c] ?? 0;
  return out;
}

/**
 * How many decimals a goal card shows of a total in this unit: calories whole, servings to a
 * tenth, ounces to a hundredth (the fluid cards). The card's percentage is worked out from the
 * total as shown (docs/decisions/0111-one-rounding-rule.md): "0.7 of 2" is 35 %, never 37 %.
 */
export function shownDecimalsOf(unit: string): 0 | 1 | 2 {
  if (unit === "kcal" || unit === "cal" || unit === "mL") return 0;
  if (unit === "oz") return 2;
  return 1;
}

/** Progress towards a goal in whole per cent, capped at 100 (spec part 2 §9); null without a goal. */
export function progressPercent(total: number, goal: number | null | undefined): number | null {
  if (goal === null || goal === undefined || !(goal > 0)) return null;
  return Math.min(100, Math.round((Math.max(0, total) / goal) * 100));
}

/** A number rounded to `decimals` places for display or the API (never for storage): the portal's one. */
export { roundTo };

const FRACTIONS: [number, string][] = [
  [0.125, "1/8"],
  [0.25, "1/4"],
  [1 / 3, "1/3"],
  [0.5, "1/2"],
  [2 / 3, "2/3"],
  [0.75, "3/4"],
];

/** A kitchen amount: 1.5 → "1 1/2", 0.333 → "1/3", 2.2 → "2.2". */
export function kitchenAmount(n: number): string {
  const whole = Math.floor(n + 1e-9);
  const rest = n - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([v]) => Math.abs(v - rest) < 0.02);
  if (fraction) return whole > 0 ? `${whole} ${fraction[1]}` : fraction[1];
  return String(roundTo(n, 2));
}

/**
 * How much was logged, in words: the quantity times the measure's own amount, with the measure's
 * words ("0.5 cup, chopped" twice → "1 cup, chopped"), grams as "150 g", a recipe in servings and
 * a drink in ounces.
 */
export function amountText(entry: { kind: EntryKind; quantity: number; measure_amount: number; measure_text: string }): string {
  if (entry.kind !== "food") return `${roundTo(entry.quantity, 2)} ${FLUID_MEASURE}`;
  if (entry.measure_text === GRAMS_MEASURE) return `${roundTo(entry.quantity, 2)} g`;
  if (entry.measure_text === SERVING_MEASURE) return `${kitchenAmount(entry.quantity)} ${entry.quantity > 0 && entry.quantity <= 1 ? "serving" : "servings"}`;
  return `${kitchenAmount(entry.quantity * (entry.measure_amount || 1))} ${entry.measure_text}`.trim();
}

/** A measure's label in the picker: "0.5 cup, chopped (44 g)". */
export function measureLabel(m: { quantity: number; measure: string; grams: number }): string {
  return `${kitchenAmount(m.quantity)} ${m.measure} (${roundTo(m.grams, 1)} g)`;
}

/** The programme servings of an entry or a day as short words: "1.2 starch · 0.5 fat · 96 protein cal". */
export function servingsText(values: Pick<EntryValues, ServingsColumn>): string {
  const parts: string[] = [];
  for (const s of ENTRY_SERVINGS) {
    const v = values[s.column];
    if (s.column === "protein_kcal") {
      if (v >= 0.5) parts.push(`${Math.round(v)} protein cal`);
    } else if (v >= 0.05) {
      parts.push(`${roundTo(v, 1)} ${s.column.replace("_srv", "")}`);
    }
  }
  return parts.join(" · ");
}
