import { sql, type Kysely } from "kysely";

// Frozen: never import app code here, never edit after it has landed.

/**
 * Issue 24 §2: a store that knows a picture by its content lets the database decide when two
 * uploads are the same, so two requests at once cannot both add it. Rows that earlier races (or
 * the exercise editor, which never looked) left twice are merged first: the oldest row stays and
 * what pointed at a copy points at it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // The gallery: one image per content within what one uploader sees (the clinic's catalogue,
  // owner null, or one patient's own uploads). NULLs never conflict in a unique index, so the
  // catalogue's key is owner 0.
  const sameImage = sql`k.content_hash = d.content_hash and coalesce(k.owner_id, 0) = coalesce(d.owner_id, 0)`;
  await sql`update recipe_images set image_id = (
      select min(k.id) from images k join images d on ${sameImage} where d.id = recipe_images.image_id)
    where image_id in (select d.id from images d join images k on ${sameImage} and k.id < d.id)`.execute(db);
  await sql`delete from images where id in (select d.id from images d join images k on ${sameImage} and k.id < d.id)`.execute(db);
  await db.schema.dropIndex("images_content").execute();
  await db.schema.createIndex("images_content").on("images").unique().expression(sql`content_hash, coalesce(owner_id, 0)`).execute();

  // Exercise pictures: one per content per exercise. The key is the one every stored picture's
  // name carries (images/<2>/<20 hex>_o.<ext>), so existing rows take it from their path.
  await db.schema.alterTable("exercise_images").addColumn("content_hash", "text", (c) => c.notNull().defaultTo("")).execute();
  await sql`update exercise_images set content_hash = case when photo_o like 'images/__/%' then substr(photo_o, 11, 20) else photo_o end`.execute(db);
  await sql`delete from exercise_images where id in (
      select d.id from exercise_images d join exercise_images k
        on k.exercise_id = d.exercise_id and k.content_hash = d.content_hash and k.id < d.id)`.execute(db);
  await db.schema.createIndex("exercise_images_content").on("exercise_images").columns(["exercise_id", "content_hash"]).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("exercise_images_content").execute();
  await db.schema.alterTable("exercise_images").dropColumn("content_hash").execute();
  await db.schema.dropIndex("images_content").execute();
  await db.schema.createIndex("images_content").on("images").columns(["content_hash", "owner_id"]).execute();
}
