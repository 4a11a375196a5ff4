import type { Generated, Selectable } from "kysely";
import type { DeclineCode } from "./foods";

export interface CategoryGroupsTable {
  id: Generated<number>;
  name: string;
  seq: Generated<number>;
  /** Shown as "Special". */
  major: Generated<number>;
  /** Its categories feed the listing's filter panel. */
  search: Generated<number>;
}

export interface CategoriesTable {
  id: Generated<number>;
  group_id: number;
  name: string;
  seq: Generated<number>;
}

export interface RecipesTable {
  id: Generated<number>;
  name: string;
  active: Generated<number>;
  featured: Generated<number>;
  public: Generated<number>;
  /** "US", "ME" or "US,ME". */
  franchise_region: Generated<string>;
  preptime: number | null;
  cooktime: number | null;
  yields: number | null;
  serving_size: Generated<string>;
  directions: Generated<string>;
  directions_html: Generated<string>;
  notes: Generated<string>;
  notes_html: Generated<string>;
  raw_ingredients: Generated<string>;
  servings_vegetable: Generated<number>;
  servings_fruit: Generated<number>;
  servings_dairy: Generated<number>;
  servings_fat: Generated<number>;
  servings_starch: Generated<number>;
  servings_misc: Generated<number>;
  servings_protein_calories: Generated<number>;
  /** Per serving, from the ingredients (docs/decisions/0020). */
  kcal: Generated<number>;
  carb_g: Generated<number>;
  protein_g: Generated<number>;
  com_num: Generated<number>;
  com_avg: Generated<number>;
  is_submitted: Generated<number>;
  decline_code: DeclineCode | null;
  created_by: number | null;
  created: string;
  updated: string;
}

export interface RecipeIngredientsTable {
  id: Generated<number>;
  recipe_id: number;
  food_id: number;
  measure_id: number | null;
  quantity: number;
  main: Generated<number>;
  seq: Generated<number>;
}

export interface RecipeCategoriesTable {
  id: Generated<number>;
  recipe_id: number;
  category_id: number;
}

export interface SourcesTable {
  id: Generated<number>;
  name: string;
  url: Generated<string>;
  url_title: Generated<string>;
  notes: Generated<string>;
}

export interface RecipeSourcesTable {
  id: Generated<number>;
  recipe_id: number;
  source_id: number;
  seq: Generated<number>;
}

export interface ImagesTable {
  id: Generated<number>;
  name: string;
  source: Generated<string>;
  /** Paths relative to the uploads folder. */
  photo_o: string;
  photo_l: string;
  photo_m: string;
  photo_s: string;
  /** The client's file name and size, kept for the record only: an image is known by its content. */
  file_name: string;
  file_size: number;
  content_type: string;
  created: string;
  /** First 20 hex digits of the content's SHA-256 (the key its file names carry). */
  content_hash: Generated<string>;
  /** The patient whose own upload this is (private until published); null for the catalogue. */
  owner_id: number | null;
}

export interface RecipeImagesTable {
  id: Generated<number>;
  recipe_id: number;
  image_id: number;
  seq: Generated<number>;
  source: Generated<string>;
}

export interface CommentsTable {
  id: Generated<number>;
  recipe_id: number;
  user_id: number;
  title: string;
  notes: string;
  rating: number | null;
  /** null waiting, 1 approved, 0 rejected. */
  is_approved: number | null;
  created: string;
}

export interface RecipeFavoritesTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number;
  created: string;
}

export interface RecipeViewsTable {
  id: Generated<number>;
  user_id: number;
  recipe_id: number;
  viewed: string;
}

export interface RecipesTables {
  category_groups: CategoryGroupsTable;
  categories: CategoriesTable;
  recipes: RecipesTable;
  recipe_ingredients: RecipeIngredientsTable;
  recipe_categories: RecipeCategoriesTable;
  sources: SourcesTable;
  recipe_sources: RecipeSourcesTable;
  images: ImagesTable;
  recipe_images: RecipeImagesTable;
  comments: CommentsTable;
  recipe_favorites: RecipeFavoritesTable;
  recipe_views: RecipeViewsTable;
}

export type RecipeRow = Selectable<RecipesTable>;
