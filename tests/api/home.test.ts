import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { inflateRawSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, expectTokenRequired, fetchApi, newIp, signInCookie, tokenFor, withServerDb } from "./client";
import { auditRows, FRESH_PASSWORD, freshPatient, tampaToday } from "./progress-support";

/** The home dashboard's data (spec part 1 §3, §7) and a patient's own export (issue 12). */

let jane = "";
let janeId = 0;

beforeAll(async () => {
  jane = await tokenFor("patient@example.com", "patient-demo-password");
  janeId = (await withServerDb((db) => db.prepare("select id from users where email = ?").get<{ id: number }>("patient@example.com")))!.id;
});

/** The files of a stored (or deflated) ZIP, read from its central directory. */
function unzip(buf: Buffer): Map<string, string> {
  const out = new Map<string, string>();
  const end = buf.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buf.readUInt16LE(end + 10);
  let p = buf.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extra = buf.readUInt16LE(p + 30);
    const comment = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString("utf8");
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(dataStart, dataStart + size);
    out.set(name, (method === 8 ? inflateRawSync(raw) : raw).toString("utf8"));
    p += 46 + nameLen + extra + comment;
  }
  return out;
}

/**
 * The same ZIP read by a second tool, Debian's unzip (.ci/run installs it): `-t` checks every
 * entry's CRC, `-Z1` lists the names, `-p` prints one file as stored.
 */
function unzipWithTool(buf: Buffer): { tested: string; files: Map<string, string> } {
  const dir = mkdtempSync(path.join(tmpdir(), "export-zip-"));
  try {
    const file = path.join(dir, "export.zip");
    writeFileSync(file, buf);
    const tested = execFileSync("unzip", ["-t", file], { encoding: "utf8" });
    const names = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).split("\n").filter(Boolean);
    const files = new Map(names.map((name) => [name, execFileSync("unzip", ["-p", file, name], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })]));
    return { tested, files };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("GET /api/exercises/my_home", () => {
  it("needs a token", async () => {
    await expectTokenRequired([
      ["GET", "/api/exercises/my_home"],
      ["GET", "/api/statistics"],
      ["GET", "/api/me/export"],
    ]);
  });

  it("a review's day is the clinic's calendar day, not the server's UTC day", async () => {
    const fresh = await freshPatient("review-day");
    // 03:00 UTC on 10 January is still 9 January in Tampa (clinic 1, America/New_York).
    await withServerDb((db) =>
      db
        .prepare("insert into comments (recipe_id, user_id, title, notes, rating, created) values ((select min(id) from recipes where active = 1), ?, 'Late', 'Written at night', 8, ?)")
        .run(fresh.id, "2026-01-10T03:00:00.000Z"),
    );
    const res = await call("/api/exercises/my_home/", { token: fresh.token });
    expect(res.data.recently_reviewed).toEqual([expect.objectContaining({ title: "Late", created: "2026-01-10T03:00:00.000Z", day: "2026-01-09" })]);
  });

  it("has every block of the home data, with the spec's limits", async () => {
    const res = await call("/api/exercises/my_home/", { token: jane });
    expect(res.status).toBe(200);
    const d = res.data as Record<string, unknown[]> & Record<string, unknown>;
    for (const key of ["featured_recipes", "featured_exercises", "my_fitness", "recipes_submitted", "recipes_favorited", "recently_reviewed", "ads", "weight_chart"]) {
      expect(Array.isArray(d[key]), key).toBe(true);
    }
    expect(d.featured_recipes.length).toBeLessThanOrEqual(3);
    expect(d.featured_recipes.length).toBeGreaterThan(0);
    expect(d.featured_exercises.length).toBeLessThanOrEqual(3);
    expect(d.my_fitness.length).toBeLessThanOrEqual(8);
    for (const key of ["recipes_submitted", "recipes_favorited", "recently_reviewed"]) expect(d[key].length).toBeLessThanOrEqual(4);
    expect(d.weight_chart.length).toBeLessThanOrEqual(12);
    expect(typeof d.weight_change).toBe("number");
    expect(d).toHaveProperty("latest_badge");
    // Only active ads ever reach a patient.
    expect((d.ads as { is_active: boolean; title: string }[]).every((a) => a.is_active)).toBe(true);
    expect((d.ads as { title: string }[]).some((a) => a.title === "Summer cooking class (ended)")).toBe(false);
    // A read's row is written within a few milliseconds of the answer (decision 0150).
    await expect.poll(async () => (await auditRows(janeId))[0]).toMatchObject({ event: "health_read", record_type: "home_dashboard" });
  });

  it("gives a new patient empty blocks, not errors", async () => {
    const fresh = await freshPatient("home");
    const res = await call("/api/exercises/my_home", { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      my_fitness: [],
      recipes_submitted: [],
      recipes_favorited: [],
      recently_reviewed: [],
      latest_badge: null,
      weight_chart: [],
      weight_change: 0,
      appointment: null,
    });
  });

  it("GET /api/statistics is the dashboard's weight chart: the first point and the last 11", async () => {
    const fresh = await freshPatient("stats");
    await withServerDb(async (db) => {
      const insert = db.prepare("insert into weights (user_id, measured_on, member_created, weight_kg, created_at, updated_at) values (?, ?, ?, ?, ?, ?)");
      const now = new Date().toISOString();
      for (let i = 0; i < 15; i++) await insert.run(fresh.id, `2026-01-${String(i + 1).padStart(2, "0")}`, i % 2, 100 - i * 0.5, now, now);
    });
    const all = await call("/api/statistics?member_created=True", { token: fresh.token });
    expect(all.status).toBe(200);
    const chart = all.data.weight_chart as unknown as { x: string; y: number; z: number }[];
    expect(chart).toHaveLength(12);
    expect(chart[0].x).toBe("2026-01-01");
    expect(chart[1].x).toBe("2026-01-05");
    expect(chart[11].x).toBe("2026-01-15");
    expect(all.data.weight_change).toBeCloseTo(-15.4, 1);
    const home = await call("/api/exercises/my_home", { token: fresh.token });
    expect(home.data.weight_chart).toEqual(chart);
    const clinicOnly = await call("/api/statistics", { token: fresh.token });
    expect((clinicOnly.data.weight_chart as unknown as { z: number }[]).every((p) => p.z === 0)).toBe(true);
  });
});

