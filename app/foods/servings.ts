import type { ProteinCalorieType, ServingsType } from "./codes";
import type { FoodServings } from "./types";

/**
 * The exchange-list servings of a food derived from its macronutrients per 100 g: the rule of
 * docs/decisions/0010-usda-servings-rule.md. SR28 has no servings, so every USDA food gets them
 * from here; staff may overwrite them afterwards.
 */

export interface ServingsInput {
  /** SR28 food group code ("0500"); decides where carbohydrate counts. */
  groupCode: string;
  longDesc: string;
  /** Per 100 g. */
  energyKcal: number;
  proteinG: number;
  fatG: number;
  carbohydrateG: number;
  alcoholG?: number;
}


/** What one serving of each list holds (ADA exchange lists). */
export const EXCHANGE = {
  starchCarbG: 15,
  fruitCarbG: 15,
  miscCarbG: 15,
  vegetableCarbG: 5,
  dairyCarbG: 12,
  fatG: 5,
  /** Fat that fat-free milk carries within one dairy serving. */
  dairyFatAllowanceG: 3,
  /** Alcohol is counted like fat energy (the ADA counts a 100 kcal drink as two fat choices). */
  alcoholKcalPerMisc: 45,
} as const;

/** Energy of one serving, used only to pick the servings type a food mainly counts toward. */
const KCAL_PER_SERVING = { fat: 45, vegetable: 25, fruit: 60, dairy: 100, starch: 80, misc: 60 } as const;

const GRAMS_PER_OUNCE = 28.35;
/** Lean-meat bands, grams of fat per ounce: very lean ≤ 1, lean ≤ 3, medium above that. */
const BAND_FAT_PER_OZ = { veryLean: 1, lean: 3, medium: 5 } as const;
/** Below this a food is a free ("Zero") food: water, black coffee, tea, diet soda. */
const ZERO_KCAL = 5;

/** Groups whose foods are protein foods whatever their macros. */
const MEAT_GROUPS = new Set(["0500", "0700", "1000", "1300", "1500", "1700"]);

type Kind = "protein" | "dairy" | "fruit" | "vegetable" | "sweet" | "starch";

function kindOf(input: ServingsInput): Kind {
  const { groupCode, proteinG, fatG, carbohydrateG } = input;
  if (MEAT_GROUPS.has(groupCode)) return "protein";
  const first = input.longDesc.split(",")[0].toLowerCase();
  if (groupCode === "0100" && /\b(cheese|cheez|eggs?)\b/.test(first)) return "protein";
  // Tofu, tempeh, Greek yogurt, protein powders: as much protein as an ounce of meat per 100 g,
  // and protein is over a third of the energy.
  const macroKcal = 4 * proteinG + 9 * fatG + 4 * carbohydrateG;
  if (proteinG >= 7 && macroKcal > 0 && (4 * proteinG) / macroKcal >= 0.35) return "protein";
  switch (groupCode) {
    case "0100":
      return "dairy";
    case "0900":
      return "fruit";
    case "1100":
      // Potatoes, corn, peas: starchy vegetables count as starch.
      return carbohydrateG >= 12 ? "starch" : "vegetable";
    case "1400":
    case "1900":
      return "sweet";
    default:
      return "starch";
  }
}

function bandOf(fatG: number): ProteinCalorieType {
  // Rounded to the half gram, as a nutrition label shows fat under 5 g.
  const perOz = Math.round(((fatG * GRAMS_PER_OUNCE) / 100) * 2) / 2;
  if (perOz <= BAND_FAT_PER_OZ.veryLean) return 1;
  if (perOz <= BAND_FAT_PER_OZ.lean) return 2;
  return 3;
}

const round3 = (n: number) => Math.round(Math.max(0, n) * 1000) / 1000;

