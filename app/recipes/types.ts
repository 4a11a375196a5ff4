import type { DeclineCode } from "./codes";
import type { NutritionFact } from "./nutrition";
import type { MainPhase } from "./ranges";

/** The result shapes of the recipe domain: what pages and /api handlers get back. */

export type { NutritionFact };

export interface ImageData {
  id: number;
  name: string;
  source: string;
  /** URLs under /uploads. */
  photo_o: string;
  photo_l: string;
  photo_m: string;
  photo_s: string;
}

export interface RecipeServings {
  vegetable: number;
  fruit: number;
  dairy: number;
  fat: number;
  starch: number;
  misc: number;
  protein_calories: number;
}

/** A recipe card. */
export interface RecipeSummary {
  id: number;
  name: string;
  active: boolean;
  featured: boolean;
  preptime: number | null;
  cooktime: number | null;
  yields: number | null;
  serving_size: string;
  com_num: number;
  com_avg: number;
  main_image: ImageData | null;
  get_range_calorie: string;
  get_range_carb: string;
  get_range_protein: string;
  main_phase: MainPhase;
  is_submitted: boolean;
  decline_code: DeclineCode | null;
  created: string;
}

export interface RecipeCategoryRow {
  id: number;
  recipe: number;
  category: number;
  category__id: number;
  category__name: string;
  category__group__id: number;
  category__group__name: string;
  /** The category's group is the major ("Special") one. */
  category__group__major: boolean;
}

export interface RecipeIngredientRow {
  id: number;
  recipe: number;
  ingredient: number;
  ingredient_data: { id: number; name: string; long_desc: string };
  measure: number | null;
  measure_data: { id: number; measure: string; quantity: number; grams: number | null } | null;
  quantity: number;
  main: boolean;
  seq: number;
}

export interface SourceRow {
  id: number;
  name: string;
  url: string;
  url_title: string;
  notes: string;
}

export interface RecipeSourceRow {
  id: number;
  recipe: number;
  source: number;
  seq: number;
  source_data: SourceRow;
}

export interface RecipeImageRow {
  id: number;
  recipe: number;
  image: number;
  seq: number;
  source: string;
  image_data: ImageData;
}

export interface RecipeDetail extends RecipeSummary {
  public: boolean;
  franchise_region: string[];
  directions: string;
  directions_html: string;
  notes: string;
  notes_html: string;
  raw_ingredients: string;
  servings: RecipeServings;
  categories: RecipeCategoryRow[];
  ingredients: RecipeIngredientRow[];
  main_sources: RecipeSourceRow[];
  images: RecipeImageRow[];
  created_by: { id: number; first_name: string } | null;
  updated: string;
  is_favorited: boolean;
  /** The viewer's favourite's id, for DELETE /api/recipe_favorites/{id}/. */
  favorite_id: number | null;
}

export interface IngredientLine {
  ingredient__id: number;
  main: boolean;
  text: string;
}

export interface CategoryRow {
  id: number;
  name: string;
  seq: number;
  group: number;
}

export interface CategoryGroupRow {
  id: number;
  name: string;
  seq: number;
  major: boolean;
  search: boolean;
  group: CategoryRow[];
}

/** One entry of the listing's filter panel (GET /api/recipe_filters). */
export interface RecipeFilter {
  id: number;
  group: string;
  group_id: number;
  major: boolean;
  name: string;
  label: string;
}

export interface CommentRow {
  id: number;
  recipe: number;
  title: string;
  notes: string;
  rating: number | null;
  approved: boolean;
  is_approved: boolean | null;
  created: string;
  user: { first_name: string; middle_name: string; city: string; state: string };
}

/** A comment waiting for moderation, with the recipe it is about. */
export interface PendingComment extends CommentRow {
  recipe_name: string;
}