describe("GET /api/me/export", () => {
  it("streams the caller's own data as JSON, audited", async () => {
    const res = await fetchApi("/api/me/export", { headers: { Authorization: `JWT ${jane}`, "X-Forwarded-For": newIp() } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    // Named by Jane's clinic's day (Tampa), not the server's UTC day.
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="my-portal-data-${tampaToday()}.json"`);
    const data = (await res.json()) as Record<string, unknown>;
    expect(data.profile).toMatchObject({ id: janeId, email: "patient@example.com", first_name: "Jane" });
    for (const key of ["appointments", "food_journal", "nutrition_goals", "fitness_plan", "activity", "fitness_goals", "weights", "badges", "testimonials", "favourite_recipes", "recipe_comments"]) {
      expect(Array.isArray(data[key]), key).toBe(true);
    }
    expect((data.food_journal as unknown[]).length).toBeGreaterThan(0);
    expect((data.weights as unknown[]).length).toBeGreaterThan(0);
    // Nobody else's rows: every journal id is one of Jane's.
    const mine = new Set((await withServerDb((db) => db.prepare("select id from journal_entries where user_id = ?").all<{ id: number }>(janeId))).map((r) => r.id));
    expect((data.food_journal as { id: number }[]).every((r) => mine.has(r.id))).toBe(true);
    expect(mine.size).toBe((data.food_journal as unknown[]).length);
    expect((await auditRows(janeId))[0]).toMatchObject({ event: "health_export", record_type: "data_export" });
  });

  it("streams CSV files in a zip that reads back", async () => {
    const res = await fetchApi("/api/me/export?format=csv", { headers: { Authorization: `JWT ${jane}`, "X-Forwarded-For": newIp() }, binary: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const files = unzip(Buffer.from(await res.arrayBuffer()));
    expect([...files.keys()]).toContain("food_journal.csv");
    expect([...files.keys()]).toContain("weights.csv");
    expect(files.get("profile.csv")).toMatch(/^id,email,first_name/);
    expect(files.get("profile.csv")).toContain("patient@example.com");
    expect(files.get("weights.csv")!.split("\r\n").length).toBeGreaterThan(2);
  });

  it("the zip reads back with a second tool: every section a CSV file, each row the JSON export's", async () => {
    const headers = { Authorization: `JWT ${jane}`, "X-Forwarded-For": newIp() };
    const zip = await fetch(`${baseUrl()}/api/me/export?format=zip`, { headers });
    expect(zip.status).toBe(200);
    const { tested, files } = unzipWithTool(Buffer.from(await zip.arrayBuffer()));
    expect(tested).toMatch(/No errors detected/);
    const json = (await (await fetch(`${baseUrl()}/api/me/export?format=json`, { headers })).json()) as Record<string, unknown>;
    const sections = Object.keys(json).filter((k) => k !== "exported_at" && k !== "units");
    // The JSON's note on units is said in the caller's language too (issue 41).
    expect(json.units).toBe("canonical units are named in each field (kg, cm, kcal, g, mg, floz, minutes), rounded as the portal shows them");
    const es = (await (await fetch(`${baseUrl()}/api/me/export?format=json`, { headers: { ...headers, "Accept-Language": "es" } })).json()) as Record<string, unknown>;
    expect(es.units).toBe("las unidades canónicas se nombran en cada campo (kg, cm, kcal, g, mg, floz, minutos), redondeadas como las muestra el portal");
    // Every section a CSV file, beside the readme (in the member's language, issue 41).
    expect([...files.keys()].filter((name) => name.endsWith(".csv")).sort()).toEqual(sections.map((k) => `${k}.csv`).sort());
    expect([...files.keys()].filter((name) => !name.endsWith(".csv"))).toEqual(["README.txt"]);
    const profile = json.profile as { id: number; email: string };
    const [head, row] = files.get("profile.csv")!.split("\r\n");
    expect(head).toMatch(/^id,email,first_name/);
    expect(row.split(",").slice(0, 2)).toEqual([String(profile.id), profile.email]);
    for (const key of ["weights", "food_journal", "activity", "badges"]) {
      const rows = json[key] as { id: number }[];
      const lines = files.get(`${key}.csv`)!.split("\r\n").slice(1, -1);
      expect(rows.length, key).toBeGreaterThan(0);
      expect(lines.map((l) => l.split(",")[0]), key).toEqual(rows.map((r) => String(r.id)));
    }
  });

  it("refuses an unknown format", async () => {
    const res = await call("/api/me/export?format=pdf", { token: jane });
    expect(res.status).toBe(400);
    expect(res.data.error_code).toBe("VALIDATION_ERROR");
  });

  it("/my-data/download refuses what the API refuses: a format other than json or zip (or csv) is a 400, not a 500 or a JSON file (issue 36 item 24)", async () => {
    const fresh = await freshPatient("export-format");
    const cookie = await signInCookie(fresh.email, FRESH_PASSWORD);
    const get = (query: string) => fetch(`${baseUrl()}/my-data/download${query}`, { redirect: "manual", headers: { Cookie: cookie, "X-Forwarded-For": newIp() } });
    for (const query of ["?format=pdf", "?format=", "?format=JSON", "?format=zip%00", `?format=${"x".repeat(300)}`]) {
      const res = await get(query);
      expect(res.status, query).toBe(400);
      expect(res.headers.get("content-disposition"), query).toBeNull();
      expect(await res.text(), query).toBe('"format" must be json, zip or csv.');
    }
    // Nothing was exported, so nothing was audited.
    expect((await auditRows(fresh.id)).filter((r) => r.record_type === "data_export")).toEqual([]);
    const kinds = { "": "application/json", "?format=json": "application/json", "?format=zip": "application/zip", "?format=csv": "application/zip" };
    for (const [query, type] of Object.entries(kinds)) expect((await get(query)).headers.get("content-type"), query).toContain(type);
  });

  it("names each food in full, as the journal shows it, and rounds for people (issues 24, 36)", async () => {
    const fresh = await freshPatient("export-names");
    const found = await call("/api/food/search/?search=bananas%20raw&limit=5", { token: fresh.token });
    const banana = (found.data.results as unknown as { id: number; long_desc: string }[]).find((f) => f.long_desc === "Bananas, raw")!;
    expect((await call("/api/journals/", { token: fresh.token, json: { food: banana.id, measure: "g", quantity: 150, added_on: "2026-01-05" } })).status).toBe(201);
    // 160 lb is 72.5747792 kg, which a float adds …0000001 to.
    expect((await call("/api/progress/add_weight", { token: fresh.token, json: { weight: 160, date: "2026-01-05" } })).status).toBe(201);
    const res = await fetch(`${baseUrl()}/api/me/export?format=json`, { headers: { Authorization: `JWT ${fresh.token}`, "X-Forwarded-For": newIp() } });
    const text = await res.text();
    expect(text).not.toMatch(/\d\.\d*0000000\d/);
    const data = JSON.parse(text) as { food_journal: Record<string, unknown>[]; weights: Record<string, unknown>[] };
    expect(data.food_journal[0]).toMatchObject({ item: "Bananas, raw" });
    expect(data.weights[0]).toMatchObject({ weight_kg: 72.57 });
    const zip = await fetch(`${baseUrl()}/api/me/export?format=csv`, { headers: { Authorization: `JWT ${fresh.token}`, "X-Forwarded-For": newIp() } });
    const files = unzip(Buffer.from(await zip.arrayBuffer()));
    expect(files.get("food_journal.csv")).toContain(',"Bananas, raw",');
    expect(files.get("weights.csv")).toContain(",72.57,");
  });

  it("rounds as a person reads, names the meals, and names the badges in the member's units (issue 36)", async () => {
    const fresh = await freshPatient("export-people");
    const found = await call("/api/food/search/?search=bananas%20raw&limit=5", { token: fresh.token });
    const banana = (found.data.results as unknown as { id: number; long_desc: string }[]).find((f) => f.long_desc === "Bananas, raw")!;
    expect((await call("/api/journals/", { token: fresh.token, json: { food: banana.id, measure: "g", quantity: 123.45, meal: "A", added_on: "2026-01-05" } })).status).toBe(201);
    // 175 lb is 79.37866475 kg.
    expect((await call("/api/progress/profile", { method: "PUT", token: fresh.token, json: { goal_weight: 175 } })).status).toBe(200);
    expect((await call("/api/progress/add_weight", { token: fresh.token, json: { weight: 200, date: "2026-01-05" } })).status).toBe(201);
    expect((await call("/api/progress/add_weight", { token: fresh.token, json: { weight: 194, date: "2026-01-12" } })).status).toBe(201);
    expect((await call("/api/me", { method: "PUT", token: fresh.token, json: { units: "metric" } })).status).toBe(200);
    const res = await fetch(`${baseUrl()}/api/me/export?format=json`, { headers: { Authorization: `JWT ${fresh.token}`, "X-Forwarded-For": newIp() } });
    const data = (await res.json()) as { profile: Record<string, unknown>; food_journal: Record<string, unknown>[]; badges: Record<string, unknown>[] };
    expect(data.profile.goal_weight_kg).toBe(79.38);
    expect(data.food_journal[0]).toMatchObject({ meal: "Breakfast", food_g: 123.5, quantity: 123.45 });
    expect(Number.isInteger(data.food_journal[0].energy_kcal)).toBe(true);
    expect(data.badges.map((b) => b.badge)).toEqual(["First 2.3 Kilograms"]);
    const zip = await fetch(`${baseUrl()}/api/me/export?format=csv`, { headers: { Authorization: `JWT ${fresh.token}`, "X-Forwarded-For": newIp() } });
    const files = unzip(Buffer.from(await zip.arrayBuffer()));
    expect(files.get("profile.csv")).toContain(",79.38");
    expect(files.get("food_journal.csv")).toContain(",Breakfast,");
    expect(files.get("food_journal.csv")).not.toMatch(/,A,food,/);
  });

  it("a new patient's export is their own, nearly empty", async () => {
    const fresh = await freshPatient("export");
    const res = await call("/api/me/export?format=json", { token: fresh.token });
    expect(res.status).toBe(200);
    expect(res.data.profile).toMatchObject({ id: fresh.id, email: fresh.email });
    expect(res.data.food_journal).toEqual([]);
    expect(res.data.weights).toEqual([]);
  });
});

describe("pages over HTTP", () => {
  it("/ads and /motivational-content send a signed-out visitor to sign in; /my-data/download needs a session", async () => {
    for (const path of ["/ads", "/motivational-content", "/my-data", "/my-data/download?format=json"]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: { "X-Forwarded-For": newIp() } });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toMatch(/^\/signin/);
    }
  });
});

describe("staff screens as a patient", () => {
  it("send a patient to / (spec part 1 §2.2)", async () => {
    const ip = newIp();
    const signin = await fetch(`${baseUrl()}/signin`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": ip },
      body: new URLSearchParams({ intent: "login", email: "patient@example.com", password: "patient-demo-password" }),
    });
    expect(signin.status).toBe(302);
    const cookie = signin.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    for (const path of ["/ads", "/motivational-content"]) {
      const res = await fetch(`${baseUrl()}${path}`, { redirect: "manual", headers: { Cookie: cookie, "X-Forwarded-For": ip } });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location"), path).toBe("/");
    }
    const download = await fetch(`${baseUrl()}/my-data/download?format=zip`, { headers: { Cookie: cookie, "X-Forwarded-For": ip } });
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/zip");
  });
});
