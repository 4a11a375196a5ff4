import crypto from "node:crypto";
import path from "node:path";
import { loadSharp } from "~/uploads/sharp.server";
import type { TestimonialImageRow, TestimonialImageType } from "~/db/tables/progress";
import { done, type Db, type Outcome } from "~/domain/outcome";
import { type Units, weightOf, weightToKg } from "~/domain/units";
import { decodeBmp, writeImageFiles } from "~/uploads/image-store.server";
import { CONTENT_TYPES, type ImageType } from "~/uploads/image-type";
import type { UploadStorage } from "~/uploads/storage.server";
import { checkImageUpload, unreadableUpload } from "~/uploads/uploads.server";
import { photoUrl } from "./codes";
import type { ImageMetaInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Testimonial photos are private health data (docs/decisions/0064): they live in their own
 * storage (PRIVATE_UPLOADS_DIR), beside — never under — the public uploads, and are served only by the guarded
 * testimonial-photos route. Checked by content, known by the SHA-256 of the content, resized like
 * recipe images. Free of database-connection and env imports so the seed stores its pictures
 * through exactly this code.
 */
export const privatePhotosDirOf = (dataDir: string) => path.join(dataDir, "private", "testimonial-photos");

export type Upload = File | { name: string; size: number; data: Uint8Array };

export type TestimonialImageJson = z.infer<typeof apiShapes.testimonialImage>;

export const toJson = (r: TestimonialImageRow, units: Units = "imperial"): TestimonialImageJson => ({
  id: r.id,
  member: r.user_id,
  name: r.name,
  type: r.type,
  weight: weightOf(r.weight_kg, units)!,
  week: r.week,
  primary: r.is_primary === 1,
  photo_o: photoUrl(r.id, "o"),
  photo_l: photoUrl(r.id, "l"),
  photo_m: photoUrl(r.id, "m"),
  photo_s: photoUrl(r.id, "s"),
  width: r.width,
  height: r.height,
  created: r.created_at,
});

/** Width and height as shown (EXIF rotation applied), or null when the content cannot be read. */
async function dimensionsOf(bytes: Buffer, type: ImageType): Promise<{ width: number; height: number } | null> {
  try {
    if (type === "bmp") {
      const bmp = decodeBmp(bytes);
      return { width: bmp.width, height: bmp.height };
    }
    const sharp = await loadSharp();
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.width || !meta.height) return null;
    const turned = (meta.orientation ?? 1) >= 5;
    return turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  } catch {
    return null;
  }
}

/** Only one primary picture of each type per member: marking one unmarks the others. */
export async function clearOtherPrimaries(conn: Db, memberId: number, type: TestimonialImageType, keepId: number) {
  await conn
    .updateTable("testimonial_images")
    .set({ is_primary: 0 })
    .where("user_id", "=", memberId)
    .where("type", "=", type)
    .where("id", "!=", keepId)
    .execute();
}

export interface StoredTestimonialImage {
  image: TestimonialImageJson;
  /** False when the member already had this very picture (the same content): that one is returned. */
  created: boolean;
}

/** Shared by the upload and the seed: checks, stores the files and the row. */
export async function storeTestimonialImage(
  conn: Db,
  createdBy: number | null,
  memberId: number,
  meta: ImageMetaInput,
  file: Upload,
  field: string,
  photos: UploadStorage,
  units: Units = "imperial",
): Promise<Outcome<StoredTestimonialImage>> {
  const checked = await checkImageUpload(file, field, createdBy);
  if (!checked.ok) return checked;
  const { bytes, type } = checked.data;
  // The full SHA-256 (this table's key since it landed); the member's own photos only.
  const hash = crypto.createHash("sha256").update(bytes).digest("hex");
  const existing = () => conn.selectFrom("testimonial_images").selectAll().where("user_id", "=", memberId).where("content_hash", "=", hash).executeTakeFirst();
  const known = await existing();
  if (known) return done({ image: toJson(known, units), created: false });
  const size = await dimensionsOf(bytes, type);
  if (!size) return unreadableUpload(field, createdBy);
  let files;
  try {
    files = await writeImageFiles(photos, bytes, type);
  } catch {
    return unreadableUpload(field, createdBy);
  }
  const now = new Date().toISOString();
  // Two uploads of it at once (a double-click, an app's retry): the member's unique content key
  // stores one; the other inserts nothing and answers with that image.
  const row = await conn
    .insertInto("testimonial_images")
    .values({
      user_id: memberId,
      name: meta.name,
      type: meta.type,
      weight_kg: weightToKg(meta.weight, units),
      week: meta.week,
      is_primary: meta.primary ? 1 : 0,
      content_hash: hash,
      ...files,
      content_type: CONTENT_TYPES[type],
      file_size: bytes.length,
      width: size.width,
      height: size.height,
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.columns(["user_id", "content_hash"]).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (!row) {
    const winner = await existing();
    if (!winner) throw new Error(`testimonial image of member ${memberId} conflicted but cannot be read`);
    return done({ image: toJson(winner, units), created: false });
  }
  if (meta.primary) await clearOtherPrimaries(conn, memberId, meta.type, row.id);
  return done({ image: toJson(row, units), created: true });
}

