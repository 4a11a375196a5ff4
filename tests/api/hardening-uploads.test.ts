import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, newIp, withServerDb } from "./client";
import { freshPatient } from "./progress-support";
import { pngBytes, signInAll, upload, uniqueWord, type Tokens } from "./recipes-support";

/**
 * Issue 13 §2 and §3: an upload is known by its content, checked first; the same content is the
 * same image only within what the uploader may see; a patient's pending photo goes only to that
 * patient and staff, privately; the published catalogue stays public and immutable.
 */
let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

const submission = (name: string, image: { name: string; data: Uint8Array; type?: string }) => ({
  name: name.slice(0, 29),
  ingredients: "1 cup rice",
  directions: "Cook.",
  image,
});

/** The image row a submitted recipe shows, straight from the server's database. */
async function imageOfRecipe(recipeId: number): Promise<{ id: number; owner_id: number | null; photo_m: string }> {
  const row = await withServerDb((db) =>
    db.prepare("select i.id, i.owner_id, i.photo_m from recipe_images ri join images i on i.id = ri.image_id where ri.recipe_id = ?").get<{ id: number; owner_id: number | null; photo_m: string }>(recipeId),
  );
  return row!;
}

function auditEvents(event: string, userId: number): Promise<{ detail: string }[]> {
  return withServerDb((db) => db.prepare("select detail from audit_log where event = ? and user_id = ? order by id desc").all(event, userId));
}

async function get(path: string, opts: { token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": newIp() };
  if (opts.token) headers.Authorization = `JWT ${opts.token}`;
  const res = await fetch(`${baseUrl()}${path}`, { headers, redirect: "manual" });
  await res.arrayBuffer();
  return { status: res.status, cacheControl: res.headers.get("cache-control") };
}

describe("uploads known by their content", () => {
  it("refuses text named like another patient's photo, of the same size, by its content, and records it", async () => {
    const a = await freshPatient("upload-a");
    const b = await freshPatient("upload-b");
    const photo = await pngBytes();
    const first = await upload("/api/recipe_submissions", a.token, submission(`Soup ${uniqueWord()}`, { name: "IMG_0001.JPG", data: photo, type: "image/jpeg" }));
    expect(first.status, JSON.stringify(first.data)).toBe(201);
    const text = new TextEncoder().encode("x".repeat(photo.length - 1) + "\n");
    expect(text.length).toBe(photo.length);
    const second = await upload("/api/recipe_submissions", b.token, submission(`Stew ${uniqueWord()}`, { name: "IMG_0001.JPG", data: text, type: "image/jpeg" }));
    expect(second.status).toBe(400);
    expect(second.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { image: ["Unsupported format! (text)"] } });
    await expect.poll(async () => (await auditEvents("upload_refused", b.id))[0]?.detail).toBe("image: text");
  });

  it("never matches a patient's upload to another patient's picture: the same content gets the uploader's own image", async () => {
    const a = await freshPatient("same-a");
    const b = await freshPatient("same-b");
    const photo = await pngBytes();
    const ra = await upload("/api/recipe_submissions", a.token, submission(`Salad ${uniqueWord()}`, { name: "IMG_0002.JPG", data: photo }));
    const rb = await upload("/api/recipe_submissions", b.token, submission(`Salad ${uniqueWord()}`, { name: "IMG_0002.JPG", data: photo }));
    expect(ra.status).toBe(201);
    expect(rb.status).toBe(201);
    const ia = await imageOfRecipe(ra.data.id as unknown as number);
    const ib = await imageOfRecipe(rb.data.id as unknown as number);
    expect(ia.owner_id).toBe(a.id);
    expect(ib.owner_id).toBe(b.id);
    expect(ib.id).not.toBe(ia.id);
    // The same patient sending the same content again: their own image again.
    const again = await upload("/api/recipe_submissions", a.token, submission(`Salad ${uniqueWord()}`, { name: "another-name.png", data: photo }));
    expect((await imageOfRecipe(again.data.id as unknown as number)).id).toBe(ia.id);
  });

  it("the staff gallery knows a picture by its content, not its name", async () => {
    const photo = await pngBytes();
    const first = await upload("/api/images/", t.staff, { name: "Once", source: "Test kitchen", photo_o: { name: "IMG_0003.JPG", data: photo } });
    const renamed = await upload("/api/images/", t.staff, { name: "Twice", source: "Test kitchen", photo_o: { name: "lunch.png", data: photo } });
    expect(first.status).toBe(201);
    expect(renamed.status).toBe(200);
    expect(renamed.data.id).toBe(first.data.id);
    // Same name and size, other content: a new picture.
    const other = await pngBytes(Number(String(Date.now()).slice(-5)) + 7, 48);
    const sameName = await upload("/api/images/", t.staff, { name: "Other", source: "Test kitchen", photo_o: { name: "IMG_0003.JPG", data: other } });
    expect(sameName.status).toBe(201);
    expect(sameName.data.id).not.toBe(first.data.id);
  });
});

describe("private patient uploads", () => {
  it("a pending submission's photo goes to its patient and staff only, never cached; published, it is public", async () => {
    const a = await freshPatient("private-a");
    const b = await freshPatient("private-b");
    const res = await upload("/api/recipe_submissions", a.token, submission(`Curry ${uniqueWord()}`, { name: "IMG_0004.JPG", data: await pngBytes() }));
    expect(res.status).toBe(201);
    const url = `/uploads/${(await imageOfRecipe(res.data.id as unknown as number)).photo_m}`;

    expect((await get(url)).status).toBe(404);
    expect((await get(url, { token: b.token })).status).toBe(404);
    const own = await get(url, { token: a.token });
    expect(own.status).toBe(200);
    expect(own.cacheControl).toBe("private, no-store");
    const staff = await get(url, { token: t.staff });
    expect(staff.status).toBe(200);
    expect(staff.cacheControl).toBe("private, no-store");

    // Staff publish a recipe showing it: now it is catalogue.
    await withServerDb((db) => db.prepare("update recipes set active = 1 where id = ?").run(res.data.id));
    const published = await get(url);
    expect(published.status).toBe(200);
    expect(published.cacheControl).toBe("public, max-age=31536000, immutable");
  });

  it("catalogue pictures stay public and immutable", async () => {
    const photo = (await withServerDb((db) => db.prepare("select photo_m from images where source = 'Clinic Test Kitchen' limit 1").get<{ photo_m: string }>()))!.photo_m;
    const res = await get(`/uploads/${photo}`);
    expect(res.status).toBe(200);
    expect(res.cacheControl).toBe("public, max-age=31536000, immutable");
  });
});
