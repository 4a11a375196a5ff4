import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 26 and issue 24 item 3: a member's own account.
 * - users: phone, the units they read and type (storage stays canonical, decision 0063) and the
 *   date of birth on the clinic record (from the registration code, read-only to the member).
 * - email_changes: a new address waits here until the link sent to it is followed.
 * - api_tokens: one row per signed-in app (a token family): each refresh moves its generation
 *   on, so a refreshed token is spent; a spent one shown again revokes the family.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("users").addColumn("phone", "text", (c) => c.notNull().defaultTo("")).execute();
  await db.schema.alterTable("users").addColumn("units", "text", (c) => c.notNull().defaultTo("imperial")).execute();
  await db.schema.alterTable("users").addColumn("date_of_birth", "text").execute();
  await db.schema.alterTable("registration_codes").addColumn("date_of_birth", "text").execute();

  await db.schema
    .createTable("email_changes")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("new_email", "text", (c) => c.notNull())
    .addColumn("token_hash", "text", (c) => c.unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .execute();
  await db.schema.createIndex("email_changes_user").on("email_changes").column("user_id").execute();

  await db.schema
    .createTable("api_tokens")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("generation", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("last_used_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "text", (c) => c.notNull())
    .addColumn("ip", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("user_agent", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("revoked_at", "text")
    .addColumn("revoked_reason", "text")
    .execute();
  await db.schema.createIndex("api_tokens_user").on("api_tokens").column("user_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("api_tokens").execute();
  await db.schema.dropTable("email_changes").execute();
  await db.schema.alterTable("registration_codes").dropColumn("date_of_birth").execute();
  await db.schema.alterTable("users").dropColumn("date_of_birth").execute();
  await db.schema.alterTable("users").dropColumn("units").execute();
  await db.schema.alterTable("users").dropColumn("phone").execute();
}
