import { type Kysely, sql } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/** The columns of an entry's and a goal's programme servings, and of an entry's nutrients. */
const SERVINGS = ["vegetable_srv", "fruit_srv", "fat_srv", "starch_srv", "dairy_srv", "misc_srv"] as const;
const NUTRIENTS = [
  "protein_g",
  "carbohydrate_g",
  "fat_g",
  "fiber_g",
  "sugars_g",
  "saturated_fat_g",
  "cholesterol_mg",
  "sodium_mg",
  "potassium_mg",
  "calcium_mg",
  "iron_mg",
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The daily food journal (docs/decisions/0040-journal-entries.md). An entry keeps what was
  // eaten as entered (quantity of a measure) and, worked out once when it is written, its weight,
  // programme servings, calories and label nutrients in canonical units: a day's and a week's
  // totals are sums over an index, and an entry keeps its values when the food is edited later.
  let entries = db.schema
    .createTable("journal_entries")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    // The clinic calendar day, YYYY-MM-DD, and the time of day, HH:MM (optional).
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("time", "text")
    // A Breakfast, B Snack 1, C Lunch, D Snack 2, E Dinner, Z Other.
    .addColumn("meal", "text", (c) => c.notNull().defaultTo("Z"))
    // food (a food or a recipe), hydration or electrolyte.
    .addColumn("kind", "text", (c) => c.notNull().defaultTo("food"))
    .addColumn("food_id", "integer", (c) => c.references("foods.id").onDelete("set null"))
    .addColumn("recipe_id", "integer", (c) => c.references("recipes.id").onDelete("set null"))
    // The food's or recipe's name and description when it was logged (kept if it is deleted).
    .addColumn("item_name", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("item_desc", "text", (c) => c.notNull().defaultTo(""))
    // How many of the measure, as entered.
    .addColumn("quantity", "real", (c) => c.notNull())
    .addColumn("measure_id", "integer", (c) => c.references("ingredient_weights.id").onDelete("set null"))
    // The measure as it was labelled: its own amount and words ("0.5" "cup, chopped"), and the
    // grams of one such portion (null for a recipe's servings and for fluids).
    .addColumn("measure_amount", "real", (c) => c.notNull().defaultTo(1))
    .addColumn("measure_text", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("measure_g", "real")
    // Canonical amounts: grams of a food, servings of a recipe, fluid ounces of a drink.
    .addColumn("food_g", "real")
    .addColumn("recipe_servings", "real")
    .addColumn("fluid_floz", "real")
    .addColumn("energy_kcal", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("protein_kcal", "real", (c) => c.notNull().defaultTo(0));
  for (const column of [...SERVINGS, ...NUTRIENTS]) entries = entries.addColumn(column, "real", (c) => c.notNull().defaultTo(0));
  await entries
    .addColumn("hunger_before", "integer")
    .addColumn("hunger_after", "integer")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("journal_entries_meal", sql`meal in ('A', 'B', 'C', 'D', 'E', 'Z')`)
    .addCheckConstraint("journal_entries_kind", sql`kind in ('food', 'hydration', 'electrolyte')`)
    .execute();
  // A day's entries, a range's totals, the most recent items: all by patient and day.
  await db.schema.createIndex("journal_entries_user_day").on("journal_entries").columns(["user_id", "day", "id"]).execute();
  // The picker's recent items: the patient's entries, last logged first.
  await db.schema.createIndex("journal_entries_user_recent").on("journal_entries").columns(["user_id", "id"]).execute();
  // Hydration and electrolyte are one running total per day each.
  await db.schema
    .createIndex("journal_entries_fluid_day")
    .on("journal_entries")
    .columns(["user_id", "day", "kind"])
    .unique()
    .where(sql.ref("kind"), "<>", "food")
    .execute();

  // Goals apply from their day until a newer one (docs/decisions/0041-journal-goals.md).
  let goals = db.schema
    .createTable("nutrition_goals")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("starts_on", "text", (c) => c.notNull())
    .addColumn("calories_kcal", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("protein_kcal", "real", (c) => c.notNull().defaultTo(0));
  for (const column of SERVINGS) goals = goals.addColumn(column, "real", (c) => c.notNull().defaultTo(0));
  await goals
    .addColumn("hydration_floz", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("electrolyte_floz", "real", (c) => c.notNull().defaultTo(0))
    // Who set it: the patient, or clinic staff.
    .addColumn("set_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("nutrition_goals_user_day").on("nutrition_goals").columns(["user_id", "starts_on"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("nutrition_goals").ifExists().execute();
  await db.schema.dropTable("journal_entries").ifExists().execute();
}
