import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { preparedRead } from "~/db/prepared";
import { canSeeRecipe, IMAGE_COLUMNS, toImageData } from "./access.server";
import { type Db, type Viewer } from "~/domain/outcome";
import { sanitizeRecipeHtml } from "./html.server";
import { type RecipeCategoryRow, type RecipeDetail, type RecipeImageRow, type RecipeIngredientRow, type RecipeSourceRow } from "./types";
import { SUMMARY_COLUMNS, toSummary } from "./cards.server";

/** One recipe with everything the details page and GET /api/recipes/{id} show. */

/** A recipe's ingredient rows in order, all of them or a page: each shape prepared once (app/db/prepared.ts). */
const ingredientSelect = (recipeId: number) =>
  db
    .selectFrom("recipe_ingredients as ri")
    .innerJoin("foods as f", "f.id", "ri.food_id")
    .leftJoin("ingredient_weights as w", "w.id", "ri.measure_id")
    .select([
      "ri.id",
      "ri.recipe_id",
      "ri.food_id",
      "ri.measure_id",
      "ri.quantity",
      "ri.main",
      "ri.seq",
      "f.name as food_name",
      "f.long_desc",
      "w.measure",
      "w.quantity as measure_quantity",
      "w.grams",
    ])
    .where("ri.recipe_id", "=", recipeId)
    .orderBy("ri.seq")
    .orderBy("ri.id");
const ingredientQuery = preparedRead(["recipeId"], (a: { recipeId: number }) => ingredientSelect(a.recipeId));
const ingredientPageQuery = preparedRead(["recipeId", "limit", "offset"], (a: { recipeId: number; limit: number; offset: number }) =>
  ingredientSelect(a.recipeId).limit(a.limit).offset(a.offset),
);

export async function ingredientRows(conn: Db, recipeId: number, page?: { limit: number; offset: number }): Promise<RecipeIngredientRow[]> {
  const rows = page ? await ingredientPageQuery(conn, { recipeId, limit: page.limit, offset: page.offset }) : await ingredientQuery(conn, { recipeId });
  return rows.map((r) => ({
    id: r.id,
    recipe: r.recipe_id,
    ingredient: r.food_id,
    ingredient_data: { id: r.food_id, name: r.food_name, long_desc: r.long_desc },
    measure: r.measure_id,
    measure_data:
      r.measure_id !== null && r.measure !== null
        ? { id: r.measure_id, measure: r.measure, quantity: r.measure_quantity ?? 1, grams: r.grams }
        : null,
    quantity: r.quantity,
    main: r.main === 1,
    seq: r.seq,
  }));
}

const categoryQuery = preparedRead(["recipeId"], (a: { recipeId: number }) =>
  db
    .selectFrom("recipe_categories as rc")
    .innerJoin("categories as c", "c.id", "rc.category_id")
    .innerJoin("category_groups as g", "g.id", "c.group_id")
    .select(["rc.id", "rc.recipe_id", "c.id as category_id", "c.name", "g.id as group_id", "g.name as group_name", "g.major"])
    .where("rc.recipe_id", "=", a.recipeId)
    .orderBy("g.seq")
    .orderBy("c.seq")
    .orderBy(byName(db, "c.name"))
    .orderBy("c.id"),
);

export async function categoryRows(conn: Db, recipeId: number): Promise<RecipeCategoryRow[]> {
  const rows = await categoryQuery(conn, { recipeId });
  return rows.map((r) => ({
    id: r.id,
    recipe: r.recipe_id,
    category: r.category_id,
    category__id: r.category_id,
    category__name: r.name,
    category__group__id: r.group_id,
    category__group__name: r.group_name,
    category__group__major: r.major === 1,
  }));
}

const sourceQuery = preparedRead(["recipeId"], (a: { recipeId: number }) =>
  db
    .selectFrom("recipe_sources as rs")
    .innerJoin("sources as s", "s.id", "rs.source_id")
    .select(["rs.id", "rs.recipe_id", "rs.seq", "s.id as source_id", "s.name", "s.url", "s.url_title", "s.notes"])
    .where("rs.recipe_id", "=", a.recipeId)
    .orderBy("rs.seq")
    .orderBy("rs.id"),
);

