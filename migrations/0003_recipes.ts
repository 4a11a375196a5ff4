import { type Kysely, sql } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("category_groups")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull().unique())
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    // Shown as "Special".
    .addColumn("major", "integer", (c) => c.notNull().defaultTo(0))
    // Its categories feed the recipe listing's filter panel.
    .addColumn("search", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("categories")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("group_id", "integer", (c) => c.notNull().references("category_groups.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("categories_group_name").on("categories").columns(["group_id", "name"]).unique().execute();

  await db.schema
    .createTable("recipes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("public", "integer", (c) => c.notNull().defaultTo(0))
    // "US", "ME" or "US,ME".
    .addColumn("franchise_region", "text", (c) => c.notNull().defaultTo("US"))
    // Null only on a patient's submission, until staff complete it.
    .addColumn("preptime", "integer")
    .addColumn("cooktime", "integer")
    .addColumn("yields", "integer")
    .addColumn("serving_size", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("directions", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("directions_html", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes_html", "text", (c) => c.notNull().defaultTo(""))
    // A submission's ingredients as the patient typed them.
    .addColumn("raw_ingredients", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("servings_vegetable", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_fruit", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_dairy", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_fat", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_starch", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_misc", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_protein_calories", "real", (c) => c.notNull().defaultTo(0))
    // Per serving, kept in step with the ingredients (docs/decisions/0020).
    .addColumn("kcal", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("carb_g", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("protein_g", "real", (c) => c.notNull().defaultTo(0))
    // Approved comments: their number and mean rating (0–10).
    .addColumn("com_num", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("com_avg", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("is_submitted", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("decline_code", "text", (c) => c.check(sql`decline_code in ('A', 'B', 'C', 'D', 'E', 'Z')`))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created", "text", (c) => c.notNull())
    .addColumn("updated", "text", (c) => c.notNull())
    .addCheckConstraint("recipes_declined_is_inactive", sql`decline_code is null or active = 0`)
    .execute();
  await db.schema.createIndex("recipes_active_name").on("recipes").columns(["active", "name"]).execute();
  await db.schema.createIndex("recipes_featured").on("recipes").columns(["featured", "active"]).execute();
  await db.schema.createIndex("recipes_submitted").on("recipes").columns(["is_submitted", "active", "created"]).execute();

  await db.schema
    .createTable("recipe_ingredients")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("food_id", "integer", (c) => c.notNull().references("foods.id").onDelete("cascade"))
    // A deleted measure leaves the line asking for a weight again.
    .addColumn("measure_id", "integer", (c) => c.references("ingredient_weights.id").onDelete("set null"))
    .addColumn("quantity", "real", (c) => c.notNull())
    .addColumn("main", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("recipe_ingredients_recipe_food").on("recipe_ingredients").columns(["recipe_id", "food_id"]).unique().execute();
  await db.schema.createIndex("recipe_ingredients_food").on("recipe_ingredients").column("food_id").execute();
  await db.schema.createIndex("recipe_ingredients_measure").on("recipe_ingredients").column("measure_id").execute();

  await db.schema
    .createTable("recipe_categories")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("category_id", "integer", (c) => c.notNull().references("categories.id").onDelete("cascade"))
    .execute();
  await db.schema.createIndex("recipe_categories_recipe_category").on("recipe_categories").columns(["recipe_id", "category_id"]).unique().execute();
  // The listing's filter walks recipes by category.
  await db.schema.createIndex("recipe_categories_category_recipe").on("recipe_categories").columns(["category_id", "recipe_id"]).execute();

  await db.schema
    .createTable("sources")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("url_title", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("sources_name").on("sources").column("name").execute();

  await db.schema
    .createTable("recipe_sources")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("source_id", "integer", (c) => c.notNull().references("sources.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex("recipe_sources_recipe_source").on("recipe_sources").columns(["recipe_id", "source_id"]).unique().execute();
  await db.schema.createIndex("recipe_sources_source").on("recipe_sources").column("source_id").execute();

  await db.schema
    .createTable("images")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull().defaultTo(""))
    // Paths under the uploads folder (docs/decisions/0021).
    .addColumn("photo_o", "text", (c) => c.notNull())
    .addColumn("photo_l", "text", (c) => c.notNull())
    .addColumn("photo_m", "text", (c) => c.notNull())
    .addColumn("photo_s", "text", (c) => c.notNull())
    // The uploaded file's name and size: the same pair again is the same image.
    .addColumn("file_name", "text", (c) => c.notNull())
    .addColumn("file_size", "integer", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("created", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("images_file").on("images").columns(["file_name", "file_size"]).unique().execute();
  await db.schema.createIndex("images_name").on("images").column("name").execute();

  await db.schema
    .createTable("recipe_images")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("image_id", "integer", (c) => c.notNull().references("images.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("source", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  await db.schema.createIndex("recipe_images_recipe_seq").on("recipe_images").columns(["recipe_id", "seq"]).execute();
  await db.schema.createIndex("recipe_images_image").on("recipe_images").column("image_id").execute();

  await db.schema
    .createTable("comments")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("notes", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.check(sql`rating between 0 and 10`))
    // Null while waiting for moderation, 1 approved, 0 rejected.
    .addColumn("is_approved", "integer")
    .addColumn("created", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("comments_recipe_approved").on("comments").columns(["recipe_id", "is_approved", "created"]).execute();
  await db.schema.createIndex("comments_approved_created").on("comments").columns(["is_approved", "created"]).execute();

  await db.schema
    .createTable("recipe_favorites")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("created", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recipe_favorites_user_recipe").on("recipe_favorites").columns(["user_id", "recipe_id"]).unique().execute();
  await db.schema.createIndex("recipe_favorites_recipe").on("recipe_favorites").column("recipe_id").execute();

  await db.schema
    .createTable("recipe_views")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("recipe_id", "integer", (c) => c.notNull().references("recipes.id").onDelete("cascade"))
    .addColumn("viewed", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("recipe_views_user_recipe").on("recipe_views").columns(["user_id", "recipe_id"]).unique().execute();
  await db.schema.createIndex("recipe_views_user_viewed").on("recipe_views").columns(["user_id", "viewed"]).execute();
  await db.schema.createIndex("recipe_views_recipe").on("recipe_views").column("recipe_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    "recipe_views",
    "recipe_favorites",
    "comments",
    "recipe_images",
    "images",
    "recipe_sources",
    "sources",
    "recipe_categories",
    "recipe_ingredients",
    "recipes",
    "categories",
    "category_groups",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
