import type { EntryKind, MealCode } from "~/db/tables/journal";
import { SEARCH_TERM_REQUIRED } from "~/ui/search";
import { CORE_NUTRIENTS } from "~/foods/codes";
import { fluidBound, UNIT_NAMES, type Units } from "~/domain/units";
import { message } from "~/i18n/languages";

export type { EntryKind, MealCode };

/** The journal's code lists, limits and messages (spec part 2 §3, §5, §8, §9), in one place. */

/** Meal/course ids, in the day's order (their codes sort the same way). New entries go to Other. */
export const MEALS = [
  { code: "A", label: "Breakfast" },
  { code: "B", label: "Snack 1" },
  { code: "C", label: "Lunch" },
  { code: "D", label: "Snack 2" },
  { code: "E", label: "Dinner" },
  { code: "Z", label: "Other" },
] as const satisfies readonly { code: MealCode; label: string }[];
export const MEAL_CODES = MEALS.map((m) => m.code) as [MealCode, ...MealCode[]];
export const DEFAULT_MEAL: MealCode = "Z";
export const mealLabel = (code: MealCode) => MEALS.find((m) => m.code === code)?.label ?? "Other";

/** An entry is a food (a food item or a recipe), or the day's hydration or electrolyte. */
export const ENTRY_KINDS = ["food", "hydration", "electrolyte"] as const satisfies readonly EntryKind[];
export const FLUID_KINDS = ["hydration", "electrolyte"] as const;
export type FluidKind = (typeof FLUID_KINDS)[number];

/** Spec part 2 §5 and §9. */
export const QUANTITY_MAX = 999;
export const HUNGER_MIN = 0;
export const HUNGER_MAX = 10;
/** Hydration and electrolyte, fluid ounces: the direct input's range and the − / + step. */
export const FLUID_MAX = 500;
export const FLUID_STEP = 1;

/**
 * The fluid cards and goals in the member's units (issue 36): stored in fluid ounces, shown and
 * typed in ounces (two decimals, − and + by 1 oz) or in whole millilitres (− and + by 25 mL, a
 * round metric step about the size of an ounce). `max` is 500 oz in either.
 */
export const FLUID_STEP_ML = 25;
export const fluidControls = (units: Units) =>
  units === "metric"
    ? { unit: UNIT_NAMES.metric.fluid, words: "millilitres", step: FLUID_STEP_ML, max: fluidBound(FLUID_MAX, units), decimals: 0 as const }
    : { unit: UNIT_NAMES.imperial.fluid, words: "ounces", step: FLUID_STEP, max: FLUID_MAX, decimals: 2 as const };
export const RECIPE_PICKER_PAGE = 8;
export const FOOD_PICKER_LIMIT = 20;
/** Beyond the spec: the picker opens with these (see docs/decisions/0042-journal-panel.md). */
export const RECENT_LIMIT = 6;
export const FREQUENT_LIMIT = 6;
/** Recent and frequent are found among this many of the patient's last entries (six weeks or so). */
export const SHORTCUT_WINDOW_ENTRIES = 300;
/** The longest range one entries or summary call covers. */
export const RANGE_MAX_DAYS = 366;
/** Food items on one day: far above any real day, and a bound on what copying days back and forth can grow. */
export const DAY_FOOD_ITEMS_MAX = 200;
export const ENTRY_PAGE_SIZE = 100;
export const GOAL_PAGE_SIZE = 30;

/** The measure of a food logged by weight, and of a recipe logged in servings. */
export const GRAMS_MEASURE = "g";
export const SERVING_MEASURE = "serving";
export const FLUID_MEASURE = "oz";

/**
 * The goal kinds (spec part 2 §9), hydration and electrolyte, in the order the cards show them.
 * `goal` is the Goal's field name in the API, `summary` the Journal summary's (the spec spells
 * fruit both ways), `column` where the goal is stored, `step` the goal form's step.
 */
export const GOAL_KINDS = [
  { key: "calories", goal: "calories", summary: "calories", column: "calories_kcal", label: "Total calories", unit: "kcal", step: 1, max: 10000 },
  { key: "protein_calories", goal: "protein_calories", summary: "protein_calories", column: "protein_kcal", label: "Protein calories", unit: "cal", step: 1, max: 5000 },
  { key: "vegetable", goal: "vegetable", summary: "vegetable", column: "vegetable_srv", label: "Vegetable", unit: "servings", step: 0.1, max: 99 },
  { key: "fruit", goal: "fruits", summary: "fruit", column: "fruit_srv", label: "Fruit", unit: "servings", step: 0.1, max: 99 },
  { key: "fat", goal: "fat", summary: "fat", column: "fat_srv", label: "Fat", unit: "servings", step: 0.1, max: 99 },
  { key: "misc", goal: "misc", summary: "misc", column: "misc_srv", label: "Misc", unit: "servings", step: 0.1, max: 99 },
  { key: "starch", goal: "starch", summary: "starch", column: "starch_srv", label: "Starch", unit: "servings", step: 0.1, max: 99 },
  { key: "dairy", goal: "dairy", summary: "dairy", column: "dairy_srv", label: "Dairy", unit: "servings", step: 0.1, max: 99 },
  { key: "hydration", goal: "hydration", summary: "hydration", column: "hydration_floz", label: "Hydration", unit: "oz", step: 1, max: FLUID_MAX },
  { key: "electrolyte", goal: "electrolyte", summary: "electrolyte", column: "electrolyte_floz", label: "Electrolyte", unit: "oz", step: 1, max: FLUID_MAX },
] as const;
export type GoalKey = (typeof GOAL_KINDS)[number]["key"];
export type GoalField = (typeof GOAL_KINDS)[number]["goal"];
export type GoalColumn = (typeof GOAL_KINDS)[number]["column"];

