import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, newIp, signInCookie, withServerDb } from "./client";
import { freshPatient } from "./progress-support";
import { pngBytes, signInAll, upload, uniqueWord, type Tokens } from "./recipes-support";

/**
 * Issue 24 §2: every store that knows an upload by its content is race-free. Requests that send
 * the same picture at the same moment (a double-click, an app retrying) all get the one stored
 * image, never a 500 and never a second row.
 */
let t: Tokens;
let staffCookie: string;
beforeAll(async () => {
  t = await signInAll();
  staffCookie = await signInCookie("admin@example.com", "admin-demo-password");
});

const AT_ONCE = 25;

const portrait = (seed: number) =>
  sharp({ create: { width: 300, height: 450, channels: 3, background: { r: seed % 256, g: (seed >> 8) % 256, b: 77 } } }).jpeg().toBuffer();

const count = (sql: string, ...args: unknown[]) =>
  withServerDb(async (db) => Number((await db.prepare(sql).get<{ n: number }>(...args))!.n));

/** A page form with a file, posted with the staff session as the browser's form would. */
async function postPageForm(path: string, fields: Record<string, string>, file: { field: string; name: string; data: Buffer; type: string }) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = await fetch(`${baseUrl()}${path}`, { method: "POST", body: form, headers: { Cookie: staffCookie, "X-Forwarded-For": newIp() }, redirect: "manual" });
  await res.arrayBuffer();
  return { status: res.status, location: res.headers.get("location") };
}

describe("testimonial photos: the same picture for the same member at once", () => {
  it(`${AT_ONCE} simultaneous POST /api/plugs_image/ store one image: one 201, the rest 200 with it`, async () => {
    const p = await freshPatient("race-plug");
    const photo = await portrait(p.id);
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        upload("/api/plugs_image/", t.staff, { name: "Before", type: "B", weight: "200", week: "0", member: String(p.id), photo_o: { name: "before.jpg", data: photo, type: "image/jpeg" } }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.find((r) => r.status >= 500)?.data)).toEqual([...Array(AT_ONCE - 1).fill(200), 201]);
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    expect(await count("select count(*) as n from testimonial_images where user_id = ?", p.id)).toBe(1);
  });

  it("a double-click on the editor's upload stores one image and both clicks land back on the Images step", async () => {
    const p = await freshPatient("race-plug-page");
    const created = await call("/api/plug_submit", { token: p.token, json: { fulltext: "Down two sizes." } });
    expect(created.status).toBe(201);
    const id = created.data.id as number;
    const photo = await portrait(p.id + 7);
    const fields = { intent: "upload-image", name: "After", type: "A", weight: "180", week: "12" };
    const clicks = await Promise.all([1, 2].map(() => postPageForm(`/testimonials/${id}/edit?step=2`, fields, { field: "photo_o", name: "after.jpg", data: photo, type: "image/jpeg" })));
    for (const click of clicks) expect(click).toEqual({ status: 302, location: `/testimonials/${id}/edit?step=2` });
    expect(await count("select count(*) as n from testimonial_images where user_id = ?", p.id)).toBe(1);
  });
});

describe("the staff gallery: the same picture at once", () => {
  it("5 simultaneous POST /api/images/ store one image: one 201, the rest 200 with it", async () => {
    const photo = await pngBytes();
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => upload("/api/images/", t.staff, { name: `Race ${i}`, source: "Test kitchen", photo_o: { name: `race-${i}.png`, data: photo, type: "image/png" } })),
    );
    expect(results.map((r) => r.status).sort(), JSON.stringify(results.map((r) => r.data))).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(results.map((r) => r.data.id)).size).toBe(1);
    const id = results[0].data.id;
    const hash = await withServerDb(async (db) => (await db.prepare("select content_hash from images where id = ?").get<{ content_hash: string }>(id))!.content_hash);
    expect(await count("select count(*) as n from images where content_hash = ? and owner_id is null", hash)).toBe(1);
  });
});

describe("a patient's recipe submissions: the same photo at once", () => {
  it("5 simultaneous submissions with one photo make 5 recipes showing one image of the patient's", async () => {
    const p = await freshPatient("race-submit");
    const photo = await pngBytes();
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        upload("/api/recipe_submissions", p.token, { name: `Stew ${uniqueWord()}`.slice(0, 29), ingredients: "1 cup beans", directions: "Simmer.", image: { name: "stew.png", data: photo } }),
      ),
    );
    expect(results.map((r) => r.status), JSON.stringify(results.map((r) => r.data))).toEqual([201, 201, 201, 201, 201]);
    expect(await count("select count(*) as n from images where owner_id = ?", p.id)).toBe(1);
  });
});

describe("exercise pictures: the same file for the same exercise", () => {
  async function newExercise() {
    const res = await call("/api/exercises", {
      token: t.staff,
      json: { name: `Step-ups ${uniqueWord()}`.slice(0, 60), compendium_code: "02068", met: 4, type: "Conditioning", type_of_activity: "Cardio", featured: false, flame: 1 },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    return res.data.id as number;
  }
  const addImage = (exercise: number, photo: Buffer) =>
    postPageForm(`/fitness/exercises/${exercise}/edit?step=media`, { intent: "add-image" }, { field: "photo", name: "step-up.png", data: photo, type: "image/png" });

  it("adding the same file again keeps one picture", async () => {
    const exercise = await newExercise();
    const photo = await pngBytes();
    expect((await addImage(exercise, photo)).status).toBe(302);
    expect((await addImage(exercise, photo)).status).toBe(302);
    expect(await count("select count(*) as n from exercise_images where exercise_id = ?", exercise)).toBe(1);
    // Another exercise may show the same picture: it gets its own.
    const other = await newExercise();
    expect((await addImage(other, photo)).status).toBe(302);
    expect(await count("select count(*) as n from exercise_images where exercise_id = ?", other)).toBe(1);
  });

  it("5 simultaneous adds of one file keep one picture, and every add answers with the editor", async () => {
    const exercise = await newExercise();
    const photo = await pngBytes();
    const results = await Promise.all(Array.from({ length: 5 }, () => addImage(exercise, photo)));
    for (const r of results) expect(r).toEqual({ status: 302, location: `/fitness/exercises/${exercise}/edit?step=media` });
    expect(await count("select count(*) as n from exercise_images where exercise_id = ?", exercise)).toBe(1);
  });
});
