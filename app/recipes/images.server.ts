import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { containsText } from "~/db/like";
import { effectiveSearchTerm } from "~/ui/search";
import { createRecipeRows, deleteRecipeRow, IMAGE_COLUMNS, isStaff, toImageData, visibleRecipe } from "./access.server";
import { knownIds, pickedRowErrors, takenIds } from "~/domain/child-rows.server";
import { type Db, done, forbidden, type Outcome, type Page, type Viewer } from "~/domain/outcome";
import { IMAGE_PAGE_SIZE } from "./codes";
import { writeImageFiles } from "~/uploads/image-store.server";
import { uploadStorage, type UploadStorage } from "~/uploads/storage.server";
import { checkImageUpload, unreadableUpload, type Upload } from "~/uploads/uploads.server";
import { imageRows } from "./recipes.server";
import { RECIPE_MSG, type ImageUploadInput, type RecipeImageInput } from "./schemas";
import { type ImageData, type RecipeImageRow } from "./types";

/**
 * The image gallery and a recipe's images (docs/decisions/0021-images-storage-and-resizing.md).
 * Files live in the upload storage (UPLOADS_DIR); the rows keep their keys.
 */

export type { Upload } from "~/uploads/uploads.server";

export interface StoredImage extends ImageData {
  /** False when the same content was already in the uploader's gallery and that image is returned. */
  created: boolean;
}

/**
 * Stores an upload through the one upload check (app/uploads/uploads.server.ts): size, type by
 * content, then the content key. The same content already in the uploader's gallery is that image
 * again: the clinic's catalogue for staff (`owner` null), the patient's own uploads for a patient
 * — never a picture they cannot see (docs/decisions/0081). Errors are reported under `field`.
 */
export async function saveUpload(
  conn: Db,
  meta: ImageUploadInput,
  file: Upload,
  field = "photo_o",
  owner: { id: number; patient: boolean } | null = null,
  storage: UploadStorage = uploadStorage(),
): Promise<Outcome<StoredImage>> {
  const checked = await checkImageUpload(file, field, owner?.id ?? null);
  if (!checked.ok) return checked;
  const { bytes, type, key, contentType } = checked.data;
  const ownerId = owner?.patient ? owner.id : null;
  const existing = () => {
    const same = conn.selectFrom("images as i").select(IMAGE_COLUMNS).where("i.content_hash", "=", key);
    return (ownerId === null ? same.where("i.owner_id", "is", null) : same.where("i.owner_id", "=", ownerId)).executeTakeFirst();
  };
  // Known already: no resizing at all.
  const known = await existing();
  if (known) return done({ ...toImageData(known), created: false });

  let files;
  try {
    files = await writeImageFiles(storage, bytes, type);
  } catch {
    return unreadableUpload(field, owner?.id ?? null);
  }
  // The same picture sent twice at once: the unique content key decides which insert stores it
  // (migration 0016); the other one does nothing and answers with that row. The files are named
  // by the content, so both wrote the same ones.
  const row = await conn
    .insertInto("images")
    .values({
      name: meta.name,
      source: meta.source,
      ...files,
      file_name: file.name,
      file_size: file.size,
      content_type: contentType,
      content_hash: key,
      owner_id: ownerId,
      created: nowIso(),
    })
    .onConflict((oc) => oc.expression(sql`content_hash, coalesce(owner_id, 0)`).doNothing())
    .returning(["id", "name", "source", "photo_o", "photo_l", "photo_m", "photo_s"])
    .executeTakeFirst();
  if (row) return done({ ...toImageData(row), created: true });
  const winner = await existing();
  if (!winner) throw new Error(`image ${key} conflicted but cannot be read`);
  return done({ ...toImageData(winner), created: false });
}

/** POST /api/images/ (multipart: name, source, photo_o): staff add to the gallery. */
export async function uploadImage(viewer: Viewer, meta: ImageUploadInput, file: Upload): Promise<Outcome<StoredImage>> {
  if (!isStaff(viewer)) return forbidden;
  return saveUpload(db, meta, file, "photo_o", { id: viewer.id, patient: false });
}

/** GET /api/images/?limit=30&offset=0 (&search=): the gallery, newest first. */
export async function listImages(
  viewer: Viewer,
  query: { search?: string; limit?: number; offset?: number } = {},
): Promise<Outcome<Page<ImageData>>> {
  if (!isStaff(viewer)) return forbidden;
  let q = db.selectFrom("images as i");
  const term = effectiveSearchTerm(query.search);
  if (term) q = q.where(containsText("i.name", term));
  const [rows, total] = await Promise.all([
    q
      .select(IMAGE_COLUMNS)
      .orderBy("i.created", "desc")
      .orderBy("i.id", "desc")
      .limit(query.limit ?? IMAGE_PAGE_SIZE)
      .offset(query.offset ?? 0)
      .execute(),
    q.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return done({ count: Number(total.n), results: rows.map(toImageData) });
}

/** A recipe's images; null when the recipe is not visible. */
export async function listRecipeImages(viewer: Viewer, recipeId: number): Promise<RecipeImageRow[] | null> {
  if (!(await visibleRecipe(db, viewer, recipeId))) return null;
  return imageRows(db, recipeId);
}

/** POST /api/recipe_images/bulk_create/ (recipe, seq, source, image): all or none. */
export async function createRecipeImages(viewer: Viewer, rows: RecipeImageInput[]): Promise<Outcome<RecipeImageRow[]>> {
  return createRecipeRows(viewer, rows, {
    // An unknown image, or one the recipe already shows, is a stale gallery pick: try again.
    check: async (trx, recipeId) =>
      pickedRowErrors(
        rows,
        "image",
        await knownIds(trx, "images", rows.map((r) => r.image)),
        await takenIds(trx, { table: "recipe_images", parent: "recipe_id" }, "image_id", recipeId),
        { duplicate: RECIPE_MSG.tryAgain, unknown: RECIPE_MSG.tryAgain },
      ),
    insert: async (trx, recipeId) =>
      (
        await trx
          .insertInto("recipe_images")
          .values(rows.map((r) => ({ recipe_id: recipeId, image_id: r.image, seq: r.seq, source: r.source })))
          .returning("id")
          .execute()
      ).map((c) => c.id),
    read: imageRows,
  });
}

/** DELETE /api/recipe_images/{id}: the image stays in the gallery. */
export async function deleteRecipeImage(viewer: Viewer, rowId: number): Promise<Outcome<null>> {
  return deleteRecipeRow(viewer, "recipe_images", rowId);
}
