/**
 * The calorie, carb and protein ranges of a recipe and its main phase: one rule, from the
 * nutrition per serving (docs/decisions/0020-recipe-nutrition-and-ranges.md). Pure.
 */

/** Band widths: 100 kcal, 10 g carbohydrate, 10 g protein. */
export const RANGE_STEP = { calorie: 100, carb: 10, protein: 10 } as const;

/** "200-300" for 245 with a step of 100; a value on a boundary starts its band (300 → "300-400"). */
export function rangeLabel(value: number, step: number): string {
  const v = Number.isFinite(value) && value > 0 ? value : 0;
  const lo = Math.floor(v / step) * step;
  return `${lo}-${lo + step}`;
}

export const MAIN_PHASES = ["Acute", "Transition", "Maintenance"] as const;
export type MainPhase = (typeof MAIN_PHASES)[number];

/**
 * Acute: the strict first stage, less than half a starch-or-fruit serving (a squeeze of lemon is
 * not a fruit serving) and at most 15 g carbohydrate a serving (decline code C is "Not within
 * guidelines of the Acute Stage diet"). Transition: up to 30 g carbohydrate. Anything more
 * belongs to Maintenance.
 */
export const PHASE_CARB_LIMIT = { acute: 15, transition: 30 } as const;
export const ACUTE_STARCH_FRUIT_LIMIT = 0.5;

export function mainPhase(perServing: { carb_g: number; servings_starch: number; servings_fruit: number }): MainPhase {
  const starchy = perServing.servings_starch + perServing.servings_fruit >= ACUTE_STARCH_FRUIT_LIMIT;
  if (!starchy && perServing.carb_g <= PHASE_CARB_LIMIT.acute) return "Acute";
  if (perServing.carb_g <= PHASE_CARB_LIMIT.transition) return "Transition";
  return "Maintenance";
}

export interface RecipeRanges {
  get_range_calorie: string;
  get_range_carb: string;
  get_range_protein: string;
  main_phase: MainPhase;
}

export function recipeRanges(r: { kcal: number; carb_g: number; protein_g: number; servings_starch: number; servings_fruit: number }): RecipeRanges {
  return {
    get_range_calorie: rangeLabel(r.kcal, RANGE_STEP.calorie),
    get_range_carb: rangeLabel(r.carb_g, RANGE_STEP.carb),
    get_range_protein: rangeLabel(r.protein_g, RANGE_STEP.protein),
    main_phase: mainPhase(r),
  };
}
