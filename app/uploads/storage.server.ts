import { env } from "~/env.server";
import { folderStorage } from "./folder-storage.server";

/**
 * Where uploaded files live, behind one small interface (docs/decisions/0090): every reader and
 * writer of uploads goes through it, so an object store can replace the folder by implementing
 * these three calls. Keys are relative paths with forward slashes, as the rows keep them
 * (`images/ab/<key>_m.jpg`).
 */
export interface UploadStorage {
  /** Stores the bytes under `key`, replacing what was there; readers never see half a file. */
  put(key: string, bytes: Uint8Array, contentType?: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  /** Removes `key`; nothing happens when it is absent. */
  delete(key: string): Promise<void>;
}

const stores = new Map<string, UploadStorage>();
const storageAt = (root: string) => {
  let store = stores.get(root);
  if (!store) stores.set(root, (store = folderStorage(root)));
  return store;
};

/** The public uploads (recipe, exercise and content pictures): UPLOADS_DIR, a folder every instance mounts. */
export const uploadStorage = (): UploadStorage => storageAt(env.UPLOADS_DIR);

/** Private testimonial photos (docs/decisions/0064): PRIVATE_UPLOADS_DIR, beside the public folder. */
export const privatePhotoStorage = (): UploadStorage => storageAt(env.PRIVATE_UPLOADS_DIR);
