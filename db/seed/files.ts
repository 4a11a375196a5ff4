import path from "node:path";
import { uploadsDirOf } from "../../app/uploads/image-store.server";
import { privatePhotosDirOf } from "../../app/testimonials/photo-store.server";
import { folderStorage } from "../../app/uploads/folder-storage.server";
import type { UploadStorage } from "../../app/uploads/storage.server";

/** Where the seed stores its pictures: the public uploads and the private testimonial photos. */
export interface SeedFiles {
  uploads: UploadStorage;
  photos: UploadStorage;
}

/**
 * The folders a portal with this data folder reads (app/env.server.ts): UPLOADS_DIR and
 * PRIVATE_UPLOADS_DIR when given, else their places under the data folder.
 */
export function seedFilesIn(dataDir: string, folders: { uploadsDir?: string; privateDir?: string } = {}): SeedFiles {
  return {
    uploads: folderStorage(path.resolve(folders.uploadsDir || uploadsDirOf(dataDir))),
    photos: folderStorage(path.resolve(folders.privateDir || privatePhotosDirOf(dataDir))),
  };
}