/** The programme servings an entry carries: API name → column. `ssvg_fat` is the spec's name. */
export const ENTRY_SERVINGS = [
  { key: "protein_calories", column: "protein_kcal" },
  { key: "vegetable", column: "vegetable_srv" },
  { key: "ssvg_fat", column: "fat_srv" },
  { key: "starch", column: "starch_srv" },
  { key: "fruit", column: "fruit_srv" },
  { key: "dairy", column: "dairy_srv" },
  { key: "misc", column: "misc_srv" },
] as const;
export type ServingsColumn = (typeof ENTRY_SERVINGS)[number]["column"];

/**
 * The nutrients an entry keeps and a day's summary lists (`nut`), by SR28 number, in label
 * order; `decimals` is how the screen rounds them.
 */
export const JOURNAL_NUTRIENTS = [
  { number: CORE_NUTRIENTS.energy, column: "energy_kcal", label: "Energy", units: "kcal", decimals: 0 },
  { number: CORE_NUTRIENTS.protein, column: "protein_g", label: "Protein", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.carbohydrate, column: "carbohydrate_g", label: "Carbohydrate", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.fat, column: "fat_g", label: "Fat", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.saturatedFat, column: "saturated_fat_g", label: "Saturated fat", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.fiber, column: "fiber_g", label: "Fiber", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.sugars, column: "sugars_g", label: "Sugars", units: "g", decimals: 1 },
  { number: CORE_NUTRIENTS.cholesterol, column: "cholesterol_mg", label: "Cholesterol", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.sodium, column: "sodium_mg", label: "Sodium", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.potassium, column: "potassium_mg", label: "Potassium", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.calcium, column: "calcium_mg", label: "Calcium", units: "mg", decimals: 0 },
  { number: CORE_NUTRIENTS.iron, column: "iron_mg", label: "Iron", units: "mg", decimals: 1 },
] as const;
export type NutrientColumn = (typeof JOURNAL_NUTRIENTS)[number]["column"];
export const JOURNAL_NUTRIENT_NUMBERS: string[] = JOURNAL_NUTRIENTS.map((n) => n.number);

/** Every value column an entry carries, summed by a day's summary. */
export const VALUE_COLUMNS = [...JOURNAL_NUTRIENTS.map((n) => n.column), ...ENTRY_SERVINGS.map((s) => s.column)] as (
  | NutrientColumn
  | ServingsColumn
)[];

/**
 * Toasts, as spec part 2 §8 words them (the last ones are the journal's own): keys of the
 * `journal` namespace (public/locales/<language>/journal.json), said where they are shown.
 */
export const JOURNAL_TOAST = {
  added: message("journal:toast.added"),
  updated: message("journal:toast.updated"),
  removed: message("journal:toast.removed"),
  goalAdded: message("journal:toast.goalAdded"),
  goalUpdated: message("journal:toast.updated"),
  tryAgain: message("journal:toast.tryAgain"),
  // Two keys, not a plural: a message that travels is looked up by its key alone (app/i18n/react.tsx's
  // useMessage asks i18next whether the bare key exists, which a plural's `_one`/`_other` are not).
  copied: (n: number) => (n === 1 ? message("journal:toast.copiedOne") : message("journal:toast.copiedMany", { count: n })),
  /** The day's new total of a drink, in the member's unit ("Hydration: 16 oz", "Hydration: 500 mL"). */
  fluid: (kind: FluidKind, amount: string, unit: string) => message(`journal:toast.${kind}`, { amount, unit }),
} as const;

/** The journal's field errors and refusals, as keys of the `journal` namespace. */
export const JOURNAL_MSG = {
  futureDay: message("journal:msg.futureDay"),
  badDate: message("journal:msg.badDate"),
  badTime: message("journal:msg.badTime"),
  pickItem: message("journal:msg.pickItem"),
  oneItem: message("journal:msg.oneItem"),
  selectWeight: message("journal:msg.selectWeight"),
  invalidChoice: message("journal:msg.invalidChoice"),
  positive: message("journal:msg.positive"),
  searchTerm: SEARCH_TERM_REQUIRED,
  goalToday: message("journal:msg.goalToday"),
  nothingToCopy: message("journal:msg.nothingToCopy"),
  sameDay: message("journal:msg.sameDay"),
  dayFull: message("journal:msg.dayFull", { max: DAY_FOOD_ITEMS_MAX }),
  rangeTooLong: message("journal:msg.rangeTooLong", { max: RANGE_MAX_DAYS }),
  endBeforeStart: message("journal:msg.endBeforeStart"),
  kindFixed: message("journal:msg.kindFixed"),
  fluidDayFixed: message("journal:msg.fluidDayFixed"),
} as const;
