import { z } from "zod";
import { id, int, named, shape, timestamp } from "~/api/shapes";
import { DECLINE_CODE_VALUES } from "./codes";
import { MAIN_PHASES } from "./ranges";

/** What the recipe calls answer (docs/api.md, Recipes), checked against the domain's types. */

const declineCode = z.enum(DECLINE_CODE_VALUES);

export const image = named(
  "Image",
  shape({
    id: id(),
    name: z.string(),
    source: z.string(),
    photo_o: z.string().describe("The original, under /uploads/."),
    photo_l: z.string().describe("JPEG, at most 1280 pixels."),
    photo_m: z.string().describe("JPEG, at most 640 pixels."),
    photo_s: z.string().describe("JPEG, at most 320 pixels."),
  }),
);

const cardShape = {
  id: id(),
  name: z.string(),
  active: z.boolean(),
  featured: z.boolean(),
  preptime: int().nullable(),
  cooktime: int().nullable(),
  yields: int().nullable(),
  serving_size: z.string(),
  com_num: int().min(0),
  com_avg: z.number().min(0).max(10),
  main_image: image.nullable(),
  get_range_calorie: z.string().describe('A range per serving, "200-300".'),
  get_range_carb: z.string(),
  get_range_protein: z.string(),
  main_phase: z.enum(MAIN_PHASES),
  is_submitted: z.boolean(),
  decline_code: declineCode.nullable(),
  created: timestamp(),
};

export const recipeCard = named("RecipeCard", shape(cardShape));

export const categoryRow = named(
  "RecipeCategory",
  shape({
    id: id(),
    recipe: id(),
    category: id(),
    category__id: id(),
    category__name: z.string(),
    category__group__id: id(),
    category__group__name: z.string(),
    /** The category's group is the major ("Special") one. */
    category__group__major: z.boolean(),
  }),
);

export const ingredientRow = named(
  "RecipeIngredient",
  shape({
    id: id(),
    recipe: id(),
    ingredient: id(),
    ingredient_data: shape({ id: id(), name: z.string(), long_desc: z.string() }),
    measure: id().nullable(),
    measure_data: shape({ id: id(), measure: z.string(), quantity: z.number(), grams: z.number().nullable() }).nullable(),
    quantity: z.number(),
    main: z.boolean(),
    seq: int(),
  }),
);

export const source = named("Source", shape({ id: id(), name: z.string(), url: z.string(), url_title: z.string(), notes: z.string() }));

export const recipeSource = named(
  "RecipeSource",
  shape({ id: id(), recipe: id(), source: id(), seq: int(), source_data: source }),
);

export const recipeImage = named(
  "RecipeImage",
  shape({ id: id(), recipe: id(), image: id(), seq: int(), source: z.string(), image_data: image }),
);

export const recipeDetail = named(
  "RecipeDetail",
  shape({
    ...cardShape,
    public: z.boolean(),
    franchise_region: z.array(z.string()),
    directions: z.string(),
    directions_html: z.string().describe("Sanitized HTML."),
    notes: z.string(),
    notes_html: z.string().describe("Sanitized HTML."),
    raw_ingredients: z.string().describe("A submission's typed ingredients."),
    servings: shape({ vegetable: z.number(), fruit: z.number(), dairy: z.number(), fat: z.number(), starch: z.number(), misc: z.number(), protein_calories: z.number() }),
    categories: z.array(categoryRow),
    ingredients: z.array(ingredientRow),
    main_sources: z.array(recipeSource),
    images: z.array(recipeImage),
    created_by: shape({ id: id(), first_name: z.string() }).nullable(),
    updated: timestamp(),
    is_favorited: z.boolean(),
    favorite_id: id().nullable().describe("The caller's favourite, for DELETE /api/recipe_favorites/{id}."),
  }),
);

export const ingredientLine = shape({
  ingredient__id: id(),
  main: z.boolean(),
  text: z.string().describe('"1 1/2 cup, chopped Broccoli, raw (137 g)"'),
});

export const nutritionFact = shape({
  nutrient: z.string().describe("SR28 nutrient number."),
  name: z.string(),
  units: z.string(),
  value: z.number(),
});

export const category = named("Category", shape({ id: id(), name: z.string(), seq: int(), group: id() }));

export const categoryGroup = named(
  "CategoryGroup",
  shape({ id: id(), name: z.string(), seq: int(), major: z.boolean(), search: z.boolean(), group: z.array(category) }),
);

export const recipeFilter = shape({
  id: id(),
  group: z.string(),
  group_id: id(),
  major: z.boolean(),
  name: z.string().describe("Send back as `GET /api/recipes?category=`."),
  label: z.string(),
});

const commentShape = {
  id: id(),
  recipe: id(),
  title: z.string(),
  notes: z.string().describe("Plain text."),
  rating: int().min(0).max(10).nullable(),
  approved: z.boolean(),
  is_approved: z.boolean().nullable().describe("null while waiting for moderation."),
  created: timestamp(),
  user: shape({ first_name: z.string(), middle_name: z.string(), city: z.string(), state: z.string() }),
};

export const comment = named("Comment", shape(commentShape));
export const pendingComment = named("PendingComment", shape({ ...commentShape, recipe_name: z.string() }));

export const favorite = shape({ id: id(), recipe: id() });
export const isFavorited = shape({ is_favorited: z.boolean(), id: id().nullable().describe("The caller's favourite, or null.") });
export const recipeDeclined = shape({ id: id(), decline_code: declineCode });
export const recipeSubmitted = shape({
  id: id(),
  name: z.string(),
  active: z.literal(false),
  is_submitted: z.literal(true),
  detail: z.string().describe('"Recipe Submitted", in the caller\'s language (issue 41).'),
});

