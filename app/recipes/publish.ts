import { RECIPE_MSG } from "./schemas";

/**
 * The publishing checks of spec part 2 §4, in order, stopping at the first failure. Pure: the
 * server runs it on saved rows, the wizard runs it with its unsaved rows too, so both send the
 * user to the same step with the same words.
 */

export const PUBLISH_TABS = [
  { tab: "ingredients", step: 2, add: RECIPE_MSG.addIngredients, save: RECIPE_MSG.saveIngredients },
  { tab: "categories", step: 3, add: RECIPE_MSG.addCategories, save: RECIPE_MSG.saveCategories },
  { tab: "sources", step: 4, add: RECIPE_MSG.addSources, save: RECIPE_MSG.saveSources },
  { tab: "images", step: 5, add: RECIPE_MSG.addImages, save: RECIPE_MSG.saveImages },
] as const;
export type PublishTab = (typeof PUBLISH_TABS)[number]["tab"];

export interface PublishProblem {
  tab: PublishTab;
  step: number;
  message: string;
}

/**
 * `saved`: rows on the server per tab; `unsaved`: rows added in the wizard but not yet sent.
 * A tab with unsaved additions stops publishing with 'Please save …!'; an empty tab with
 * 'Please add some …!'.
 */
export function firstPublishProblem(saved: Record<PublishTab, number>, unsaved: Partial<Record<PublishTab, number>> = {}): PublishProblem | null {
  for (const t of PUBLISH_TABS) {
    if ((unsaved[t.tab] ?? 0) > 0) return { tab: t.tab, step: t.step, message: t.save };
    if (saved[t.tab] <= 0) return { tab: t.tab, step: t.step, message: t.add };
  }
  return null;
}

/**
 * The step to open for a refused publish: setRecipeActive answers with the failing tab's key
 * ("categories") and the message the wizard uses; the details page's Approve and the wizard's
 * Publish both send the user there with that message.
 */
export function publishProblemOf(errors: Record<string, string[]>, fallback: string): { step: number | null; message: string } {
  const t = PUBLISH_TABS.find((tab) => errors[tab.tab]?.length);
  if (t) return { step: t.step, message: errors[t.tab][0] };
  const first = Object.values(errors).find((m) => m.length)?.[0];
  return { step: null, message: first ?? fallback };
}
