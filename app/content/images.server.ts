import { done, invalid, type Outcome } from "~/domain/outcome";
import { MAX_IMAGE_BYTES } from "~/config/limits";
import { uploadUrl } from "~/uploads/image-type";
import { uploadStorage, type UploadStorage } from "~/uploads/storage.server";
import { isUpload, storeImageUpload, type Upload } from "~/uploads/uploads.server";
import { CONTENT_MSG, IMAGE_NAME_MAX } from "./codes";
import { IMAGE_MSG } from "~/validation/images";

/**
 * The one place ads and motivational images touch files (docs/decisions/0071). They are public
 * pictures (shown to every patient), so they go through the recipe image store: checked by
 * content, named by a hash of it, resized with sharp, served from /uploads (public: no patient
 * owns them, docs/decisions/0082).
 */

/** What a multipart parser hands over: the browser's File, or its name and bytes. */
export type ContentUpload = Upload;

export interface StoredContentImage {
  image_o: string;
  image_l: string;
  image_m: string;
  image_name: string;
}

/** A file field as forms and multipart bodies give it: a real upload, or nothing chosen. */
export function uploadOf(value: unknown): ContentUpload | null {
  return isUpload(value) ? value : null;
}

/** Checks an upload (name, size, content) without writing anything: the errors under `image`. */
export function checkContentImage(file: ContentUpload | null): string[] {
  if (!file) return [CONTENT_MSG.selectImage];
  const errors: string[] = [];
  if (file.name.length > IMAGE_NAME_MAX) errors.push(CONTENT_MSG.imageNameTooLong);
  if (file.size > MAX_IMAGE_BYTES) errors.push(IMAGE_MSG.tooLarge);
  return errors;
}

/**
 * Stores a checked upload through the portal's one upload path (app/uploads/uploads.server.ts,
 * docs/decisions/0081): the content's type (spec part 3 §5: jpeg, jpg or png; the bytes decide),
 * then the renditions; a refusal by content is audited.
 */
export async function storeContentImage(file: ContentUpload, storage: UploadStorage = uploadStorage()): Promise<Outcome<StoredContentImage>> {
  const before = checkContentImage(file);
  if (before.length) return invalid({ image: before });
  const stored = await storeImageUpload(file, "image", null, storage, { accept: ["jpeg", "png"] });
  if (!stored.ok) return stored;
  const { files } = stored.data;
  return done({ image_o: files.photo_o, image_l: files.photo_l, image_m: files.photo_m, image_name: file.name });
}

export const contentImageUrl = (relativePath: string | null) => (relativePath ? uploadUrl(relativePath) : null);
