import { z } from "zod";
import { integer, MSG, requiredText } from "~/validation/rules";
import { oneImage } from "~/uploads/schemas";
import { imageUploadSchema } from "~/recipes/schemas";
import { WIZARD_STEPS } from "~/recipes/codes";
import type { PublishTab } from "~/recipes/publish";
import { defineWizard, stepFrom, stepHref as kitStepHref } from "~/ui/wizard/steps";

/**
 * The wizard's own small forms, built from the recipe schemas so a rule and its message are
 * written once. The ingredient, category, source and image rows use the domain's row schemas.
 */

export { recipeCategoryRow as categoryPickSchema, recipeImageRow as imagePickSchema, recipeSourceRow as sourcePickSchema } from "~/recipes/schemas";

/** Step 5, a new image for the gallery: name, source and the file itself (checked by content on the server). */
export const imageUploadFormSchema = imageUploadSchema.extend({ photo_o: oneImage() });

/** Rename a group or a category; the row's id comes with it. */
export const renameSchema = z.object({ id: integer({ min: 1 }), name: requiredText({ max: 100 }) });

/** Move a group or category one place up or down. */
export const moveSchema = z.object({ id: integer({ min: 1 }), dir: z.enum(["up", "down"], { errorMap: () => ({ message: MSG.required }) }) });

/** The id of the row a form changes. */
export const rowIdSchema = z.object({ id: integer({ min: 1 }) });

/** The wizard's five steps, 'Step n - 5', each at ?step=n (spec part 2 §2). */
export const RECIPE_WIZARD = defineWizard(WIZARD_STEPS.map((label, i) => ({ key: String(i + 1) as "1" | "2" | "3" | "4" | "5", label })));

/** Where a step of this wizard lives: `?step=n` on the wizard's current path. */
export const stepHref = (pathname: string, step: number) => kitStepHref(RECIPE_WIZARD, pathname, String(step) as (typeof RECIPE_WIZARD.steps)[number]["key"]);

/** The hidden field that carries a tab's count of unsaved rows with a Publish. */
export const unsavedField = (tab: PublishTab) => `unsaved_${tab}`;

/** The step a URL names once the recipe exists; anything else is step 1. */
export function stepOf(url: URL, saved = true): number {
  return Number(stepFrom(RECIPE_WIZARD, url.searchParams.get("step"), saved));
}

/** Moves `id` one place in `ids` (the new order to store); unchanged at either end. */
export function moved(ids: number[], id: number, dir: "up" | "down"): number[] {
  const i = ids.indexOf(id);
  const j = dir === "up" ? i - 1 : i + 1;
  if (i < 0 || j < 0 || j >= ids.length) return ids;
  const next = [...ids];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** What a delete button names: the kind of row and its id ("ri-12"), one confirmation flow for all. */
export const DELETE_KINDS = ["ri", "rc", "rs", "rim", "group", "category", "source"] as const;
export type DeleteKind = (typeof DELETE_KINDS)[number];
export const deleteKey = (kind: DeleteKind, id: number) => `${kind}-${id}`;
export function parseDeleteKey(raw: unknown): { kind: DeleteKind; id: number } | null {
  const m = /^([a-z]+)-(\d{1,10})$/.exec(String(raw ?? ""));
  if (!m || !(DELETE_KINDS as readonly string[]).includes(m[1])) return null;
  return { kind: m[1] as DeleteKind, id: Number(m[2]) };
}
