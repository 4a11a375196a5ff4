import type { RecipeSummary } from "./types";

/**
 * What a mini card (home, the details page's sidebars, nutrition home) renders of a recipe: the
 * loader sends this, not the API's summary with its four picture sizes and serving ranges, so a
 * page's data is the size of what it shows (issue 28).
 */
export interface MiniRecipe {
  id: number;
  name: string;
  active: boolean;
  com_num: number;
  com_avg: number;
  main_image: { photo_s: string } | null;
}

export function toMiniRecipe(r: RecipeSummary): MiniRecipe {
  return { id: r.id, name: r.name, active: r.active, com_num: r.com_num, com_avg: r.com_avg, main_image: r.main_image ? { photo_s: r.main_image.photo_s } : null };
}
