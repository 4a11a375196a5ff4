import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, dataDir, newIp } from "./client";
import { createRecipe, getPage, pngBytes, signInAll, upload, uploadPng, uniqueWord, type ImageJson, type RecipeJson, type Tokens } from "./recipes-support";

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

const onDisk = (url: string) => path.join(dataDir(), url.replace(/^\/+/, ""));
const TEN_MB = 10 * 1024 * 1024;

describe("POST /api/images/ (multipart: name, source, photo_o)", () => {
  it("stores a real PNG with photo_l, photo_m and photo_s renditions beside the original", async () => {
    const bytes = await pngBytes(7, 400);
    const res = await upload("/api/images/", t.staff, { name: "Green plate", source: "Test kitchen", photo_o: { name: `${uniqueWord()}.png`, data: bytes, type: "image/png" } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const image = res.data as unknown as ImageJson;
    expect(image).toMatchObject({ name: "Green plate", source: "Test kitchen", photo_o: expect.stringMatching(/^\/uploads\/.+\.png$/) });
    expect(fs.readFileSync(onDisk(image.photo_o)).equals(bytes)).toBe(true);
    const small = await sharp(onDisk(image.photo_s)).metadata();
    expect(small.format).toBe("jpeg");
    expect(Math.max(small.width!, small.height!)).toBe(320);
    expect((await sharp(onDisk(image.photo_m)).metadata()).width).toBe(400 + (7 % 17)); // never enlarged
  });

  it("the same content again (under any name) is not stored twice", async () => {
    const file = { name: `${uniqueWord()}.png`, data: await pngBytes(), type: "image/png" };
    const first = await upload("/api/images/", t.staff, { name: "Once", source: "Test kitchen", photo_o: file });
    const second = await upload("/api/images/", t.staff, { name: "Twice", source: "Test kitchen", photo_o: file });
    expect(first.status).toBe(201);
    expect(second.status).toBe(200);
    expect(second.data).toMatchObject({ id: first.data.id, name: "Once" });
  });

  it("judges the file by its content: a text file renamed .png is 'Unsupported format! (text)'", async () => {
    const res = await upload("/api/images/", t.staff, { name: "Fake", source: "Test kitchen", photo_o: { name: `${uniqueWord()}.png`, data: new TextEncoder().encode("not an image at all\n"), type: "image/png" } });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { photo_o: ["Unsupported format! (text)"] } });
    const pdf = await upload("/api/images/", t.staff, { name: "Fake", source: "Test kitchen", photo_o: { name: `${uniqueWord()}.jpg`, data: new TextEncoder().encode("%PDF-1.7\n..."), type: "image/jpeg" } });
    expect(pdf.data.errors).toEqual({ photo_o: ["Unsupported format! (pdf)"] });
  });

  it("name, source and exactly one file are required; JSON is not an upload", async () => {
    const res = await upload("/api/images/", t.staff, { name: "", source: "" });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({ name: ["Required"], source: ["Required"], photo_o: ["Please upload one image"] });
    const two = await upload("/api/images/", t.staff, {
      name: "Two",
      source: "x",
      photo_o: [
        { name: `${uniqueWord()}.png`, data: await pngBytes() },
        { name: `${uniqueWord()}.png`, data: await pngBytes() },
      ],
    });
    expect(two.data.errors).toEqual({ photo_o: ["Please upload one image"] });
    const json = await call("/api/images/", { token: t.staff, json: { name: "x", source: "y" } });
    expect(json.status).toBe(400);
    expect(json.data.error_code).toBe("PARSE_ERROR");
  });

  it("an oversized upload gets a clear error, and the server keeps running", async () => {
    // Just over the 10 MB limit: the file is refused by size before it is decoded.
    const justOver = new Uint8Array(TEN_MB + 1024);
    const over = await upload("/api/images/", t.staff, { name: "Huge", source: "x", photo_o: { name: `${uniqueWord()}.png`, data: justOver } });
    expect(over.status).toBe(400);
    expect(over.data.errors).toEqual({ photo_o: ["Image is too large! The limit is 10 MB."] });
    // Far over: refused by the declared length, before the body is read.
    // Over the body's bound: refused while it arrives, before any endpoint (a transport limit, past the proxy).
    const huge = await upload("/api/images/", t.staff, { name: "Huger", source: "x", photo_o: { name: `${uniqueWord()}.png`, data: new Uint8Array(TEN_MB * 2) } }, { direct: true });
    expect(huge.status).toBe(413);
    expect(huge.data).toEqual({ error_code: "PAYLOAD_TOO_LARGE", detail: "Image is too large! The limit is 10 MB." });
    // Streamed without a length: refused once it passes the limit, never held whole.
    const boundary = "----bound";
    const chunk = new Uint8Array(1024 * 1024);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="photo_o"; filename="big.png"\r\n\r\n`));
        if (sent >= 25) return controller.close();
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(`${baseUrl()}/api/images/`, {
      method: "POST",
      headers: { Authorization: `JWT ${t.staff}`, "Content-Type": `multipart/form-data; boundary=${boundary}`, "X-Forwarded-For": newIp() },
      body: stream,
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.json()).toEqual({ error_code: "PAYLOAD_TOO_LARGE", detail: "Image is too large! The limit is 10 MB." });
    // Still serving.
    expect((await uploadPng(t.staff)).id).toBeGreaterThan(0);
  });
});

describe("GET /api/images/ (the gallery)", () => {
  it("pages 30 at a time, newest first, with a name search", async () => {
    const word = uniqueWord();
    const mine = [];
    for (let i = 0; i < 3; i++) mine.push(await uploadPng(t.staff, `Bowl ${word} ${i}`));
    const found = await getPage<ImageJson>(`/api/images/?search=${word}`, t.staff);
    expect(found.results.map((x) => x.id)).toEqual(mine.map((m) => m.id).reverse());
    expect((await getPage<ImageJson>(`/api/images/?name=${word}&limit=2`, t.staff)).next).not.toBeNull();
    const total = (await getPage<ImageJson>("/api/images/", t.staff)).count;
    for (let i = total; i <= 31; i++) await uploadPng(t.staff);
    const first = await getPage<ImageJson>("/api/images/?limit=30&offset=0", t.staff);
    expect(first.results).toHaveLength(30);
    const next = new URL(first.next!);
    expect([next.searchParams.get("limit"), next.searchParams.get("offset")]).toEqual(["30", "30"]);
  });

  it("an empty search, or one under 3 characters, is 'Enter search term!' (spec part 2 §5), not the whole gallery", async () => {
    for (const query of ["search=", "search=bo", "name="]) {
      const field = query.split("=")[0];
      expect(await call(`/api/images/?${query}`, { token: t.staff })).toMatchObject({ status: 400, data: { errors: { [field]: ["Enter search term!"] } } });
    }
  });
});

describe("recipe images", () => {
  it("bulk_create links gallery images to a recipe; the same image twice is 'Please try again!'; DELETE unlinks", async () => {
    const r = await createRecipe(t.staff);
    const a = await uploadPng(t.staff);
    const b = await uploadPng(t.staff);
    const twice = await call("/api/recipe_images/bulk_create/", { token: t.staff, json: [{ recipe: r.id, seq: 1, source: "x", image: a.id }, { recipe: r.id, seq: 2, source: "x", image: a.id }] });
    expect(twice.data.errors).toEqual({ "1.image": ["Please try again!"] });
    const missing = await call("/api/recipe_images/bulk_create/", { token: t.staff, json: [{ recipe: r.id, seq: 1, source: "", image: 99999999 }] });
    expect(missing.data.errors).toEqual({ "0.source": ["Required"] });
    const ok = await call("/api/recipe_images/bulk_create/", { token: t.staff, json: [{ recipe: r.id, seq: 2, source: "Kitchen", image: a.id }, { recipe: r.id, seq: 1, source: "Kitchen", image: b.id }] });
    expect(ok.status).toBe(201);
    const detail = (await call(`/api/recipes/${r.id}/`, { token: t.staff })).data as unknown as RecipeJson;
    expect(detail.images.map((i) => i.image)).toEqual([b.id, a.id]);
    expect(detail.main_image?.id).toBe(b.id);
    expect((await call(`/api/recipe_images/${detail.images[0].id}`, { method: "DELETE", token: t.staff })).status).toBe(204);
    const after = (await call(`/api/recipes/${r.id}/`, { token: t.staff })).data as unknown as RecipeJson;
    expect(after.main_image?.id).toBe(a.id);
    // The image stays in the gallery.
    expect((await getPage<ImageJson>(`/api/images/?search=${encodeURIComponent(b.name.split(" ")[1])}`, t.staff)).results.map((x) => x.id)).toContain(b.id);
  });
});

describe("POST /api/recipe_submissions (multipart)", () => {
  it("a patient submits a recipe with one image: inactive, waiting in the staff approval list", async () => {
    const word = uniqueWord();
    const res = await upload("/api/recipe_submissions", t.jane, {
      name: `Nan soup ${word}`.slice(0, 29),
      preptime: "10",
      cooktime: "15",
      yields: "3",
      serving_size: "1 cup",
      ingredients: "2 cups broccoli\n1 onion",
      directions: "Cook <b>gently</b>.<script>alert(1)</script>",
      notes: "",
      image: { name: `${uniqueWord()}.png`, data: await pngBytes(), type: "image/png" },
    });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({ active: false, is_submitted: true, detail: "Recipe Submitted" });
    const id = res.data.id as unknown as number;
    // Not visible to patients (the submitter included) until it is published.
    expect((await call(`/api/recipes/${id}/`, { token: t.jane })).status).toBe(404);
    const queue = await getPage<RecipeJson>(`/api/recipes?is_submitted=True&active=False&declined=False&search=${word}`, t.staff);
    expect(queue.results.map((r) => r.id)).toEqual([id]);
    const detail = (await call(`/api/recipes/${id}/`, { token: t.staff })).data as unknown as RecipeJson & { raw_ingredients: string; directions_html: string };
    // Multipart text is sent with CRLF line ends.
    expect(detail.raw_ingredients.replace(/\r\n/g, "\n")).toBe("2 cups broccoli\n1 onion");
    expect(detail.images).toHaveLength(1);
    expect(detail.directions_html).not.toMatch(/<script/i);
  });

  it("name, ingredients, directions and exactly one image are required; a non-image is refused; nothing is stored", async () => {
    const before = (await getPage<RecipeJson>("/api/recipes?is_submitted=True", t.staff)).count;
    const res = await upload("/api/recipe_submissions", t.jane, { name: "", ingredients: "", directions: "", preptime: "0" });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: { name: ["Required"], ingredients: ["Required"], directions: ["Required"], preptime: ["Must be 1 or more"], image: ["Please upload one image"] },
    });
    const fake = await upload("/api/recipe_submissions", t.jane, { name: "Fake image soup", ingredients: "x", directions: "y", image: { name: `${uniqueWord()}.png`, data: new TextEncoder().encode("hello") } });
    expect(fake.data.errors).toEqual({ image: ["Unsupported format! (text)"] });
    expect((await getPage<RecipeJson>("/api/recipes?is_submitted=True", t.staff)).count).toBe(before);
  });

  it("staff do not submit (they edit directly): 403", async () => {
    const res = await upload("/api/recipe_submissions", t.staff, { name: "Staff soup", ingredients: "x", directions: "y", image: { name: `${uniqueWord()}.png`, data: await pngBytes() } });
    expect(res.status).toBe(403);
  });
});
