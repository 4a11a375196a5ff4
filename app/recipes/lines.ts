/**
 * The ingredient lines of the serves scale (GET /api/recipes/{id}/servings/?scale=n): pure
 * formatting, so the page and the API word a line the same way.
 */

const FRACTIONS: [number, string][] = [
  [1 / 8, "1/8"],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [1 / 2, "1/2"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
];

/** 1.5 → "1 1/2", 0.333 → "1/3", 2.4 → "2.4": kitchen fractions where one is within 0.02. */
export function formatQuantity(q: number): string {
  if (!Number.isFinite(q) || q <= 0) return "0";
  const whole = Math.floor(q);
  const rest = q - whole;
  if (rest < 0.02) return String(whole);
  if (rest > 0.98) return String(whole + 1);
  const frac = FRACTIONS.find(([v]) => Math.abs(v - rest) < 0.02);
  if (frac) return whole ? `${whole} ${frac[1]}` : frac[1];
  return String(Math.round(q * 100) / 100);
}

/** Amounts over 999 mg are shown in g (spec part 2 §9); smaller ones in mg. */
export function formatWeight(grams: number): string {
  const mg = Math.round(grams * 1000);
  if (mg <= 999) return `${mg} mg`;
  const g = grams >= 10 ? Math.round(grams) : Math.round(grams * 10) / 10;
  return `${g} g`;
}

/** The quantity for `scale` servings of a recipe that yields `yields`. */
export const scaledQuantity = (quantity: number, scale: number, yields: number | null | undefined) =>
  (quantity * scale) / (yields && yields > 0 ? yields : 1);

/** "1 1/2 cup, chopped Broccoli, raw (137 g)"; without a measure just the food. */
export function ingredientText(line: { quantity: number; measure: string | null; food: string; grams: number }): string {
  if (!line.measure) return `${formatQuantity(line.quantity)} ${line.food}`;
  return `${formatQuantity(line.quantity)} ${line.measure} ${line.food} (${formatWeight(line.grams)})`;
}
