import { db } from "~/db/db.server";
import { isAdmin } from "~/domain/users";
import { done, forbidden, invalidField, notFound, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { uploadStorage, type UploadStorage } from "~/uploads/storage.server";
import { writeImageFiles } from "~/uploads/image-store.server";
import { checkImageUpload, unreadableUpload, type Upload } from "~/uploads/uploads.server";
import { exerciseRow } from "./exercises.server";
import { storeSvg, videoThumbnailSvg } from "./pictures.server";
import { EXERCISE_MSG } from "./workout-messages";
import { IMAGE_MSG } from "~/validation/images";
import { message } from "~/i18n/languages";

/**
 * The staff editor's Media and Related tabs: an exercise's pictures (stored like every upload,
 * docs/decisions/0021; the first is the main picture), its YouTube videos (a thumbnail drawn
 * here, never fetched from YouTube) and its related exercises. Staff only; an exercise that is
 * not in the library is not found.
 */

export type { Upload } from "~/uploads/uploads.server";

/** The messages of uploads are the recipe gallery's, so every upload in the portal reads the same. */
export const UPLOAD_MSG = {
  uploadOne: IMAGE_MSG.uploadOneImage,
  tooLarge: IMAGE_MSG.tooLarge,
  unreadable: IMAGE_MSG.unreadable,
  unsupported: IMAGE_MSG.unsupportedFormat,
  alreadyRelated: EXERCISE_MSG.alreadyRelated,
  notItself: EXERCISE_MSG.notItself,
} as const;

async function staffExercise(conn: Db, viewer: Viewer, id: number) {
  if (!isAdmin(viewer)) return { ok: false as const, outcome: forbidden };
  const row = await exerciseRow(conn, id);
  if (!row) return { ok: false as const, outcome: notFound };
  return { ok: true as const, row };
}

async function nextSeq(conn: Db, table: "exercise_images" | "exercise_videos" | "exercise_related", exerciseId: number) {
  const row = await conn
    .selectFrom(table)
    .select((eb) => eb.fn.max<number | null>("seq").as("seq"))
    .where("exercise_id", "=", exerciseId)
    .executeTakeFirst();
  return (row?.seq ?? 0) + 1;
}

/**
 * A picture for the exercise, known by its content: the same file again is the picture it already
 * has (`created` false), even when two adds arrive at once (the unique content key decides,
 * migration 0016).
 */
export async function addExerciseImage(
  viewer: Viewer,
  exerciseId: number,
  file: Upload | null,
  storage: UploadStorage = uploadStorage(),
): Promise<Outcome<{ id: number; created: boolean }>> {
  const ex = await staffExercise(db, viewer, exerciseId);
  if (!ex.ok) return ex.outcome;
  const checked = await checkImageUpload(file, "photo", viewer.id);
  if (!checked.ok) return checked;
  const { key, bytes, type } = checked.data;
  const existing = () => db.selectFrom("exercise_images").select("id").where("exercise_id", "=", exerciseId).where("content_hash", "=", key).executeTakeFirst();
  const known = await existing();
  if (known) return done({ id: known.id, created: false });
  let files;
  try {
    files = await writeImageFiles(storage, bytes, type);
  } catch {
    return unreadableUpload("photo", viewer.id);
  }
  const row = await db
    .insertInto("exercise_images")
    .values({ exercise_id: exerciseId, seq: await nextSeq(db, "exercise_images", exerciseId), content_hash: key, ...files })
    .onConflict((oc) => oc.columns(["exercise_id", "content_hash"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) return done({ id: row.id, created: true });
  const winner = await existing();
  if (!winner) throw new Error(`picture ${key} of exercise ${exerciseId} conflicted but cannot be read`);
  return done({ id: winner.id, created: false });
}

/** The picture becomes the main one (first); the others keep their order behind it. */
export async function setMainImage(viewer: Viewer, exerciseId: number, imageId: number): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    const ex = await staffExercise(trx, viewer, exerciseId);
    if (!ex.ok) return ex.outcome;
    const images = await trx.selectFrom("exercise_images").select("id").where("exercise_id", "=", exerciseId).orderBy("seq").orderBy("id").execute();
    if (!images.some((i) => i.id === imageId)) return notFound;
    const order = [imageId, ...images.map((i) => i.id).filter((id) => id !== imageId)];
    for (const [i, id] of order.entries()) await trx.updateTable("exercise_images").set({ seq: i + 1 }).where("id", "=", id).execute();
    return done({ id: imageId });
  });
}

