import { useLoaderData, useLocation } from "@remix-run/react";
import { createContext, useContext } from "react";
import type { ImageData } from "~/recipes/types";
import { useReplyFor, type FormReply } from "~/ui/forms";
import type { PendingRow } from "~/ui/wizard/wizard";
import type { WizardData } from "./wizard.server";

/**
 * The wizard's rows added in the browser but not yet saved (spec part 2 §4 "Wizard rows"): each
 * is marked isNew and is sent only on its step's Save & Next, as one bulk create. They live in
 * the wizard, not in a step, so moving between tabs keeps them, and publishing can tell which
 * tab still holds unsaved additions.
 */

export interface NewIngredient extends PendingRow<{ recipe: number; ingredient: number; measure: number; quantity: number; main: boolean; seq: number }> {
  food: string;
  measure: string;
}
export interface NewCategory extends PendingRow<{ recipe: number; category: number }> {
  group: string;
  name: string;
}
export interface NewSource extends PendingRow<{ recipe: number; source: number; seq: number }> {
  name: string;
}
export interface NewImage extends PendingRow<{ recipe: number; image: number; seq: number; source: string; name: string }> {
  image: ImageData;
}

export type Unsaved = {
  ingredients: NewIngredient[];
  categories: NewCategory[];
  sources: NewSource[];
  images: NewImage[];
};
export const NO_UNSAVED: Unsaved = { ingredients: [], categories: [], sources: [], images: [] };

export interface WizardState {
  unsaved: Unsaved;
  add: <K extends keyof Unsaved>(tab: K, row: Unsaved[K][number]) => void;
  drop: <K extends keyof Unsaved>(tab: K, index: number) => void;
  /** An error shown as a toast (a duplicate row, say). */
  warn: (message: string) => void;
}

export const WizardContext = createContext<WizardState | null>(null);

export function useWizard(): WizardState {
  const state = useContext(WizardContext);
  if (!state) throw new Error("useWizard outside the recipe wizard");
  return state;
}

export const useWizardData = () => useLoaderData<WizardData>();

/** The last action's answer, when it belongs to the form `formKey`. */
export const useActionFor = (formKey: string): FormReply | undefined => useReplyFor(formKey);

/**
 * The URL a step's forms post to: this page as it is (the picked food, the open panel), so a
 * form that comes back with errors is shown again in place. Never the delete question itself.
 */
export function useStepAction(): string {
  const { pathname, search } = useLocation();
  const { step } = useWizardData();
  const params = new URLSearchParams(search);
  params.delete("delete");
  params.set("step", String(step));
  return `${pathname}?${params.toString()}`;
}

export { rowsJson } from "~/ui/wizard/wizard";
