import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** Relative paths of plain segments only: nothing can reach outside the root. */
const SAFE_KEY = /^(?:[A-Za-z0-9_-][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

function fileOf(root: string, key: string): string {
  if (!SAFE_KEY.test(key) || key.split("/").some((segment) => segment.startsWith(".."))) throw new Error(`not a storage key: ${key}`);
  return path.join(root, ...key.split("/"));
}

/**
 * The folder implementation of UploadStorage (the interface is in ./storage.server.ts, which
 * checks this against it): a local directory or a network mount shared by every instance. A file
 * is written beside its final name and renamed into place, so another instance reading it at
 * that moment gets all of it or nothing. Free of env imports: the seed stores its pictures
 * through it with a folder of its own.
 */
export function folderStorage(root: string) {
  return {
    async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<void> {
      const file = fileOf(root, key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${crypto.randomBytes(6).toString("hex")}.partial`;
      try {
        await fs.writeFile(partial, bytes);
        await fs.rename(partial, file);
      } catch (e) {
        await fs.rm(partial, { force: true });
        throw e;
      }
    },
    async get(key: string): Promise<Buffer | null> {
      try {
        return await fs.readFile(fileOf(root, key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
    async delete(key: string): Promise<void> {
      await fs.rm(fileOf(root, key), { force: true });
    },
  };
}
