import crypto from "node:crypto";
import { done, type Db, type Outcome } from "~/domain/outcome";
import { writeImageFiles, type StoredFiles } from "~/uploads/image-store.server";
import type { UploadStorage } from "~/uploads/storage.server";
import { checkImageUpload, unreadableUpload, type Upload } from "~/uploads/uploads.server";

/**
 * Photos sent with messages (a rash at the injection site, a food label) are private health data,
 * kept as testimonial photos are (docs/decisions/0064, 0082): in the private uploads folder, never
 * under the public one, under `messages/` of it so that deleting a testimonial photo can never
 * take a message's file with it; checked by content (size first, then the type by its bytes, the
 * uploads' one function), known by the SHA-256 of the content, resized like every picture, and
 * served only by the guarded /message-photos route. Free of database-connection and env imports:
 * the seed stores its photos through exactly this code.
 */

/** The message photos' part of a storage (the private uploads folder's `messages/`). */
export function messagePhotosIn(storage: UploadStorage): UploadStorage {
  const at = (key: string) => `messages/${key}`;
  return {
    put: (key, bytes, contentType) => storage.put(at(key), bytes, contentType),
    get: (key) => storage.get(at(key)),
    delete: (key) => storage.delete(at(key)),
  };
}

/** A photo checked and written to storage, before the message's transaction (resizing is slow; the row is written inside). */
export interface PreparedPhoto {
  hash: string;
  files: StoredFiles;
  contentType: string;
  size: number;
}

/** Checks an upload (the uploads' rules and messages, under `field`) and writes its files. */
export async function preparePhoto(file: Upload, field: string, uploaderId: number, storage: UploadStorage): Promise<Outcome<PreparedPhoto>> {
  const checked = await checkImageUpload(file, field, uploaderId);
  if (!checked.ok) return checked;
  const { bytes, type, contentType } = checked.data;
  try {
    const files = await writeImageFiles(storage, bytes, type);
    return done({ hash: crypto.createHash("sha256").update(bytes).digest("hex"), files, contentType, size: bytes.length });
  } catch {
    return unreadableUpload(field, uploaderId);
  }
}

/**
 * The photo's row for the patient whose conversation it is in, inside the message's transaction:
 * the same picture in the same patient's conversations is one row (two sends of it at once: the
 * unique key keeps one, the other reads it).
 */
export async function savePhotoRow(trx: Db, patientId: number, uploaderId: number, photo: PreparedPhoto, now: string): Promise<number> {
  const existing = () => trx.selectFrom("message_photos").select("id").where("patient_id", "=", patientId).where("content_hash", "=", photo.hash).executeTakeFirst();
  const known = await existing();
  if (known) return known.id;
  const row = await trx
    .insertInto("message_photos")
    .values({ patient_id: patientId, uploaded_by: uploaderId, content_hash: photo.hash, ...photo.files, content_type: photo.contentType, file_size: photo.size, created_at: now })
    .onConflict((oc) => oc.columns(["patient_id", "content_hash"]).doNothing())
    .returning("id")
    .executeTakeFirst();
  if (row) return row.id;
  const winner = await existing();
  if (!winner) throw new Error(`message photo of patient ${patientId} conflicted but cannot be read`);
  return winner.id;
}
