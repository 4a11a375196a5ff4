import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Indexes for the reads /home makes on every view (issue 28), each in the order the page asks:
 * - a member's latest reviews: `comments` had no index on its author, so each view read the whole
 *   table;
 * - a member's favourites, newest first: the plan walked every active recipe and looked each one
 *   up among the member's favourites;
 * - the next appointment and a member's submitted recipes: the index found the rows but a
 *   temporary B-tree sorted them; with the sort columns in it they come out in order.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("comments_user_created").on("comments").columns(["user_id", "created", "id"]).execute();
  await db.schema.createIndex("recipe_favorites_user_created").on("recipe_favorites").columns(["user_id", "created", "id"]).execute();
  await db.schema.dropIndex("appointments_user_date").execute();
  await db.schema.createIndex("appointments_user_date").on("appointments").columns(["user_id", "appt_date", "appt_time"]).execute();
  await db.schema.dropIndex("recipes_created_by").execute();
  await db.schema.createIndex("recipes_created_by").on("recipes").columns(["created_by", "is_submitted", "created", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("recipes_created_by").execute();
  await db.schema.createIndex("recipes_created_by").on("recipes").columns(["created_by", "is_submitted"]).execute();
  await db.schema.dropIndex("appointments_user_date").execute();
  await db.schema.createIndex("appointments_user_date").on("appointments").columns(["user_id", "appt_date"]).execute();
  await db.schema.dropIndex("recipe_favorites_user_created").execute();
  await db.schema.dropIndex("comments_user_created").execute();
}
