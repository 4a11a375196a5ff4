import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { db, nowIso } from "~/db/db.server";
import { saveUpload } from "~/recipes/images.server";
import { folderStorage } from "./folder-storage.server";
import { checkImageUpload } from "./uploads.server";
import { inEnglish } from "../../tests/support/english";
import { uploadVisibility } from "./visibility.server";

const png = (seed: number) => sharp({ create: { width: 20 + seed, height: 20, channels: 3, background: { r: seed, g: 90, b: 120 } } }).png().toBuffer();
const file = (name: string, data: Uint8Array) => ({ name, size: data.length, data });
const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), "uploads-test-"));
const storage = folderStorage(uploadsDir);

async function patients() {
  const rows = await db.selectFrom("users").select(["id", "user_type", "staff_role"]).where("user_type", "=", "P").orderBy("id").limit(2).execute();
  const staff = await db.selectFrom("users").select(["id", "user_type", "staff_role"]).where("staff_role", "=", "admin").executeTakeFirstOrThrow();
  return { a: rows[0], b: rows[1], staff };
}

describe("checkImageUpload", () => {
  it("judges the content, never the name, and keys it by its SHA-256", async () => {
    const bytes = await png(1);
    const ok = await checkImageUpload(file("IMG_0001.JPG", bytes), "image", null);
    expect(ok.ok && ok.data.type).toBe("png");
    expect(ok.ok && ok.data.key).toMatch(/^[0-9a-f]{20}$/);
    const text = await checkImageUpload(file("IMG_0001.JPG", new TextEncoder().encode("x".repeat(bytes.length))), "image", null);
    expect(inEnglish(text)).toEqual({ ok: false, reason: "invalid", errors: { image: ["Unsupported format! (text)"] } });
    expect(inEnglish(await checkImageUpload(null, "image", null))).toMatchObject({ ok: false, errors: { image: ["Please upload one image"] } });
  });
});

describe("the same content in a gallery, and who may fetch it", () => {
  it("matches only within the uploader's gallery and keeps a patient's own upload private until published", async () => {
    const { a, b, staff } = await patients();
    const bytes = await png(7);
    const meta = { name: "Plate", source: "Patient submission" };
    const mineA = await saveUpload(db, meta, file("IMG_0009.JPG", bytes), "image", { id: a.id, patient: true }, storage);
    const mineB = await saveUpload(db, meta, file("IMG_0009.JPG", bytes), "image", { id: b.id, patient: true }, storage);
    const againA = await saveUpload(db, meta, file("other.png", bytes), "image", { id: a.id, patient: true }, storage);
    if (!mineA.ok || !mineB.ok || !againA.ok) throw new Error("upload failed");
    expect(mineB.data.id).not.toBe(mineA.data.id);
    expect(againA.data).toMatchObject({ id: mineA.data.id, created: false });

    const key = (await db.selectFrom("images").select("content_hash").where("id", "=", mineA.data.id).executeTakeFirstOrThrow()).content_hash;
    const as = (v: { id: number; user_type: string } | null) => () => Promise.resolve(v as never);
    expect(await uploadVisibility(key, as(a))).toBe("private");
    expect(await uploadVisibility(key, as(b))).toBe("private"); // B uploaded the same content
    expect(await uploadVisibility(key, as(staff))).toBe("private");
    expect(await uploadVisibility(key, as(null))).toBe("hidden");

    const other = (await db.selectFrom("users").select(["id", "user_type", "staff_role"]).where("user_type", "=", "P").orderBy("id").offset(2).limit(1).executeTakeFirstOrThrow());
    expect(await uploadVisibility(key, as(other))).toBe("hidden");

    // A published recipe shows it: public.
    const recipe = await db
      .insertInto("recipes")
      .values({ name: "Shown", raw_ingredients: "", directions: "", directions_html: "", notes: "", notes_html: "", active: 1, is_submitted: 1, created_by: a.id, created: nowIso(), updated: nowIso() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db.insertInto("recipe_images").values({ recipe_id: recipe.id, image_id: mineA.data.id, seq: 1 }).execute();
    expect(await uploadVisibility(key, as(null))).toBe("public");
    expect(await uploadVisibility("0000000000deadbeef00", as(null))).toBe("public");
  });
});

describe("storeImageUpload", () => {
  it("writes a checked upload with its renditions, and refuses what is not an image", async () => {
    const { storeImageUpload } = await import("./uploads.server");
    const stored = await storeImageUpload(file("ad.png", await png(11)), "image", null, storage);
    if (!stored.ok) throw new Error("refused");
    expect(stored.data.files.photo_o).toMatch(new RegExp(`^images/[0-9a-f]{2}/${stored.data.key}_o\\.png$`));
    expect(fs.existsSync(path.join(uploadsDir, stored.data.files.photo_s))).toBe(true);
    expect(inEnglish(await storeImageUpload(file("ad.png", new TextEncoder().encode("%PDF-1.7")), "image", null, storage))).toMatchObject({ ok: false, errors: { image: ["Unsupported format! (pdf)"] } });
  });
});

describe("upload rules of a path", () => {
  it("an ad takes jpeg and png only: a real GIF is 'Unsupported format! (gif)'", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } }).gif().toBuffer();
    expect(inEnglish(await checkImageUpload(file("ad.gif", gif), "image", null, { accept: ["jpeg", "png"] }))).toMatchObject({ ok: false, errors: { image: ["Unsupported format! (gif)"] } });
    expect((await checkImageUpload(file("ad.gif", gif), "image", null)).ok).toBe(true);
  });
});