export async function sourceRows(conn: Db, recipeId: number): Promise<RecipeSourceRow[]> {
  const rows = await sourceQuery(conn, { recipeId });
  return rows.map((r) => ({
    id: r.id,
    recipe: r.recipe_id,
    source: r.source_id,
    seq: r.seq,
    source_data: { id: r.source_id, name: r.name, url: r.url, url_title: r.url_title, notes: r.notes },
  }));
}

const imageQuery = preparedRead(["recipeId"], (a: { recipeId: number }) =>
  db
    .selectFrom("recipe_images as ri")
    .innerJoin("images as i", "i.id", "ri.image_id")
    .select(["ri.id as ri_id", "ri.recipe_id", "ri.seq", "ri.source as ri_source", ...IMAGE_COLUMNS])
    .where("ri.recipe_id", "=", a.recipeId)
    .orderBy("ri.seq")
    .orderBy("ri.id"),
);

export async function imageRows(conn: Db, recipeId: number): Promise<RecipeImageRow[]> {
  const rows = await imageQuery(conn, { recipeId });
  return rows.map((r) => ({ id: r.ri_id, recipe: r.recipe_id, image: r.id, seq: r.seq, source: r.ri_source, image_data: toImageData(r) }));
}

/** The recipe's own row, read on every details page and API call: prepared once (app/db/prepared.ts). */
const recipeQuery = preparedRead(["recipeId"], (a: { recipeId: number }) =>
  db
    .selectFrom("recipes as r")
    .leftJoin("users as u", "u.id", "r.created_by")
    .select([
      ...SUMMARY_COLUMNS,
      "r.public",
      "r.franchise_region",
      "r.directions",
      "r.directions_html",
      "r.notes",
      "r.notes_html",
      "r.raw_ingredients",
      "r.servings_vegetable",
      "r.servings_dairy",
      "r.servings_fat",
      "r.servings_misc",
      "r.servings_protein_calories",
      "r.updated",
      "u.id as user_id",
      "u.first_name",
    ])
    .where("r.id", "=", a.recipeId),
);

const favouriteQuery = preparedRead(["userId", "recipeId"], (a: { userId: number; recipeId: number }) =>
  db.selectFrom("recipe_favorites").select("id").where("user_id", "=", a.userId).where("recipe_id", "=", a.recipeId),
);

/**
 * GET /api/recipes/{id}/ and the details page: null when the viewer may not see it. The stored
 * HTML is sanitized again on the way out.
 */
export async function getRecipe(viewer: Viewer, recipeId: number): Promise<RecipeDetail | null> {
  const [r] = await recipeQuery(db, { recipeId });
  if (!r || !canSeeRecipe(viewer, r)) return null;
  const [categories, ingredients, sources, images, favorite] = await Promise.all([
    categoryRows(db, recipeId),
    ingredientRows(db, recipeId),
    sourceRows(db, recipeId),
    imageRows(db, recipeId),
    favouriteQuery(db, { userId: viewer.id, recipeId }).then((rows) => rows[0]),
  ]);
  return {
    ...toSummary(r, images[0]?.image_data ?? null),
    public: r.public === 1,
    franchise_region: r.franchise_region.split(",").filter(Boolean),
    directions: r.directions,
    directions_html: sanitizeRecipeHtml(r.directions_html),
    notes: r.notes,
    notes_html: sanitizeRecipeHtml(r.notes_html),
    raw_ingredients: r.raw_ingredients,
    servings: {
      vegetable: r.servings_vegetable,
      fruit: r.servings_fruit,
      dairy: r.servings_dairy,
      fat: r.servings_fat,
      starch: r.servings_starch,
      misc: r.servings_misc,
      protein_calories: r.servings_protein_calories,
    },
    categories,
    ingredients,
    main_sources: sources,
    images,
    created_by: r.user_id !== null ? { id: r.user_id, first_name: r.first_name ?? "" } : null,
    updated: r.updated,
    is_favorited: favorite !== undefined,
    favorite_id: favorite?.id ?? null,
  };
}
