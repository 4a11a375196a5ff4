import type { Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Ads and motivational items (spec part 3 §3): staff-made, shown to patients only while active.
  // One table, two channels: the same fields, rules and screens (docs/decisions/0070).
  await db.schema
    .createTable("content_items")
    .addColumn("id", "integer", (c) => c.primaryKey().autoIncrement())
    // 'ad' or 'motivational'.
    .addColumn("channel", "text", (c) => c.notNull())
    // 'image' or 'video'.
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("title", "text", (c) => c.notNull())
    // An image's link (optional) or a video's address.
    .addColumn("url", "text", (c) => c.notNull().defaultTo(""))
    .addColumn("youtube_id", "text")
    // Public renditions under the uploads folder (images only); the name the file was sent with.
    .addColumn("image_o", "text")
    .addColumn("image_l", "text")
    .addColumn("image_m", "text")
    .addColumn("image_name", "text")
    .addColumn("is_active", "integer", (c) => c.notNull().defaultTo(1))
    .addColumn("created_by", "integer", (c) => c.references("users.id").onDelete("set null"))
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("updated_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("content_items_channel_active").on("content_items").columns(["channel", "is_active", "id"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("content_items").execute();
}
