import { db } from "~/db/db.server";
import type { Viewer } from "~/domain/outcome";
import { privatePhotoStorage, type UploadStorage } from "~/uploads/storage.server";
import { inScope, sideOf } from "./access.server";
import { messagePhotosIn } from "./photo-store.server";

/** The portal's message photos: the private uploads folder's `messages/` (./photo-store.server.ts). */
export const messagePhotoStorage = (): UploadStorage => messagePhotosIn(privatePhotoStorage());

export type PhotoSize = "o" | "l" | "m" | "s";

/**
 * The photo behind /message-photos/{id}/{size}: to the patient whose conversation carries it and to
 * that clinic's care team only, while a message that is not withdrawn carries it. Anyone else
 * (and a missing file): null, a 404.
 */
export async function messagePhotoFile(
  viewer: Viewer,
  id: number,
  size: PhotoSize,
  photos: UploadStorage = messagePhotoStorage(),
): Promise<{ body: Buffer; contentType: string; patientId: number; messageId: number } | null> {
  if (!sideOf(viewer)) return null;
  const row = await db
    .selectFrom("conversations as c")
    .innerJoin("messages as m", "m.conversation_id", "c.id")
    .innerJoin("message_photos as p", "p.id", "m.photo_id")
    .select(["p.photo_o", "p.photo_l", "p.photo_m", "p.photo_s", "p.content_type", "c.patient_id", "m.id as message_id"])
    .where("p.id", "=", id)
    .where("m.withdrawn_at", "is", null)
    .where(inScope(viewer))
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const body = await photos.get({ o: row.photo_o, l: row.photo_l, m: row.photo_m, s: row.photo_s }[size]).catch(() => null);
  if (!body) return null;
  return { body, contentType: size === "o" ? row.content_type : "image/jpeg", patientId: row.patient_id, messageId: row.message_id };
}
