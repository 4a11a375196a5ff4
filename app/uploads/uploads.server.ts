import { done, invalid, type Outcome } from "~/domain/outcome";
import { contentKeyOf, writeImageFiles, type StoredFiles } from "./image-store.server";
import type { UploadStorage } from "./storage.server";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { CONTENT_TYPES, isAllowedImageType, sniffImageType, unsupportedTypeLabel, type ImageType } from "./image-type";
import { IMAGE_MSG } from "~/validation/images";

/**
 * Every image upload in the portal passes here (docs/decisions/0081-uploads-known-by-content.md):
 * recipe pictures and submissions, testimonial photos, exercise pictures, and ads to come.
 *
 *   const stored = await storeImageUpload(file, "photo", viewer.id, uploadStorage());
 *   if (!stored.ok) return stored;            // the spec's message under the field
 *   stored.data.files / .key / .contentType   // paths of the original and its renditions
 *
 * (or checkImageUpload first, to look for `key` among what the uploader may see before writing).
 *
 * Size first (before reading), then the content's type by its bytes, then its key: the SHA-256
 * of the content. Never the client's file name. A refusal by content is a security event.
 * Free of static database and env imports, so the seed stores its pictures through this code too;
 * who may fetch a stored upload is decided in ./visibility.server.ts.
 */

/**
 * Only a refusal writes to the audit log, so the database is reached only then. Not awaited: the
 * upload may be checked inside a transaction, which holds SQLite's one connection until it ends;
 * the row is written right after it.
 */
function recordRefusal(uploaderId: number | null, detail: string) {
  void import("~/security/audit.server")
    .then(({ auditEvent }) => auditEvent("upload_refused", uploaderId, detail))
    .catch((e: unknown) => console.error("[audit] upload_refused not recorded:", e instanceof Error ? e.message : e));
}

/** What a multipart parser hands over: the browser's File, or its name and bytes. */
export type Upload = File | { name: string; size: number; data: Uint8Array };

/**
 * A real upload with content: a file (anything that can give its bytes) or a parser's name and
 * bytes. A JSON body's look-alike (`{"name": "a.png", "size": 1}`) cannot carry either.
 */
export function isUpload(value: unknown): value is Upload {
  if (!value || typeof value !== "object") return false;
  const v = value as { name?: unknown; size?: unknown; data?: unknown; arrayBuffer?: unknown };
  if (typeof v.name !== "string" || typeof v.size !== "number" || v.size <= 0) return false;
  return typeof v.arrayBuffer === "function" || (v.data instanceof Uint8Array && v.data.byteLength === v.size);
}

export interface CheckedImage {
  bytes: Buffer;
  type: ImageType;
  contentType: string;
  /** First 20 hex digits of the content's SHA-256: the same content has the same key. */
  key: string;
}

const bytesOf = async (file: Upload): Promise<Buffer> => ("data" in file ? Buffer.from(file.data) : Buffer.from(await file.arrayBuffer()));

export interface UploadRules {
  /** The types this upload path takes (ads: jpeg and png only); every allowed type by default. */
  accept?: readonly ImageType[];
}

export async function checkImageUpload(file: Upload | null | undefined, field: string, uploaderId: number | null, rules: UploadRules = {}): Promise<Outcome<CheckedImage>> {
  if (!file || file.size === 0) return invalid({ [field]: [IMAGE_MSG.uploadOneImage] });
  if (file.size > MAX_IMAGE_BYTES) return invalid({ [field]: [IMAGE_MSG.tooLarge] });
  const bytes = await bytesOf(file);
  const type = sniffImageType(bytes);
  if (!isAllowedImageType(type) || (rules.accept && !rules.accept.includes(type))) {
    const label = unsupportedTypeLabel(bytes, file.name);
    recordRefusal(uploaderId, `${field}: ${label}`);
    return invalid({ [field]: [IMAGE_MSG.unsupportedFormat(label)] });
  }
  return done({ bytes, type, contentType: CONTENT_TYPES[type], key: contentKeyOf(bytes) });
}

/** An upload whose content decoded badly (found while resizing) is refused, and recorded too. */
export function unreadableUpload(field: string, uploaderId: number | null) {
  recordRefusal(uploaderId, `${field}: unreadable`);
  return invalid({ [field]: [IMAGE_MSG.unreadable] });
}

/** Checks an upload and writes it with its renditions to `storage`: the one call for a new upload path. */
export async function storeImageUpload(
  file: Upload | null | undefined,
  field: string,
  uploaderId: number | null,
  storage: UploadStorage,
  rules: UploadRules = {},
): Promise<Outcome<CheckedImage & { files: StoredFiles }>> {
  const checked = await checkImageUpload(file, field, uploaderId, rules);
  if (!checked.ok) return checked;
  try {
    return done({ ...checked.data, files: await writeImageFiles(storage, checked.data.bytes, checked.data.type) });
  } catch {
    return unreadableUpload(field, uploaderId);
  }
}
