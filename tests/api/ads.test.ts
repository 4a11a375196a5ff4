import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, expectTokenRequired, fetchApi, newIp, tokenFor } from "./client";
import { freshPatient } from "./progress-support";

/** Ads and motivational content (spec part 3 §5, §7, §8): /api/ads and /api/motivational. */

let staff = "";
let patient = "";
let png: Buffer;
let jpeg: Buffer;

beforeAll(async () => {
  staff = await tokenFor("admin@example.com", "admin-demo-password");
  patient = (await freshPatient("ads")).token;
  png = await sharp({ create: { width: 320, height: 180, channels: 3, background: "#1b8a8f" } }).png().toBuffer();
  jpeg = await sharp(png).jpeg().toBuffer();
});

/** A multipart call: fields and at most one file. */
async function multipart(path: string, opts: { method?: string; token: string; fields: Record<string, string>; file?: { name: string; bytes: Buffer; type?: string } }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(opts.fields)) form.append(k, v);
  if (opts.file) form.append("image", new Blob([new Uint8Array(opts.file.bytes)], { type: opts.file.type ?? "application/octet-stream" }), opts.file.name);
  const res = await fetchApi(path, { method: opts.method ?? "POST", headers: { Authorization: `JWT ${opts.token}`, "X-Forwarded-For": newIp() }, body: form });
  const text = await res.text();
  return { status: res.status, data: (text ? JSON.parse(text) : null) as Record<string, never> };
}

for (const [channel, path] of [
  ["ad", "/api/ads"],
  ["motivational", "/api/motivational"],
] as const) {
  describe(`${path}`, () => {
    it("needs a token for every call", async () => {
      await expectTokenRequired([
        ["GET", `${path}/`],
        ["POST", `${path}/`],
        ["GET", `${path}/random/`],
        ["PUT", `${path}/1/`],
        ["DELETE", `${path}/1/`],
      ]);
    });

    it("staff add an image item (multipart), a patient sees it while active and never once disabled", async () => {
      const created = await multipart(`${path}/`, { token: staff, fields: { title: `Spring ${channel}`, url: "https://clinic.example.com/spring" }, file: { name: "spring.png", bytes: png } });
      expect(created.status).toBe(201);
      expect(created.data).toMatchObject({ title: `Spring ${channel}`, kind: "image", video: false, url: "https://clinic.example.com/spring", is_active: true, image_name: "spring.png" });
      expect(String(created.data.image)).toMatch(/^\/uploads\/images\/.+_l\.jpg$/);
      const id = created.data.id as number;
      const picture = await fetch(`${baseUrl()}${created.data.image}`);
      expect(picture.status).toBe(200);

      const seen = await call(`${path}/${id}/`, { token: patient });
      expect(seen.status).toBe(200);
      const list = await call(`${path}/?limit=100`, { token: patient });
      expect((list.data.results as { id: number }[]).some((r) => r.id === id)).toBe(true);

      // The enable/disable toggle is the update call with is_active alone.
      const off = await call(`${path}/${id}/`, { method: "PUT", token: staff, json: { is_active: false } });
      expect(off.status).toBe(200);
      expect(off.data).toMatchObject({ id, is_active: false, title: `Spring ${channel}` });
      expect((await call(`${path}/${id}/`, { token: patient })).status).toBe(404);
      const after = await call(`${path}/?limit=100`, { token: patient });
      expect((after.data.results as { id: number; is_active: boolean }[]).every((r) => r.is_active && r.id !== id)).toBe(true);
      for (let i = 0; i < 5; i++) {
        const random = await call(`${path}/random/`, { token: patient });
        expect(random.status).toBe(200);
        expect(random.data.is_active).toBe(true);
        expect(random.data.id).not.toBe(id);
      }
      // Staff still see it.
      const staffList = await call(`${path}/?limit=100`, { token: staff });
      expect((staffList.data.results as { id: number }[]).some((r) => r.id === id)).toBe(true);

      const gone = await call(`${path}/${id}/`, { method: "DELETE", token: staff });
      expect(gone.status).toBe(204);
      expect((await call(`${path}/${id}/`, { token: staff })).status).toBe(404);
    });

    it("staff add a video item as JSON; edits keep the kind and check the address again", async () => {
      const created = await call(`${path}/`, { token: staff, json: { title: "Walk with us", url: "https://youtu.be/IyeZ5AN1wY4" } });
      expect(created.status).toBe(201);
      expect(created.data).toMatchObject({ kind: "video", video: true, youtube_id: "IyeZ5AN1wY4", image: null });
      const id = created.data.id as number;
      const renamed = await call(`${path}/${id}/`, { method: "PUT", token: staff, json: { title: "Walk with us today" } });
      expect(renamed.data).toMatchObject({ title: "Walk with us today", youtube_id: "IyeZ5AN1wY4" });
      const badUrl = await call(`${path}/${id}/`, { method: "PUT", token: staff, json: { url: "not a url" } });
      expect(badUrl.status).toBe(400);
      expect(badUrl.data.error_code).toBe("VALIDATION_ERROR");
      expect((badUrl.data.errors as Record<string, string[]>).url[0]).toBe("Invalid url");
      await call(`${path}/${id}/`, { method: "DELETE", token: staff });
    });

    it("a patient's writes are refused (403) and change nothing", async () => {
      const before = await call(`${path}/?limit=100`, { token: staff });
      expect((await call(`${path}/`, { token: patient, json: { title: "Mine", url: "https://youtu.be/IyeZ5AN1wY4" } })).status).toBe(403);
      const some = (before.data.results as { id: number }[])[0];
      expect((await call(`${path}/${some.id}/`, { method: "PUT", token: patient, json: { is_active: false } })).status).toBe(403);
      expect((await call(`${path}/${some.id}/`, { method: "DELETE", token: patient })).status).toBe(403);
      const after = await call(`${path}/?limit=100`, { token: staff });
      expect(after.data.count).toBe(before.data.count);
    });

    it("bad input gets the spec's messages and stores nothing", async () => {
      const before = (await call(`${path}/`, { token: staff })).data.count;
      const noTitle = await call(`${path}/`, { token: staff, json: { title: "  ", url: "https://youtu.be/IyeZ5AN1wY4" } });
      expect(noTitle.status).toBe(400);
      expect((noTitle.data.errors as Record<string, string[]>).title).toEqual(["Required"]);

      const noImage = await multipart(`${path}/`, { token: staff, fields: { title: "No picture" } });
      expect(noImage.status).toBe(400);
      expect(noImage.data.errors).toMatchObject({ image: ["Please select an image!"] });

      const longName = await multipart(`${path}/`, { token: staff, fields: { title: "Long name" }, file: { name: `${"a".repeat(97)}.png`, bytes: png } });
      expect(longName.status).toBe(400);
      expect(longName.data.errors).toMatchObject({ image: ["Image name must be 100 or less"] });

      const gif = await sharp(png).gif().toBuffer();
      const wrongType = await multipart(`${path}/`, { token: staff, fields: { title: "A gif" }, file: { name: "moving.gif", bytes: gif } });
      expect(wrongType.status).toBe(400);
      expect(wrongType.data.errors).toMatchObject({ image: ["Unsupported format! (gif)"] });

      const textAsJpg = await multipart(`${path}/`, { token: staff, fields: { title: "Text" }, file: { name: "photo.jpg", bytes: Buffer.from("hello, not a picture") } });
      expect(textAsJpg.status).toBe(400);
      expect((textAsJpg.data.errors as Record<string, string[]>).image[0]).toMatch(/^Unsupported format!/);

      const badLink = await multipart(`${path}/`, { token: staff, fields: { title: "Bad link", url: "clinic dot com" }, file: { name: "ok.jpg", bytes: jpeg } });
      expect(badLink.status).toBe(400);
      expect(badLink.data.errors).toMatchObject({ url: ["Invalid url"] });

      const noVideo = await call(`${path}/`, { token: staff, json: { title: "No address" } });
      expect(noVideo.status).toBe(400);
      expect(noVideo.data.errors).toMatchObject({ url: ["Required"] });

      const badFlag = await call(`${path}/1/`, { method: "PUT", token: staff, json: { is_active: "maybe" } });
      expect(badFlag.status).toBe(400);

      const broken = await call(`${path}/`, { token: staff, rawBody: "{not json", direct: true });
      expect(broken.status).toBe(400);
      expect((await call(`${path}/`, { token: staff })).data.count).toBe(before);
    });

    it("an id that does not exist is 404", async () => {
      expect((await call(`${path}/999999/`, { token: staff })).status).toBe(404);
      expect((await call(`${path}/999999/`, { method: "PUT", token: staff, json: { title: "x" } })).status).toBe(404);
      expect((await call(`${path}/abc/`, { method: "DELETE", token: staff })).status).toBe(404);
    });
  });
}

