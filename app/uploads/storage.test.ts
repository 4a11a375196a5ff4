import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { env } from "~/env.server";
import { folderStorage } from "./folder-storage.server";
import { uploadStorage } from "./storage.server";

describe("upload storage", () => {
  it("a folder: put, get, delete by key; absent keys are null; nothing outside the folder", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "storage-test-"));
    try {
      const storage = folderStorage(root);
      await storage.put("images/ab/abcdef_o.png", new Uint8Array([1, 2, 3]), "image/png");
      expect(fs.readFileSync(path.join(root, "images", "ab", "abcdef_o.png"))).toEqual(Buffer.from([1, 2, 3]));
      expect(await storage.get("images/ab/abcdef_o.png")).toEqual(Buffer.from([1, 2, 3]));
      await storage.put("images/ab/abcdef_o.png", new Uint8Array([4]));
      expect(await storage.get("images/ab/abcdef_o.png")).toEqual(Buffer.from([4]));
      // no half-written leftovers beside it
      expect(fs.readdirSync(path.join(root, "images", "ab"))).toEqual(["abcdef_o.png"]);
      await storage.delete("images/ab/abcdef_o.png");
      await storage.delete("images/ab/abcdef_o.png");
      expect(await storage.get("images/ab/abcdef_o.png")).toBeNull();
      for (const key of ["../secrets.json", "/etc/passwd", "images/../../x", "images\\x", ""]) {
        await expect(storage.get(key)).rejects.toThrow(/not a storage key/);
      }
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it("the portal's public uploads are UPLOADS_DIR (by default the data folder's uploads)", async () => {
    expect(env.UPLOADS_DIR).toBe(path.resolve(process.env.UPLOADS_DIR || path.join(env.DATA_DIR, "uploads")));
    // the seed's pictures are there
    const row = await (await import("~/db/db.server")).db.selectFrom("images").select("photo_s").orderBy("id").executeTakeFirstOrThrow();
    expect(await uploadStorage().get(row.photo_s)).not.toBeNull();
  });
});
