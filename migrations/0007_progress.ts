import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  // The clinic record's body profile: height (for BMI) and the member's goal weight. Canonical
  // units in the column names; inches and pounds are for display only.
  await db.schema
    .createTable("body_profiles")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("height_cm", "real")
    .addColumn("goal_weight_kg", "real")
    // Who last set the height: a staff member's id, or the member's own (asked once).
    .addColumn("height_set_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();

  // Badges a member has earned. The catalogue (ids, names, rules) is code (app/badges/catalogue.ts):
  // one instance per earning, start_day = end_day for a one-day achievement, a streak's first and
  // last day otherwise (docs/decisions/0060-badge-rules.md).
  await db.schema
    .createTable("member_badges")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("badge_id", "integer", (c) => c.notNull())
    .addColumn("start_day", "text", (c) => c.notNull())
    .addColumn("end_day", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("member_badges_user_badge_start").on("member_badges").columns(["user_id", "badge_id", "start_day"]).unique().execute();
  // The recipe badge reads a member's submissions.
  await db.schema.createIndex("recipes_created_by").on("recipes").columns(["created_by", "is_submitted"]).execute();
  await db.schema.createIndex("member_badges_user_end").on("member_badges").columns(["user_id", "end_day"]).execute();

  // Testimonials ("plugs"): the member's words as sent, and the final version staff publish.
  await db.schema
    .createTable("testimonials")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("fulltext", "text", (c) => c.notNull())
    // The final version, sanitized HTML ("" until staff write it).
    .addColumn("fulltext_html", "text", (c) => c.notNull().defaultTo(""))
    // ISO 3166-1 alpha-2.
    .addColumn("country", "text")
    .addColumn("quotes", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("blurb", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("active", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("featured", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("homepage", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("saved_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("saved_last", "text")
    .addColumn("published_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("testimonials_user").on("testimonials").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("testimonials_created").on("testimonials").columns(["created_at", "id"]).execute();

  // Before/after photos and the signed authorization (type Z) of a member: private health data,
  // stored outside the public uploads folder and known by the hash of their content.
  await db.schema
    .createTable("testimonial_images")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    .addColumn("user_id", "integer", (c) => c.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (c) => c.notNull())
    // A after, B before, X unknown, Z authorization.
    .addColumn("type", "text", (c) => c.notNull())
    .addColumn("weight_kg", "real", (c) => c.notNull())
    .addColumn("week", "integer", (c) => c.notNull())
    .addColumn("is_primary", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("content_hash", "text", (c) => c.notNull())
    .addColumn("photo_o", "text", (c) => c.notNull())
    .addColumn("photo_l", "text", (c) => c.notNull())
    .addColumn("photo_m", "text", (c) => c.notNull())
    .addColumn("photo_s", "text", (c) => c.notNull())
    .addColumn("content_type", "text", (c) => c.notNull())
    .addColumn("file_size", "integer", (c) => c.notNull())
    .addColumn("width", "integer", (c) => c.notNull())
    .addColumn("height", "integer", (c) => c.notNull())
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("testimonial_images_user_hash").on("testimonial_images").columns(["user_id", "content_hash"]).unique().execute();

  // A member's personal referral code, and the lead it brought in.
  await db.schema
    .createTable("referral_codes")
    .addColumn("user_id", "integer", (c) => c.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (c) => c.notNull().unique())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.alterTable("leads").addColumn("referral_code", "text").execute();
  await db.schema
    .alterTable("leads")
    .addColumn("referred_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .execute();
  await db.schema.createIndex("leads_referred_by").on("leads").columns(["referred_by"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("leads_referred_by").ifExists().execute();
  await db.schema.alterTable("leads").dropColumn("referred_by").execute();
  await db.schema.alterTable("leads").dropColumn("referral_code").execute();
  await db.schema.dropTable("referral_codes").ifExists().execute();
  await db.schema.dropTable("testimonial_images").ifExists().execute();
  await db.schema.dropTable("testimonials").ifExists().execute();
  await db.schema.dropIndex("recipes_created_by").ifExists().execute();
  await db.schema.dropTable("member_badges").ifExists().execute();
  await db.schema.dropTable("body_profiles").ifExists().execute();
}
