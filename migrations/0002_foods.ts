import { type Kysely, sql } from "kysely";
import { isPostgres } from "./dialect";

// Frozen: never import app code here, never edit after it has landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Levels 1–3 of the food tree (the food itself is level 4): docs/decisions/0011.
  await db.schema
    .createTable("food_groups")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("level", "integer", (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn("parent_id", "integer", (c) => c.references("food_groups.id"))
    .addColumn("name", "text", (c) => c.notNull())
    // The SR28 FdGrp_Cd of a level-1 group ("0500").
    .addColumn("code", "text", (c) => c.unique())
    .addCheckConstraint("food_groups_root_has_no_parent", sql`(level = 1) = (parent_id is null)`)
    .execute();
  await db.schema.createIndex("food_groups_parent_name").on("food_groups").columns(["parent_id", "name"]).unique().execute();

  await db.schema
    .createTable("foods")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("ndb_no", "text", (c) => c.unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("long_desc", "text", (c) => c.notNull())
    .addColumn("base_weight", "real", (c) => c.notNull().defaultTo(100))
    .addColumn("upc_code", "text")
    .addColumn("useful", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("link", "text")
    .addColumn("hier1_id", "integer", (c) => c.references("food_groups.id").onDelete("set null"))
    .addColumn("hier2_id", "integer", (c) => c.references("food_groups.id").onDelete("set null"))
    .addColumn("hier3_id", "integer", (c) => c.references("food_groups.id").onDelete("set null"))
    .addColumn("protein_calorie_type", "integer", (c) => c.notNull().defaultTo(5).check(sql`protein_calorie_type between 1 and 5`))
    .addColumn("protein_calories", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_type", "integer", (c) => c.notNull().defaultTo(8).check(sql`servings_type between 1 and 8`))
    .addColumn("servings_fat", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_vegetable", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_fruit", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_dairy", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_starch", "real", (c) => c.notNull().defaultTo(0))
    .addColumn("servings_misc", "real", (c) => c.notNull().defaultTo(0))
    // A patient's personal food; null for the database's own foods.
    .addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("cascade"))
    .addColumn("status", "text", (c) => c.notNull().defaultTo("approved").check(sql`status in ('pending', 'approved', 'declined')`))
    .addColumn("decline_code", "text", (c) => c.check(sql`decline_code in ('A', 'B', 'C', 'D', 'E', 'Z')`))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .addCheckConstraint("foods_decline_code_iff_declined", sql`(status = 'declined') = (decline_code is not null)`)
    .execute();
  await db.schema.createIndex("foods_status_long_desc").on("foods").columns(["status", "long_desc"]).execute();
  await db.schema.createIndex("foods_owner").on("foods").columns(["owner_id", "updated_at"]).execute();
  await db.schema.createIndex("foods_hier1").on("foods").column("hier1_id").execute();
  await db.schema.createIndex("foods_hier2").on("foods").column("hier2_id").execute();
  await db.schema.createIndex("foods_hier3").on("foods").column("hier3_id").execute();

  await db.schema
    .createTable("nutrients")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    // SR28 Nutr_No ("203").
    .addColumn("number", "text", (c) => c.notNull().unique())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("units", "text", (c) => c.notNull())
    .addColumn("tagname", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("sort_order", "integer", (c) => c.notNull())
    .addColumn("decimals", "integer", (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("nutrient_values")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("food_id", "integer", (c) => c.notNull().references("foods.id").onDelete("cascade"))
    .addColumn("nutrient_id", "integer", (c) => c.notNull().references("nutrients.id"))
    // Per the food's base weight (100 g for USDA foods).
    .addColumn("value", "real", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("nutrient_values_food_nutrient").on("nutrient_values").columns(["food_id", "nutrient_id"]).unique().execute();

  await db.schema
    .createTable("ingredient_weights")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("food_id", "integer", (c) => c.notNull().references("foods.id").onDelete("cascade"))
    .addColumn("seq", "integer", (c) => c.notNull())
    .addColumn("quantity", "real", (c) => c.notNull())
    .addColumn("measure", "text", (c) => c.notNull())
    .addColumn("grams", "real")
    // Measures from USDA SR28 are read-only.
    .addColumn("usda", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("ingredient_weights_food_seq").on("ingredient_weights").columns(["food_id", "seq"]).execute();

  await db.schema
    .createTable("resources")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("title", "text", (c) => c.notNull())
    .addColumn("author", "text", (c) => c.notNull())
    .addColumn("created", "text", (c) => c.notNull())
    .addColumn("description_html", "text", (c) => c.notNull())
    .addColumn("body_html", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("resources_created").on("resources").column("created").execute();

  if (isPostgres(db)) {
    await foodSearchOnPostgres(db);
    return;
  }
  // Full-text index over the foods' names, kept in step by triggers. SQLite's FTS5; PostgreSQL's
  // twin is foodSearchOnPostgres below. Porter stemming makes plurals match ("apples" =
  // "apple"); the prefix indexes keep search-as-you-type prefix queries cheap.
  await sql`create virtual table foods_fts using fts5(
    name, long_desc,
    content = 'foods', content_rowid = 'id',
    tokenize = 'porter unicode61 remove_diacritics 2',
    prefix = '2 3'
  )`.execute(db);
  await sql`create trigger foods_fts_insert after insert on foods begin
    insert into foods_fts (rowid, name, long_desc) values (new.id, new.name, new.long_desc);
  end`.execute(db);
  await sql`create trigger foods_fts_delete after delete on foods begin
    insert into foods_fts (foods_fts, rowid, name, long_desc) values ('delete', old.id, old.name, old.long_desc);
  end`.execute(db);
  await sql`create trigger foods_fts_update after update of name, long_desc on foods begin
    insert into foods_fts (foods_fts, rowid, name, long_desc) values ('delete', old.id, old.name, old.long_desc);
    insert into foods_fts (rowid, name, long_desc) values (new.id, new.name, new.long_desc);
  end`.execute(db);
}

/**
 * PostgreSQL's twin of foods_fts (app/foods/search.server.ts asks the same questions of both).
 * The text search configuration `portal_search` reads words as FTS5's porter unicode61 tokenizer
 * does: accents removed, English stemming ("apples" = "apple"), and no stop words (FTS5 has
 * none: "with" and "in" are searchable). One tsvector of name and description, kept by the
 * database itself (a generated column) under a GIN index; a trigram index serves the substring
 * searches on the lower-cased name (app/db/like.ts).
 */
async function foodSearchOnPostgres(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create extension if not exists unaccent`.execute(db);
  await sql`create text search dictionary portal_stem (template = snowball, language = english)`.execute(db);
  await sql`create text search configuration portal_search (copy = english)`.execute(db);
  await sql`alter text search configuration portal_search
    alter mapping for asciiword, asciihword, hword_asciipart, word, hword, hword_part, numword, numhword, hword_numpart
    with unaccent, portal_stem`.execute(db);
  await sql`alter table foods add column search_tsv tsvector
    generated always as (to_tsvector('portal_search'::regconfig, name || ' ' || long_desc)) stored`.execute(db);
  await sql`create index foods_search_tsv on foods using gin (search_tsv)`.execute(db);
  await sql`create index foods_name_trgm on foods using gin (lower(name) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ["foods_fts_update", "foods_fts_delete", "foods_fts_insert"]) {
    if (!isPostgres(db)) await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  if (!isPostgres(db)) await sql`drop table if exists foods_fts`.execute(db);
  for (const table of ["resources", "ingredient_weights", "nutrient_values", "nutrients", "foods", "food_groups"]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  if (isPostgres(db)) {
    await sql`drop text search configuration if exists portal_search`.execute(db);
    await sql`drop text search dictionary if exists portal_stem`.execute(db);
  }
}