export async function removeExerciseImage(viewer: Viewer, exerciseId: number, imageId: number): Promise<Outcome<{ id: number }>> {
  const ex = await staffExercise(db, viewer, exerciseId);
  if (!ex.ok) return ex.outcome;
  // The files stay: they are named by their content and may be shared with other pictures.
  const result = await db.deleteFrom("exercise_images").where("id", "=", imageId).where("exercise_id", "=", exerciseId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? done({ id: imageId }) : notFound;
}

export async function addExerciseVideo(
  viewer: Viewer,
  exerciseId: number,
  input: { youtube: string; title?: string },
  storage: UploadStorage = uploadStorage(),
): Promise<Outcome<{ id: number }>> {
  const ex = await staffExercise(db, viewer, exerciseId);
  if (!ex.ok) return ex.outcome;
  const seq = await nextSeq(db, "exercise_videos", exerciseId);
  const thumb = await storeSvg(storage, videoThumbnailSvg(ex.row.category, seq));
  const { id } = await db
    .insertInto("exercise_videos")
    .values({ exercise_id: exerciseId, seq, youtube_id: input.youtube, title: input.title?.trim() || `How to: ${ex.row.name}`, thumb_m: thumb.photo_m, thumb_s: thumb.photo_s })
    .returning("id")
    .executeTakeFirstOrThrow();
  return done({ id });
}

export async function removeExerciseVideo(viewer: Viewer, exerciseId: number, videoId: number): Promise<Outcome<{ id: number }>> {
  const ex = await staffExercise(db, viewer, exerciseId);
  if (!ex.ok) return ex.outcome;
  const result = await db.deleteFrom("exercise_videos").where("id", "=", videoId).where("exercise_id", "=", exerciseId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? done({ id: videoId }) : notFound;
}

/** The editor's Related tab: each related row with its label, in order. */
export async function relatedRows(_viewer: Viewer, exerciseId: number) {
  return db
    .selectFrom("exercise_related as r")
    .innerJoin("exercises as e", "e.id", "r.related_id")
    .select(["r.id", "r.label", "r.related_id", "e.name"])
    .where("r.exercise_id", "=", exerciseId)
    .where("e.deleted_at", "is", null)
    .orderBy("r.seq")
    .orderBy("r.id")
    .execute();
}

export async function addRelated(viewer: Viewer, exerciseId: number, input: { related: number; label: string }): Promise<Outcome<{ id: number }>> {
  return db.transaction().execute(async (trx) => {
    const ex = await staffExercise(trx, viewer, exerciseId);
    if (!ex.ok) return ex.outcome;
    if (input.related === exerciseId) return invalidField("related", UPLOAD_MSG.notItself);
    if (!(await exerciseRow(trx, input.related))) return invalidField("related", message("common:validation.invalidChoice"));
    const taken = await trx.selectFrom("exercise_related").select("id").where("exercise_id", "=", exerciseId).where("related_id", "=", input.related).executeTakeFirst();
    if (taken) return invalidField("related", UPLOAD_MSG.alreadyRelated);
    const { id } = await trx
      .insertInto("exercise_related")
      .values({ exercise_id: exerciseId, related_id: input.related, label: input.label, seq: await nextSeq(trx, "exercise_related", exerciseId) })
      .returning("id")
      .executeTakeFirstOrThrow();
    return done({ id });
  });
}

export async function removeRelated(viewer: Viewer, exerciseId: number, rowId: number): Promise<Outcome<{ id: number }>> {
  const ex = await staffExercise(db, viewer, exerciseId);
  if (!ex.ok) return ex.outcome;
  const result = await db.deleteFrom("exercise_related").where("id", "=", rowId).where("exercise_id", "=", exerciseId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0 ? done({ id: rowId }) : notFound;
}
