import { z } from "zod";
import { id, int, named, oneOf, shape, timestamp } from "~/api/shapes";
import { DECLINE_CODE_VALUES, FOOD_STATUSES, PROTEIN_CALORIE_TYPES, SERVINGS_TYPES } from "./codes";

/** What the food calls answer (docs/api.md, Foods), checked against the domain's types. */

const status = z.enum(FOOD_STATUSES);
const declineCode = z.enum(DECLINE_CODE_VALUES).nullable();
const proteinCalorieType = oneOf(PROTEIN_CALORIE_TYPES.map((t) => t.id));
const servingsType = oneOf(SERVINGS_TYPES.map((t) => t.id));

export const foodGroup = named("FoodGroup", shape({ id: id(), name: z.string(), level: int().min(1).max(3), parent: id().nullable() }));

export const foodSummary = named(
  "FoodSummary",
  shape({
    id: id(),
    name: z.string(),
    long_desc: z.string(),
    source: z.string(),
    status,
    decline_code: declineCode,
    owner_id: id().nullable().describe("The patient whose personal food it is; null for the database's own foods."),
    base_weight: z.number(),
    hier1: id().nullable(),
    hier2: id().nullable(),
    hier3: id().nullable(),
    energy_kcal: z.number().nullable().describe("Energy per base weight, when the food has it."),
    protein_calories: z.number(),
    servings_type: servingsType,
  }),
);

const detailShape = {
  id: id(),
  ndb_no: z.string().nullable().describe("The USDA number of a database food."),
  name: z.string(),
  long_desc: z.string(),
  base_weight: z.number(),
  upc_code: z.string().nullable(),
  useful: z.boolean(),
  source: z.string(),
  link: z.string().nullable(),
  hier1: id().nullable(),
  hier2: id().nullable(),
  hier3: id().nullable(),
  hier1_data: foodGroup.nullable(),
  hier2_data: foodGroup.nullable(),
  hier3_data: foodGroup.nullable(),
  protein_calorie_type: proteinCalorieType,
  protein_calories: z.number(),
  servings_type: servingsType,
  servings_fat: z.number(),
  servings_vegetable: z.number(),
  servings_fruit: z.number(),
  servings_dairy: z.number(),
  servings_starch: z.number(),
  servings_misc: z.number(),
  status,
  decline_code: declineCode,
  owner_id: id().nullable(),
  created_at: timestamp(),
  updated_at: timestamp(),
  nut_data: z
    .array(z.array(z.union([z.string(), z.number(), z.null()])))
    .describe('The nutrition table, header row first (["Group", "Nutrient", "Unit", "Per 100 g", "1 cup (91 g)", …]), then a row per nutrient; values rounded to the nutrient\'s decimals.'),
};

export const foodDetail = named("FoodDetail", shape(detailShape));

const owner = shape({ id: id(), first_name: z.string(), last_name: z.string(), email: z.string() });

export const pendingFood = named(
  "PendingFood",
  foodSummary.extend({ created_at: timestamp(), updated_at: timestamp(), owner: owner.nullable() }),
);

export const foodForReview = named("FoodForReview", shape({ ...detailShape, owner: owner.nullable() }));

export const approved = shape({ id: id(), status: z.literal("approved") });
export const declined = shape({ id: id(), status: z.literal("declined"), decline_code: z.enum(DECLINE_CODE_VALUES) });

export const measure = named(
  "Measure",
  shape({ id: id(), food: id(), seq: int(), quantity: z.number(), measure: z.string(), grams: z.number().nullable(), usda: z.boolean() }),
);

export const nutrientValue = named(
  "NutrientValue",
  shape({
    id: id(),
    food: id(),
    nut_val: z.number(),
    nut_data: shape({ id: id(), number: z.string(), name: z.string(), units: z.string(), tagname: z.string(), decimals: int(), group: z.string() }),
  }),
);
