import { sql } from "kysely";
import { isAdmin } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { done, forbidden, invalid, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { type Units, weightToKg } from "~/domain/units";
import { TESTIMONIAL_MSG } from "./codes";
import {
  clearOtherPrimaries,
  storeTestimonialImage,
  toJson,
  type StoredTestimonialImage,
  type TestimonialImageJson,
  type Upload,
} from "./photo-store.server";
import type { ImageMetaInput, ImagePatchInput } from "./schemas";
import { privatePhotoStorage, type UploadStorage } from "~/uploads/storage.server";

export type { TestimonialImageJson, Upload } from "./photo-store.server";
export { beforeAndAfter } from "./preview";

/**
 * A member's testimonial images (spec part 3 §3, §5, §7): before (B), after (A), unknown (X) and
 * the signed authorization (Z). Private health data (docs/decisions/0064): checked by content,
 * known by the SHA-256 of the content, resized like recipe images, stored in the private photo
 * folder and served only to the member and staff. Staff add, change and delete them.
 */

async function isPatient(conn: Db, userId: number): Promise<boolean> {
  const row = await conn.selectFrom("users").select("user_type").where("id", "=", userId).executeTakeFirst();
  return row?.user_type === "P";
}

/**
 * POST /api/plugs_image/ (staff): size first, then the content's type by its bytes, then the
 * content hash (the same picture for the same member is one image), then the renditions.
 */
export async function uploadTestimonialImage(
  viewer: Viewer,
  memberId: number,
  meta: ImageMetaInput,
  file: Upload,
  units: Units = "imperial",
  field = "photo_o",
  photos: UploadStorage = privatePhotoStorage(),
): Promise<Outcome<StoredTestimonialImage>> {
  if (!isAdmin(viewer)) return forbidden;
  if (!(await isPatient(db, memberId))) return invalid({ member: [TESTIMONIAL_MSG.notAMember] });
  return storeTestimonialImage(db, viewer.id, memberId, meta, file, field, photos, units);
}

/** PATCH /api/plugs_image/{id} (staff): any of name, type, weight, week, primary. */
export async function updateTestimonialImage(viewer: Viewer, id: number, patch: ImagePatchInput, units: Units = "imperial"): Promise<Outcome<TestimonialImageJson>> {
  if (!isAdmin(viewer)) return forbidden;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("testimonial_images").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return notFound;
    const type = patch.type ?? row.type;
    const primary = patch.primary ?? (row.is_primary === 1 && type === row.type);
    await trx
      .updateTable("testimonial_images")
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.weight !== undefined ? { weight_kg: weightToKg(patch.weight, units) } : {}),
        ...(patch.week !== undefined ? { week: patch.week } : {}),
        type,
        is_primary: primary ? 1 : 0,
        updated_at: nowIso(),
      })
      .where("id", "=", id)
      .execute();
    if (primary) await clearOtherPrimaries(trx, row.user_id, type, id);
    return done(toJson(await trx.selectFrom("testimonial_images").selectAll().where("id", "=", id).executeTakeFirstOrThrow(), units));
  });
}

/**
 * DELETE /api/plugs_image/{id} (staff). The files go too, unless another row (the same picture
 * for another member) still uses them.
 */
export async function deleteTestimonialImage(viewer: Viewer, id: number, photos: UploadStorage = privatePhotoStorage()): Promise<Outcome<{ patientId: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  const row = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom("testimonial_images").selectAll().where("id", "=", id).executeTakeFirst();
    if (!found) return null;
    await trx.deleteFrom("testimonial_images").where("id", "=", id).execute();
    const shared = await trx.selectFrom("testimonial_images").select("id").where("content_hash", "=", found.content_hash).limit(1).executeTakeFirst();
    return { found, shared: !!shared };
  });
  if (!row) return notFound;
  if (!row.shared) {
    await Promise.all([row.found.photo_o, row.found.photo_l, row.found.photo_m, row.found.photo_s].map((key) => photos.delete(key)));
  }
  return done({ patientId: row.found.user_id });
}

/**
 * GET /api/plugs_image/?member=: a member's images (staff: any member's, or all; a member: their
 * own, and naming another is not found), by type (before, after, unknown, authorization) then week.
 */
export async function listTestimonialImages(
  viewer: Viewer,
  query: { member?: number; limit: number; offset: number },
  units: Units = "imperial",
): Promise<Outcome<{ count: number; results: TestimonialImageJson[] }>> {
  const staff = isAdmin(viewer);
  if (!staff && query.member !== undefined && query.member !== viewer.id) return notFound;
  const member = staff ? query.member : viewer.id;
  let q = db.selectFrom("testimonial_images");
  if (member !== undefined) q = q.where("user_id", "=", member);
  const [rows, total] = await Promise.all([
    q
      .selectAll()
      .orderBy("user_id")
      .orderBy(sql`case type when 'B' then 0 when 'A' then 1 when 'X' then 2 else 3 end`)
      .orderBy("week")
      .orderBy("id")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    q.select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow(),
  ]);
  return done({ count: Number(total.n), results: rows.map((r) => toJson(r, units)) });
}

/** Every image of one member, for staff (the editor's Images tab and Preview), weights in `units`. */
export async function memberImages(viewer: Viewer, memberId: number, units: Units = "imperial"): Promise<Outcome<TestimonialImageJson[]>> {
  if (!isAdmin(viewer)) return forbidden;
  const rows = await db.selectFrom("testimonial_images").selectAll().where("user_id", "=", memberId).orderBy("week").orderBy("id").execute();
  const rank: Record<string, number> = { B: 0, A: 1, X: 2, Z: 3 };
  return done(rows.map((r) => toJson(r, units)).sort((a, b) => rank[a.type] - rank[b.type] || a.week - b.week || a.id - b.id));
}

/**
 * The photo behind /testimonial-photos/{id}/{size}, for the member it belongs to and for staff
 * only (anyone else: null, a 404; so is a row whose file is missing). The authorization (Z) is
 * served to the same two and shown only on the staff editor.
 */
export async function photoFile(
  viewer: Viewer,
  id: number,
  size: "o" | "l" | "m" | "s",
  photos: UploadStorage = privatePhotoStorage(),
): Promise<{ body: Buffer; contentType: string; patientId: number } | null> {
  let q = db.selectFrom("testimonial_images").select(["user_id", "photo_o", "photo_l", "photo_m", "photo_s", "content_type"]).where("id", "=", id);
  if (!isAdmin(viewer)) q = q.where("user_id", "=", viewer.id);
  const row = await q.executeTakeFirst();
  if (!row) return null;
  const rel = { o: row.photo_o, l: row.photo_l, m: row.photo_m, s: row.photo_s }[size];
  const body = await photos.get(rel).catch(() => null);
  if (!body) return null;
  return { body, contentType: size === "o" ? row.content_type : "image/jpeg", patientId: row.user_id };
}
