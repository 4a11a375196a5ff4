import { sql, type Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

export async function up(db: Kysely<unknown>): Promise<void> {
  // Issue 13 §2: an image is known by its content, not by the client's file name and size. The
  // key is the first 20 hex digits of the content's SHA-256, the same key its file names carry
  // (images/<2>/<20>_o.jpg), so existing rows take it from their path.
  await db.schema.alterTable("images").addColumn("content_hash", "text", (c) => c.notNull().defaultTo("")).execute();
  await sql`update images set content_hash = substr(photo_o, 11, 20)`.execute(db);
  // A patient's own upload (a recipe submission's photo): private to them and staff until a
  // recipe using it is published. Null for the clinic's catalogue.
  await db.schema.alterTable("images").addColumn("owner_id", "integer", (c) => c.references("users.id").onDelete("cascade")).execute();
  await sql`update images set owner_id = (
      select r.created_by from recipe_images ri join recipes r on r.id = ri.recipe_id
      where ri.image_id = images.id and r.is_submitted = 1 and r.created_by is not null
      order by ri.id limit 1)
    where source = 'Patient submission'`.execute(db);
  await db.schema.dropIndex("images_file").execute();
  await db.schema.createIndex("images_content").on("images").columns(["content_hash", "owner_id"]).execute();
  await db.schema.createIndex("images_owner").on("images").column("owner_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("images_owner").execute();
  await db.schema.dropIndex("images_content").execute();
  await db.schema.alterTable("images").dropColumn("owner_id").execute();
  await db.schema.alterTable("images").dropColumn("content_hash").execute();
  await db.schema.createIndex("images_file").on("images").columns(["file_name", "file_size"]).unique().execute();
}