describe("channel rules (spec part 3 §5)", () => {
  it("an ad video must be a YouTube video; a motivational video only a URL", async () => {
    const ad = await call("/api/ads/", { token: staff, json: { title: "Vimeo", url: "https://vimeo.com/12345" } });
    expect(ad.status).toBe(400);
    expect(ad.data.errors).toMatchObject({ url: ["Not a YouTube Video Url"] });
    const motivational = await call("/api/motivational/", { token: staff, json: { title: "Vimeo", url: "https://vimeo.com/12345" } });
    expect(motivational.status).toBe(201);
    expect(motivational.data).toMatchObject({ kind: "video", youtube_id: null, url: "https://vimeo.com/12345" });
    await call(`/api/motivational/${motivational.data.id}/`, { method: "DELETE", token: staff });
  });

  it("an image that is not a file (a JSON look-alike) is no image: 'Please select an image!', nothing created", async () => {
    const before = (await call("/api/ads/?limit=100", { token: staff })).data.count;
    for (const image of [{ name: "a.png", size: 1 }, { name: "a.png", size: 1, data: 1 }, { name: null, size: 5 }, "a.png"]) {
      const res = await call("/api/ads/", { token: staff, json: { kind: "image", title: "Look-alike", url: "https://example.com/", image } });
      expect(res.status, JSON.stringify(image)).toBe(400);
      expect(res.data.errors, JSON.stringify(image)).toMatchObject({ image: ["Please select an image!"] });
    }
    expect((await call("/api/ads/?limit=100", { token: staff })).data.count).toBe(before);
  });

  it("lists are pages of 20 in the DRF shape", async () => {
    const res = await call("/api/ads/", { token: staff });
    expect(res.status).toBe(200);
    expect(res.data).toEqual(expect.objectContaining({ count: expect.any(Number), next: null, previous: null, results: expect.any(Array) }));
  });
});