export function deriveServings(input: ServingsInput): FoodServings {
  const protein = Math.max(0, input.proteinG);
  const fat = Math.max(0, input.fatG);
  const carb = Math.max(0, input.carbohydrateG);
  const alcohol = Math.max(0, input.alcoholG ?? 0);
  const kind = kindOf(input);

  const s = { fat: 0, vegetable: 0, fruit: 0, dairy: 0, starch: 0, misc: 0 };
  let proteinType: ProteinCalorieType = 5;

  switch (kind) {
    case "protein": {
      proteinType = bandOf(fat);
      // The medium band already holds 5 g fat an ounce; only fat beyond it is a fat serving.
      const allowance = (BAND_FAT_PER_OZ.medium * 100) / GRAMS_PER_OUNCE;
      s.fat = Math.max(0, fat - allowance) / EXCHANGE.fatG;
      s.starch = carb / EXCHANGE.starchCarbG;
      break;
    }
    case "dairy":
      s.dairy = carb / EXCHANGE.dairyCarbG;
      s.fat = Math.max(0, fat - EXCHANGE.dairyFatAllowanceG * s.dairy) / EXCHANGE.fatG;
      break;
    case "fruit":
      s.fruit = carb / EXCHANGE.fruitCarbG;
      s.fat = fat / EXCHANGE.fatG;
      break;
    case "vegetable":
      s.vegetable = carb / EXCHANGE.vegetableCarbG;
      s.fat = fat / EXCHANGE.fatG;
      break;
    case "sweet":
      s.misc = carb / EXCHANGE.miscCarbG;
      s.fat = fat / EXCHANGE.fatG;
      break;
    case "starch":
      s.starch = carb / EXCHANGE.starchCarbG;
      s.fat = fat / EXCHANGE.fatG;
      break;
  }
  s.misc += (alcohol * 7) / EXCHANGE.alcoholKcalPerMisc;

  const servings = {
    servings_fat: round3(s.fat),
    servings_vegetable: round3(s.vegetable),
    servings_fruit: round3(s.fruit),
    servings_dairy: round3(s.dairy),
    servings_starch: round3(s.starch),
    servings_misc: round3(s.misc),
  };
  const protein_calories = round3(protein * 4);
  return {
    protein_calorie_type: proteinType,
    protein_calories,
    servings_type: servingsTypeOf(input.energyKcal, protein_calories, servings),
    ...servings,
  };
}

/**
 * The list a food mainly counts toward: the servings field carrying the most energy; None (8)
 * when protein carries more (chicken breast counts as protein calories only); Zero (7) for a
 * food with next to no energy.
 */
function servingsTypeOf(energyKcal: number, proteinCalories: number, s: Omit<FoodServings, "protein_calorie_type" | "protein_calories" | "servings_type">): ServingsType {
  if (energyKcal < ZERO_KCAL) return 7;
  const candidates: [ServingsType, number][] = [
    [1, s.servings_fat * KCAL_PER_SERVING.fat],
    [2, s.servings_vegetable * KCAL_PER_SERVING.vegetable],
    [3, s.servings_fruit * KCAL_PER_SERVING.fruit],
    [4, s.servings_dairy * KCAL_PER_SERVING.dairy],
    [5, s.servings_starch * KCAL_PER_SERVING.starch],
    [6, s.servings_misc * KCAL_PER_SERVING.misc],
  ];
  const [type, kcal] = candidates.reduce((best, c) => (c[1] > best[1] ? c : best));
  if (kcal <= 0 || proteinCalories > kcal) return 8;
  return type;
}

/** The servings fields of a food (its stored row, a form's input, its details), and nothing else of it. */
export function servingsOf(f: Omit<FoodServings, "protein_calorie_type" | "servings_type"> & { protein_calorie_type: number; servings_type: number }): FoodServings {
  return {
    protein_calorie_type: f.protein_calorie_type as ProteinCalorieType,
    protein_calories: f.protein_calories,
    servings_type: f.servings_type as ServingsType,
    servings_fat: f.servings_fat,
    servings_vegetable: f.servings_vegetable,
    servings_fruit: f.servings_fruit,
    servings_dairy: f.servings_dairy,
    servings_starch: f.servings_starch,
    servings_misc: f.servings_misc,
  };
}
