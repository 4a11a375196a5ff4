import { paths } from "~/paths";
import { defineWizard, stepFrom, stepHref } from "~/ui/wizard/steps";

/**
 * The food wizard's screens (spec part 2 §2, "Food add/edit/view"): one three-step wizard behind
 * eight routes. Each route names its mode; everything that differs between them is decided here.
 */
export type WizardStep = "details" | "nutrients" | "measures";

/** The three steps; the first has no `?step=` in its URL. */
export const FOOD_WIZARD = defineWizard<WizardStep>(
  [
    { key: "details", label: "Food Details" },
    { key: "nutrients", label: "Nutrient Data" },
    { key: "measures", label: "Common Weights And Measures" },
  ],
  { bareFirst: true },
);

/** The open step: `?step=` once the food exists, else the details step that creates it. */
export const stepOf = (value: string | null, saved: boolean): WizardStep => stepFrom(FOOD_WIZARD, value, saved);

export type WizardMode =
  | "database-add" // /nutrition/food-database/add
  | "database-add-step" // /nutrition/food-database/{id}/add
  | "database-edit" // /nutrition/food-database/{id}/edit
  | "view" // /nutrition/food-database/{id}/view
  | "approval-add" // /nutrition/food-database/approval/{id}/add
  | "approval-edit" // /nutrition/food-database/approval/{id}/edit
  | "myfood-add" // /nutrition/myfood/add
  | "myfood-edit"; // /nutrition/myfood/{id}/edit

export interface WizardModeInfo {
  /** Who may open it: staff, patients (their own foods), or anyone who may see the food. */
  who: "staff" | "patient" | "anyone";
  /** The route has no id yet: only step 1, which creates the food. */
  creates: boolean;
  readOnly: boolean;
  /** The path contains /approval: finishing approves the food (spec part 2 §4). */
  approval: boolean;
  heading: "Add" | "Edit" | "View";
}

export const WIZARD_MODES: Record<WizardMode, WizardModeInfo> = {
  "database-add": { who: "staff", creates: true, readOnly: false, approval: false, heading: "Add" },
  "database-add-step": { who: "staff", creates: false, readOnly: false, approval: false, heading: "Add" },
  "database-edit": { who: "staff", creates: false, readOnly: false, approval: false, heading: "Edit" },
  view: { who: "anyone", creates: false, readOnly: true, approval: false, heading: "View" },
  "approval-add": { who: "staff", creates: false, readOnly: false, approval: true, heading: "Add" },
  "approval-edit": { who: "staff", creates: false, readOnly: false, approval: true, heading: "Edit" },
  "myfood-add": { who: "patient", creates: true, readOnly: false, approval: false, heading: "Add" },
  "myfood-edit": { who: "patient", creates: false, readOnly: false, approval: false, heading: "Edit" },
};

/** Where the wizard of a food with an id lives in this mode (the add routes continue on their {id} twin). */
export function wizardPath(mode: WizardMode, id: number, step: WizardStep = "details"): string {
  const base = (() => {
    switch (mode) {
      case "database-add":
      case "database-add-step":
        return paths.foodAddStep(id);
      case "database-edit":
        return paths.foodEdit(id);
      case "view":
        return paths.foodView(id);
      case "approval-add":
        return paths.foodApprovalAdd(id);
      case "approval-edit":
        return paths.foodApprovalEdit(id);
      case "myfood-add":
      case "myfood-edit":
        return paths.myFoodEdit(id);
    }
  })();
  return stepHref(FOOD_WIZARD, base, step);
}

/** Where a finished (or cancelled) wizard goes back to. */
export function wizardExitPath(mode: WizardMode, id: number | null): string {
  if (WIZARD_MODES[mode].approval) return paths.foodApproval();
  if (WIZARD_MODES[mode].who === "patient") return paths.myFood();
  if (mode === "view") return paths.nutrition();
  return id === null ? paths.foodDatabase() : paths.foodDetails(id);
}
