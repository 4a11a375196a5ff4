import { sql } from "kysely";
import { db, nowIso } from "~/db/db.server";
import { containsText } from "~/db/like";
import { env } from "~/env.server";
import { effectiveSearchTerm } from "~/ui/search";
import { createRecipeRows, deleteRecipeRow, IMAGE_COLUMNS, isStaff, toImageData, visibleRecipe } from "./access.server";
import { knownIds, pickedRowErrors, takenIds } from "~/domain/child-rows.server";
import { done, forbidden, invalid, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { IMAGE_PAGE_SIZE } from "./codes";
import { uploadsDirOf, writeImageFiles } from "./image-store.server";
import { CONTENT_TYPES, isAllowedImageType, MAX_IMAGE_BYTES, MAX_IMAGE_MB, sniffImageType, unsupportedTypeLabel } from "./image-type";
import { imageRows } from "./recipes.server";
import { RECIPE_MSG, type ImageUploadInput, type RecipeImageInput } from "./schemas";
import type { ImageData, Page, RecipeImageRow } from "./types";

/**
 * The image gallery and a recipe's images (docs/decisions/0021-images-storage-and-resizing.md).
 * Files live under DATA_DIR/uploads; the rows keep their paths.
 */

/** What a multipart parser hands over: the browser's File, or its name and bytes. */
export type Upload = File | { name: string; size: number; data: Uint8Array };

async function bytesOf(file: Upload): Promise<Buffer> {
  return "data" in file ? Buffer.from(file.data) : Buffer.from(await file.arrayBuffer());
}

export interface StoredImage extends ImageData {
  /** False when the same file (name and size) was uploaded before and that image is returned. */
  created: boolean;
}

/**
 * Stores an upload: size first (before reading it), then the content's type by its bytes, then
 * the renditions. A file with the same name and size as an earlier one is that image again.
 * Errors are reported under `field`.
 */
export async function saveUpload(
  conn: Db,
  meta: ImageUploadInput,
  file: Upload,
  field = "photo_o",
  uploadsDir = uploadsDirOf(env.DATA_DIR),
): Promise<Outcome<StoredImage>> {
  if (file.size > MAX_IMAGE_BYTES) return invalid({ [field]: [RECIPE_MSG.imageTooLarge(MAX_IMAGE_MB)] });
  if (file.size === 0) return invalid({ [field]: [RECIPE_MSG.uploadOneImage] });
  const existing = await conn
    .selectFrom("images as i")
    .select(IMAGE_COLUMNS)
    .where("i.file_name", "=", file.name)
    .where("i.file_size", "=", file.size)
    .executeTakeFirst();
  if (existing) return done({ ...toImageData(existing), created: false });

  const bytes = await bytesOf(file);
  const type = sniffImageType(bytes);
  if (!isAllowedImageType(type)) return invalid({ [field]: [RECIPE_MSG.unsupportedFormat(unsupportedTypeLabel(bytes, file.name))] });
  let files;
  try {
    files = await writeImageFiles(uploadsDir, bytes, type);
  } catch {
    return invalid({ [field]: [RECIPE_MSG.imageUnreadable] });
  }
  const row = await conn
    .insertInto("images")
    .values({
      name: meta.name,
      source: meta.source,
      ...files,
      file_name: file.name,
      file_size: file.size,
      content_type: CONTENT_TYPES[type],
      created: nowIso(),
    })
    .returning(["id", "name", "source", "photo_o", "photo_l", "photo_m", "photo_s"])
    .executeTakeFirstOrThrow();
  return done({ ...toImageData(row), created: true });
}

/** POST /api/images/ (multipart: name, source, photo_o): staff add to the gallery. */
export async function uploadImage(meta: ImageUploadInput, file: Upload, viewer: Viewer): Promise<Outcome<StoredImage>> {
  if (!isStaff(viewer)) return forbidden;
  return saveUpload(db, meta, file);
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
export async function listRecipeImages(recipeId: number, viewer: Viewer): Promise<RecipeImageRow[] | null> {
  if (!(await visibleRecipe(db, recipeId, viewer))) return null;
  return imageRows(db, recipeId);
}

/** POST /api/recipe_images/bulk_create/ (recipe, seq, source, image): all or none. */
export async function createRecipeImages(rows: RecipeImageInput[], viewer: Viewer): Promise<Outcome<RecipeImageRow[]>> {
  return createRecipeRows(rows, viewer, {
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
export async function deleteRecipeImage(rowId: number, viewer: Viewer): Promise<Outcome<null>> {
  return deleteRecipeRow("recipe_images", rowId, viewer);
}
