/**
 * Body-mass index (docs/decisions/0062-bmi.md): weight in kilograms over the square of height
 * in metres, computed from the stored (unrounded) values and rounded only for display. Adult
 * categories are the CDC's / WHO's.
 */

export function bmiOf(weightKg: number, heightCm: number | null): number | null {
  if (heightCm === null || !(heightCm > 0) || !(weightKg > 0)) return null;
  const m = heightCm / 100;
  return weightKg / (m * m);
}

export const BMI_CATEGORIES = [
  { below: 18.5, label: "Underweight", key: "underweight" },
  { below: 25, label: "Healthy weight", key: "healthy" },
  { below: 30, label: "Overweight", key: "overweight" },
  { below: 35, label: "Obesity (class 1)", key: "obesity1" },
  { below: 40, label: "Obesity (class 2)", key: "obesity2" },
  { below: Infinity, label: "Obesity (class 3)", key: "obesity3" },
] as const;

/**
 * The key of a category in the `progress` namespace (`bmi.<key>`): the API keeps answering the
 * English label (`bmi_category`), the page shows it in the reader's language (issue 41).
 */
export const bmiCategoryKey = (label: string): string | null => BMI_CATEGORIES.find((c) => c.label === label)?.key ?? null;

/** The category of a BMI, judged on the value shown (one decimal): 24.96 shows as 25.0, Overweight. */
export function bmiCategory(bmi: number): string {
  const shown = Math.round(bmi * 10) / 10;
  return BMI_CATEGORIES.find((c) => shown < c.below)!.label;
}
