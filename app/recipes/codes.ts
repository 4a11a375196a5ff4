/** Recipe code lists and constants (spec part 2 §3, §9), shared by the forms, the API and the seed. */

export { DECLINE_CODES, DECLINE_CODE_VALUES, type DeclineCode } from "~/foods/codes";

/** The franchise regions by code; the page names them through the keys `recipes:regions.<code>`. */
export const FRANCHISE_REGIONS = ["US", "ME"] as const;
export type FranchiseRegion = (typeof FRANCHISE_REGIONS)[number];
export const FRANCHISE_REGION_VALUES = [...FRANCHISE_REGIONS] as [FranchiseRegion, ...FranchiseRegion[]];

/** Spec part 2 §9. */
export const RECIPE_PAGE_SIZE = 30;
export const INGREDIENT_SEARCH_LIMIT = 10;
export const INGREDIENT_LIST_LIMIT = 100;
export const IMAGE_PAGE_SIZE = 30;
/** The spec names this constant without its value. */
export const COMMENT_APPROVAL_PAGE_SIZE = 20;
export const COMMENT_PAGE_SIZE = 20;
export const FEATURED_LIMIT = 6;
export const RECENT_VIEWS_LIMIT = 5;
export const RELATED_LIMIT = 5;

/** Rating: stored 0–10, half a point per star, five stars. */
export const RATING_MAX = 10;
/**
 * The flame rating image beside the stars (spec part 2, constants): one flame up to 4.5, two up
 * to 6.5, three above. The bounds are of the stored 0–10 rating, averaged, before any rounding.
 */
export const RATING_FLAME_BANDS = [4.5, 6.5] as const;
export type RatingFlames = 1 | 2 | 3;
export function ratingFlames(rating: number): RatingFlames {
  if (rating <= RATING_FLAME_BANDS[0]) return 1;
  return rating <= RATING_FLAME_BANDS[1] ? 2 : 3;
}
export const SERVES_MIN = 1;

/** The wizard's five steps, by number (the kit's names; the page draws the keys `recipes:wizard.steps.<n>`). */
export const WIZARD_STEPS = ["Basic Details", "Ingredients", "Categories", "Sources", "Images"] as const;

export const RECIPE_ORDERINGS = [
  "name",
  "-name",
  "created",
  "-created",
  "com_avg",
  "-com_avg",
  "preptime",
  "-preptime",
  "cooktime",
  "-cooktime",
  "kcal",
  "-kcal",
] as const;
export type RecipeOrdering = (typeof RECIPE_ORDERINGS)[number];
export const DEFAULT_RECIPE_ORDERING: RecipeOrdering = "name";
