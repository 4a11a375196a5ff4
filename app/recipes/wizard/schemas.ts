import { z } from "zod";
import { integer, MSG, requiredText } from "~/validation/rules";
import { imageUploadSchema, oneImage } from "~/recipes/schemas";

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

/** The wizard's steps are ?step=1..5; anything else is step 1. */
export function stepOf(url: URL): number {
  const n = Number(url.searchParams.get("step"));
  return Number.isInteger(n) && n >= 1 && n <= 5 ? n : 1;
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
