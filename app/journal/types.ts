import type { CareNote } from "~/clinical/api-shapes";
import type { Units } from "~/domain/units";
import type { FluidKind, GoalKey, MealCode } from "./codes";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/** What the journal sends out: the API's shapes (docs/api.md, Journal) and the page's. */

export interface MeasureData {
  /** The common measure's id; null for grams. */
  id: number | null;
  measure: string;
  quantity: number;
  /** Grams of one portion as labelled. */
  grams: number;
}

/** A journal entry (spec part 2 §3), as the API and the day page send it. */
export type JournalEntry = z.infer<typeof apiShapes.entry>;

export interface NutrientTotal {
  label: string;
  data: number;
  units: string;
}

/** A day's Journal summary (spec part 2 §3), with the goal in force that day. */
export type JournalSummary = z.infer<typeof apiShapes.daySummary>;

/** A goal (spec part 2 §3). */
export type JournalGoal = z.infer<typeof apiShapes.goal>;

/** One goal card: the day's total, the goal and the capped percentage. */
export interface GoalProgress {
  key: GoalKey;
  label: string;
  unit: string;
  total: number;
  goal: number | null;
  percent: number | null;
}

/** A recent or frequent item of the picker, with how it was logged last. */
export type PickerItem = z.infer<typeof apiShapes.pickerItem>;

export interface PickerRecipe {
  id: number;
  name: string;
  serving_size: string;
  kcal: number;
  image: string | null;
}

export interface PickerFood {
  id: number;
  name: string;
  long_desc: string;
  /** kcal per base weight. */
  energy_kcal: number | null;
  base_weight: number;
  mine: boolean;
}

export interface PickedItem {
  kind: "food" | "recipe";
  id: number;
  name: string;
  detail: string;
  /** Grams the food's values are per (its base weight); 0 for a recipe. */
  baseWeight: number;
  /** kcal of one gram (food) or one serving (recipe): the form's live estimate. */
  kcalPerUnit: number;
  /** A food's measures (value, label, grams of one portion); a recipe has none (servings). */
  measures: { value: string; label: string; grams: number }[];
}

export interface JournalDay {
  day: string;
  today: string;
  isToday: boolean;
  previousDay: string;
  /** Null when the day is today (no future days). */
  nextDay: string | null;
  /** Food entries, by meal then as logged. */
  entries: JournalEntry[];
  fluids: Record<FluidKind, { id: number | null; value: number }>;
  summary: JournalSummary;
  goal: JournalGoal | null;
  progress: GoalProgress[];
  /** How many entries each meal had the day before (for "Repeat yesterday's …"). */
  previousDayMeals: Partial<Record<MealCode, number>>;
  /** The time a new entry starts with: now, on today's page. */
  defaultTime: string | null;
}

export type PanelData =
  | { step: "closed" }
  | { step: "choose"; meal: MealCode | null; recent: PickerItem[]; frequent: PickerItem[] }
  | { step: "recipes"; meal: MealCode | null; q: string; offset: number; error: string | null; count: number; results: PickerRecipe[] }
  | { step: "foods"; meal: MealCode | null; q: string; searched: boolean; error: string | null; count: number; results: PickerFood[] }
  | { step: "form"; meal: MealCode | null; item: PickedItem | null; measure: string | null; qty: string | null }
  | { step: "edit"; entry: JournalEntry; item: PickedItem | null }
  | { step: "goal" };

/** The journal page: the day, the open panel step, and the notes the care team left on the day. */
export type JournalPageData = JournalDay & { panel: PanelData; dateParam: string | null; notes: CareNote[]; units: Units };
