import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, dataDir, expectTokenRequired, newIp } from "./client";
import { signInAll, type Tokens } from "./foods-support";
import { auditRows, freshPatient } from "./progress-support";
import { upload } from "./recipes-support";

let t: Tokens;
let janeId: number;
beforeAll(async () => {
  t = await signInAll();
  janeId = (await call("/api/me", { token: t.jane })).data.id as number;
});

interface TestimonialJson {
  id: number;
  member: { id: number; first_name: string; last_name: string; email: string; clinic: { name: string } | null };
  fulltext: string;
  fulltext_html: string;
  active: boolean;
  country: string | null;
  [k: string]: unknown;
}
interface ImageJson {
  id: number;
  member: number;
  type: string;
  weight: number;
  week: number;
  primary: boolean;
  photo_o: string;
  photo_m: string;
  width: number;
  height: number;
}

const portrait = (seed: number) =>
  sharp({ create: { width: 400, height: 600, channels: 3, background: { r: (seed * 37) % 256, g: 120, b: (seed * 11) % 256 } } }).jpeg().toBuffer();

async function photoOf(url: string, token?: string) {
  const headers: Record<string, string> = { "X-Forwarded-For": newIp() };
  if (token) headers.Authorization = `JWT ${token}`;
  const res = await fetch(`${baseUrl()}${url}`, { headers });
  return { status: res.status, cache: res.headers.get("cache-control"), type: res.headers.get("content-type"), bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("the testimonial calls need a token", () => {
  it("401 without one", async () => {
    await expectTokenRequired([
      ["GET", "/api/plug_submit/"],
      ["POST", "/api/plug_submit"],
      ["GET", "/api/plug_submit/1/get_details"],
      ["DELETE", "/api/plug_submit/1"],
      ["GET", "/api/plugs/countries"],
      ["GET", "/api/plugs/replacements"],
      ["PUT", "/api/plugs/1"],
      ["GET", "/api/plugs_image/"],
      ["PATCH", "/api/plugs_image/1"],
      ["DELETE", "/api/plugs_image/1"],
    ]);
  });
});

describe("/api/plug_submit", () => {
  it("a member sends one ('Please add notes!' when empty); staff send none (403)", async () => {
    const empty = await call("/api/plug_submit", { token: t.maria, json: { fulltext: "  " } });
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { fulltext: ["Please add notes!"] } });
    const res = await call("/api/plug_submit", { token: t.maria, json: { fulltext: "The team is wonderful." } });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ fulltext: "The team is wonderful.", active: false, member: { first_name: "Maria", email: "patient2@example.com" } });
    expect((await call("/api/plug_submit", { token: t.staff, json: { fulltext: "x" } })).status).toBe(403);
  });

  it("asked in Spanish, a refusal's field error is in Spanish with the same error_code; nothing is stored (issue 41)", async () => {
    const es = { "Accept-Language": "es" };
    const p = await freshPatient("spanish");
    const empty = await call("/api/plug_submit", { token: p.token, json: { fulltext: "  " }, headers: es });
    expect(empty.status).toBe(400);
    expect(empty.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { fulltext: ["Escriba su testimonio."] } });
    const created = await call("/api/plug_submit", { token: p.token, json: { fulltext: "Publícame." }, headers: es });
    expect(created.status).toBe(201);
    const refused = await call(`/api/plugs/${created.data.id as number}`, { token: t.staff, method: "PUT", json: { country: "US", fulltext_html: "Publícame.", active: true }, headers: es });
    expect(refused.status).toBe(400);
    expect(refused.data.error_code).toBe("VALIDATION_ERROR");
    expect(refused.data.errors).toEqual({ images: ["Agregue la autorización firmada del miembro (tipo Z) antes de publicar."] });
    const mine = await call("/api/plug_submit/?limit=10", { token: p.token });
    expect(mine.data.results).toHaveLength(1);
  });

  it("a member lists only their own (10 a page); naming another member is 404; staff list everyone's", async () => {
    const mine = await call("/api/plug_submit/?limit=10", { token: t.jane });
    expect(mine.status).toBe(200);
    const results = mine.data.results as unknown as TestimonialJson[];
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.member.id === janeId)).toBe(true);
    expect((await call(`/api/plug_submit/?member=${janeId}`, { token: t.jane })).status).toBe(200);
    expect((await call(`/api/plug_submit/?member=${janeId + 1}`, { token: t.jane })).status).toBe(404);
    const all = await call("/api/plug_submit/?limit=100", { token: t.staff });
    const members = new Set((all.data.results as unknown as TestimonialJson[]).map((r) => r.member.email));
    expect(members.size).toBeGreaterThanOrEqual(3);
    const one = await call(`/api/plug_submit/?member=${janeId}`, { token: t.staff });
    expect((one.data.results as unknown as TestimonialJson[]).every((r) => r.member.id === janeId)).toBe(true);
    expect((await call("/api/plug_submit/?limit=0", { token: t.staff })).data.error_code).toBe("VALIDATION_ERROR");
  });

  it("details: the member's own or staff; another member's is 404; delete the same way", async () => {
    const created = await call("/api/plug_submit", { token: t.maria, json: { fulltext: "To be withdrawn." } });
    const id = created.data.id as number;
    expect((await call(`/api/plug_submit/${id}/get_details`, { token: t.maria })).status).toBe(200);
    expect((await call(`/api/plug_submit/${id}/get_details/`, { token: t.staff })).data).toMatchObject({ id, fulltext: "To be withdrawn." });
    expect((await call(`/api/plug_submit/${id}/get_details`, { token: t.jane })).status).toBe(404);
    expect((await call(`/api/plug_submit/${id}`, { token: t.jane, method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/plug_submit/${id}`, { token: t.maria, method: "DELETE" })).status).toBe(204);
    expect((await call(`/api/plug_submit/${id}/get_details`, { token: t.maria })).status).toBe(404);
    const mariaId = created.data.member as unknown as { id: number };
    expect((await auditRows(mariaId.id)).map((r) => `${r.event}:${r.record_type}`)).toEqual(expect.arrayContaining(["health_create:testimonial", "health_delete:testimonial"]));
  });
});

describe("/api/plugs", () => {
  it("countries for anyone signed in, the United States first; replacements for staff only", async () => {
    const countries = await call("/api/plugs/countries", { token: t.jane });
    expect(countries.data.count as number).toBeGreaterThan(240);
    expect((countries.data.results as unknown as { code: string }[])[0]).toEqual({ code: "US", name: "United States" });
    expect((await call("/api/plugs/replacements", { token: t.jane })).status).toBe(403);
    const replacements = await call("/api/plugs/replacements", { token: t.staff });
    expect(replacements.data.results).toContainEqual(expect.objectContaining({ id: 1, name: "Surname to initial" }));
  });

  it("staff write the final version: country required, quotes ≤ 100, blurb ≤ 250, HTML sanitized, replacements applied", async () => {
    const created = await call("/api/plug_submit", { token: t.maria, json: { fulltext: "Garcia here, 20 lbs down!" } });
    const id = created.data.id as number;
    expect((await call(`/api/plugs/${id}`, { token: t.maria, method: "PUT", json: { country: "US" } })).status).toBe(403);
    const bad = await call(`/api/plugs/${id}`, { token: t.staff, method: "PUT", json: { quotes: "q".repeat(101), blurb: "b".repeat(251) } });
    expect(bad.data.errors).toEqual({ country: ["Required"], quotes: ["Must be 100 characters or less"], blurb: ["Must be 250 characters or less"] });
    const saved = await call(`/api/plugs/${id}/`, {
      token: t.staff,
      method: "PUT",
      json: { country: "us", quotes: "Twenty down", fulltext_html: '<p onclick="x()">Garcia here, 20 lbs down!<script>alert(1)</script></p>', replacements: [1, 7] },
    });
    expect(saved.status, JSON.stringify(saved.data)).toBe(200);
    expect(saved.data).toMatchObject({ country: "US", quotes: "Twenty down", fulltext_html: "<p>G. here, 20 pounds down!</p>", replacements_made: 2, active: false });
    expect((await call("/api/plugs/999999", { token: t.staff, method: "PUT", json: { country: "US" } })).status).toBe(404);
  });

  it("publishing needs the member's signed authorization (type Z)", async () => {
    const p = await freshPatient("publish");
    const created = await call("/api/plug_submit", { token: p.token, json: { fulltext: "Publish me." } });
    const id = created.data.id as number;
    const refused = await call(`/api/plugs/${id}`, { token: t.staff, method: "PUT", json: { country: "US", fulltext_html: "Publish me.", active: true } });
    expect(refused.status).toBe(400);
    expect(refused.data.errors).toEqual({ images: ["Please add the member's signed authorization (type Z) before publishing."] });
    const consent = await upload("/api/plugs_image/", t.staff, {
      name: "Signed authorization",
      type: "Z",
      weight: "180",
      week: "0",
      member: String(p.id),
      photo_o: { name: "consent.jpg", data: await portrait(p.id), type: "image/jpeg" },
    });
    expect(consent.status).toBe(201);
    const published = await call(`/api/plugs/${id}`, { token: t.staff, method: "PUT", json: { country: "US", fulltext_html: "Publish me.", active: true, featured: true } });
    expect(published.status).toBe(200);
    expect(published.data).toMatchObject({ active: true, featured: true, homepage: false, published_at: expect.any(String) });
  });
});

describe("/api/plugs_image", () => {
  it("staff upload by content: a text file named .jpg is refused; missing details are Required", async () => {
    const p = await freshPatient("img-bad");
    const text = await upload("/api/plugs_image/", t.staff, {
      name: "x",
      type: "B",
      weight: "180",
      week: "0",
      member: String(p.id),
      photo_o: { name: "before.jpg", data: new TextEncoder().encode("not a picture at all"), type: "image/jpeg" },
    });
    expect(text.status).toBe(400);
    expect(text.data.errors).toEqual({ photo_o: ["Unsupported format! (text)"] });
    const missing = await upload("/api/plugs_image/", t.staff, { member: String(p.id) });
    expect(missing.data.errors).toEqual({ name: ["Required"], type: ["Required"], weight: ["Required"], week: ["Required"], photo_o: ["Please upload one image"] });
    const week = await upload("/api/plugs_image/", t.staff, { name: "x", type: "B", weight: "-2", week: "-1", member: String(p.id), photo_o: { name: "a.jpg", data: await portrait(1) } });
    expect(week.data.errors).toEqual({ weight: ["Must be 0 or more"], week: ["Must be 0 or more"] });
    const staffMember = await upload("/api/plugs_image/", t.staff, { name: "x", type: "B", weight: "1", week: "0", member: "1", photo_o: { name: "a.jpg", data: await portrait(2) } });
    expect(staffMember.data.errors).toEqual({ member: ["Select a valid choice."] });
    const asPatient = await upload("/api/plugs_image/", p.token, { name: "x", type: "B", weight: "1", week: "0", member: String(p.id), photo_o: { name: "a.jpg", data: await portrait(3) } });
    expect(asPatient.status).toBe(403);
  });

  it("a photo is private: stored outside the public uploads, served only to its member and staff, never cached", async () => {
    const p = await freshPatient("img");
    const bytes = await portrait(p.id + 7);
    const res = await upload("/api/plugs_image/", t.staff, { name: "Before", type: "b", weight: "210.5", week: "0", primary: "true", member: String(p.id), photo_o: { name: "before.jpg", data: bytes, type: "image/jpeg" } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    const image = res.data as unknown as ImageJson;
    expect(image).toMatchObject({ member: p.id, type: "B", weight: 210.5, week: 0, primary: true, width: 400, height: 600 });
    expect(image.photo_o).toBe(`/testimonial-photos/${image.id}/o`);
    // Not under the public uploads folder.
    const publicFiles = fs.existsSync(path.join(dataDir(), "uploads")) ? fs.readdirSync(path.join(dataDir(), "uploads"), { recursive: true }).map(String) : [];
    const privateFiles = fs.readdirSync(path.join(dataDir(), "private", "testimonial-photos"), { recursive: true }).map(String);
    expect(privateFiles.some((f) => f.endsWith("_o.jpg"))).toBe(true);
    const hashName = privateFiles.find((f) => f.endsWith("_o.jpg") && fs.readFileSync(path.join(dataDir(), "private", "testimonial-photos", f)).equals(bytes));
    expect(hashName).toBeTruthy();
    expect(publicFiles.some((f) => f.endsWith(path.basename(hashName!)))).toBe(false);

    const own = await photoOf(image.photo_o, p.token);
    expect(own.status).toBe(200);
    expect(own.cache).toBe("private, no-store");
    expect(own.bytes.equals(bytes)).toBe(true);
    const medium = await photoOf(image.photo_m, t.staff);
    expect(medium.status).toBe(200);
    expect(medium.type).toBe("image/jpeg");
    expect((await photoOf(image.photo_o, t.jane)).status).toBe(404);
    expect((await photoOf(image.photo_o)).status).toBe(404);
    expect((await photoOf(`/testimonial-photos/${image.id}/x`, t.staff)).status).toBe(404);
    // A read's row is written within a few milliseconds of the answer (decision 0150).
    await expect
      .poll(async () => (await auditRows(p.id)).filter((r) => r.record_type === "testimonial_image").map((r) => r.event))
      .toEqual(expect.arrayContaining(["health_create", "health_read"]));

    // The same picture again for the same member is that image (200), not a copy.
    const again = await upload("/api/plugs_image/", t.staff, { name: "Again", type: "A", weight: "1", week: "3", member: String(p.id), photo_o: { name: "other-name.jpg", data: bytes } });
    expect(again.status).toBe(200);
    expect(again.data.id).toBe(image.id);
  });

  it("staff change and delete; a member lists only their own; only one primary per type", async () => {
    const p = await freshPatient("img-edit");
    const first = (await upload("/api/plugs_image/", t.staff, { name: "After 1", type: "A", weight: "190", week: "10", primary: "on", member: String(p.id), photo_o: { name: "a1.jpg", data: await portrait(p.id + 100) } })).data as unknown as ImageJson;
    const second = (await upload("/api/plugs_image/", t.staff, { name: "After 2", type: "A", weight: "185", week: "20", member: String(p.id), photo_o: { name: "a2.jpg", data: await portrait(p.id + 200) } })).data as unknown as ImageJson;
    expect((await call(`/api/plugs_image/${second.id}`, { token: p.token, method: "PATCH", json: { primary: true } })).status).toBe(403);
    const patched = await call(`/api/plugs_image/${second.id}/`, { token: t.staff, method: "PATCH", json: { primary: true, week: 21 } });
    expect(patched.data).toMatchObject({ primary: true, week: 21, name: "After 2" });
    const bad = await call(`/api/plugs_image/${second.id}`, { token: t.staff, method: "PATCH", json: { type: "Q", week: -1 } });
    expect(bad.data.errors).toEqual({ type: ["Select a valid choice."], week: ["Must be 0 or more"] });
    const list = await call(`/api/plugs_image/?member=${p.id}`, { token: t.staff });
    const images = list.data.results as unknown as ImageJson[];
    expect(images.map((i) => [i.id, i.primary])).toEqual([
      [first.id, false],
      [second.id, true],
    ]);
    const own = await call("/api/plugs_image/", { token: p.token });
    expect((own.data.results as unknown as ImageJson[]).every((i) => i.member === p.id)).toBe(true);
    expect((await call(`/api/plugs_image/?member=${janeId}`, { token: p.token })).status).toBe(404);
    expect((await call(`/api/plugs_image/${first.id}`, { token: p.token, method: "DELETE" })).status).toBe(403);
    expect((await call(`/api/plugs_image/${first.id}`, { token: t.staff, method: "DELETE" })).status).toBe(204);
    expect((await call(`/api/plugs_image/${first.id}`, { token: t.staff, method: "DELETE" })).status).toBe(404);
    expect((await photoOf(first.photo_o, t.staff)).status).toBe(404);
  });
});
