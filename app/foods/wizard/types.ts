import type { DeclineCode, FoodStatus } from "~/foods/codes";
import type { FoodServings, IngredientWeightRow, NutrientValueRow } from "~/foods/types";
import type { WizardMode, WizardStep } from "./mode";

/** What the wizard shows of a food: its own fields, never the whole row. */
export interface WizardFood extends FoodServings {
  id: number;
  name: string;
  long_desc: string;
  base_weight: number;
  upc_code: string | null;
  useful: boolean;
  source: string;
  link: string | null;
  hier1: number | null;
  hier2: number | null;
  hier3: number | null;
  /** The group path, for the read-only view. */
  hier_names: string[];
  status: FoodStatus;
  decline_code: DeclineCode | null;
}

export interface GroupOption {
  id: number;
  name: string;
}

export interface WizardData {
  mode: WizardMode;
  step: WizardStep;
  staff: boolean;
  food: WizardFood | null;
  /** Level 1 always; levels 2 and 3 under `groupPick` (the food's saved groups by default). */
  groups: { hier1: GroupOption[]; hier2: GroupOption[]; hier3: GroupOption[] };
  /** The groups levels 2 and 3 were listed for: `?hier1=&hier2=` while picking, else the saved ones. */
  groupPick: { hier1: number | null; hier2: number | null };
  nutrients: NutrientValueRow[];
  measures: IngredientWeightRow[];
  /** The measure row being edited (?edit=<id>). */
  editMeasure: number | null;
}
