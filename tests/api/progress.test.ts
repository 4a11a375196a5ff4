import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired, withServerDb } from "./client";
import { signInAll, type Tokens } from "./foods-support";
import { auditRows, freshPatient, tampaToday } from "./progress-support";

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

interface Row {
  id: number;
  start_date: string;
  weight: number;
  bmi: number | null;
  bp: string | null;
  fat: number | null;
  w_delta: number | null;
  w_delta_total: number;
  member_created: boolean;
  [k: string]: unknown;
}

describe("the progress calls need a token", () => {
  it("401 without one", async () => {
    await expectTokenRequired([
      ["GET", "/api/progress"],
      ["POST", "/api/progress/add_weight"],
      ["GET", "/api/progress/list_weight_history"],
      ["GET", "/api/progress/1"],
      ["PUT", "/api/progress/1"],
      ["DELETE", "/api/progress/1"],
      ["GET", "/api/progress/profile"],
      ["GET", "/api/statistics"],
      ["GET", "/api/badges/"],
      ["GET", "/api/member_badge/?badge=1"],
    ]);
  });
});

describe("GET /api/progress", () => {
  it("a seeded patient's overview: a year of clinic weigh-ins, BMI from the clinic's height, goal, charts", async () => {
    const res = await call("/api/progress", { token: t.jane });
    expect(res.status).toBe(200);
    const o = res.data as unknown as Record<string, unknown> & { weight_chart: { x: string; y: number; z: number; trend: number }[]; detail_chart: unknown[] };
    expect(o.entries as number).toBeGreaterThan(27);
    expect(o).toMatchObject({ height_in: 65, height_label: "5 ft 5 in", goal_weight: 160, bmi_category: expect.any(String) });
    expect(o.weight_chart).toHaveLength(12);
    expect(o.weight_chart[0]).toMatchObject({ y: 212.4, z: 0 });
    expect(o.weight_chart.some((p) => p.z === 1)).toBe(true);
    expect(o.detail_chart.length).toBeGreaterThan(0);
  });
});

describe("POST /api/progress/add_weight", () => {
  it("asked in Spanish (Accept-Language: es), a bad weight's errors are in Spanish with the same error_code; nothing is stored", async () => {
    const p = await freshPatient("esw");
    const es = { "Accept-Language": "es-US,es;q=0.9" };
    expect((await call("/api/progress/add_weight", { token: p.token, json: { weight: 200 } })).status).toBe(201);
    const far = await call("/api/progress/add_weight", { token: p.token, json: { weight: 260 }, headers: es });
    expect(far.status).toBe(400);
    expect(far.data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: {
        weight: ["Este peso se aleja más de un 5 % de la tendencia (200 lb). Revise el peso, por favor."],
        confirm: ["Si el peso es correcto, marque la casilla para confirmarlo y vuelva a guardar."],
      },
    });
    const general = await call("/api/progress/add_weight", { token: p.token, json: { weight: 200, fat_mass: 250 }, headers: es });
    expect(general.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { general: ["La masa grasa no puede ser mayor que el peso."] } });
    // The same call in English says the spec's words.
    const en = await call("/api/progress/add_weight", { token: p.token, json: { weight: 260 } });
    expect(en.data).toMatchObject({ errors: { weight: ["This is more than 5 % away from the trend (200 lb). Please check the weight."] } });
    const list = await call("/api/progress/list_weight_history", { token: p.token });
    expect(list.data.count).toBe(1);
  });

  it("adds the member's own weigh-in (201), today by default, and audits it", async () => {
    const p = await freshPatient("addw");
    const res = await call("/api/progress/add_weight", { token: p.token, json: { weight: 201.6, fat: 35, fat_mass: 70.6, bp_systolic: 128, bp_diastolic: 82, pulse: 70, waist_circumference: 40 } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({ start_date: tampaToday(), weight: 201.6, bp: "128/82", fat: 35, fat_mass: 70.6, waist: 40, member_created: true, w_delta: null, badges_earned: [] });
    const audit = await auditRows(p.id);
    expect(audit[0]).toMatchObject({ event: "health_create", record_type: "weight", record_id: res.data.id, user_id: p.id });
  });

  it("errors come keyed weight, fat and general, and nothing is stored", async () => {
    const p = await freshPatient("badw");
    const missing = await call("/api/progress/add_weight", { token: p.token, json: { fat: 30 } });
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { weight: ["Required"] } });
    const bounds = await call("/api/progress/add_weight", { token: p.token, json: { weight: 12 } });
    expect(bounds.data.errors).toEqual({ weight: ["Must be 50 or more"] });
    const general = await call("/api/progress/add_weight", { token: p.token, json: { weight: 180, bp_systolic: 120 } });
    expect(general.data.errors).toEqual({ general: ["Please enter both numbers of the blood pressure."] });
    const fat = await call("/api/progress/add_weight", { token: p.token, json: { weight: 200, fat: 45, fat_mass: 60 } });
    expect(fat.data.errors).toEqual({ fat: ["Fat % does not match the fat mass (60 lb is 30.0 % of the weight)."] });
    const future = await call("/api/progress/add_weight", { token: p.token, json: { weight: 180, date: "2999-01-01" } });
    expect(future.data.errors).toEqual({ date: ["The date cannot be in the future."] });
    const text = await call("/api/progress/add_weight", { token: p.token, json: { weight: "a lot" } });
    expect(text.data.errors).toEqual({ weight: ["Please provide a valid number, up to 2 decimal places"] });
    const broken = await call("/api/progress/add_weight", { token: p.token, rawBody: "{weight:", contentType: "application/json", direct: true });
    expect(broken.status).toBe(400);
    expect(broken.data.error_code).toBe("PARSE_ERROR");
    const list = await call("/api/progress/list_weight_history", { token: p.token });
    expect(list.data.count).toBe(0);
  });

  it("staff keep no weights of their own (403)", async () => {
    const res = await call("/api/progress/add_weight", { token: t.staff, json: { weight: 180 } });
    expect(res.status).toBe(403);
    expect(res.data.error_code).toBe("PERMISSION_DENIED");
  });
});

describe("GET /api/progress/list_weight_history", () => {
  it("20 a page, newest first; member_created=True is the member's own, False the clinic's", async () => {
    const all = await call("/api/progress/list_weight_history", { token: t.jane });
    expect(all.status).toBe(200);
    const results = all.data.results as unknown as Row[];
    expect(results).toHaveLength(20);
    expect(all.data.next).toMatch(/limit=20&offset=20$/);
    expect(results[0].start_date >= results[1].start_date).toBe(true);
    const mine = await call("/api/progress/list_weight_history?limit=20&member_created=True", { token: t.jane });
    expect((mine.data.results as unknown as Row[]).every((r) => r.member_created)).toBe(true);
    const clinic = await call("/api/progress/list_weight_history?member_created=False&limit=100", { token: t.jane });
    const clinicRows = clinic.data.results as unknown as Row[];
    expect(clinicRows.every((r) => !r.member_created)).toBe(true);
    expect(clinicRows[clinicRows.length - 1]).toMatchObject({ weight: 212.4, w_delta: null, w_delta_total: 0 });
    expect(clinicRows[0].bmi).not.toBeNull();
    const bad = await call("/api/progress/list_weight_history?limit=abc", { token: t.jane });
    expect(bad.data.error_code).toBe("VALIDATION_ERROR");
  });
});

describe("/api/progress/{id}", () => {
  it("a member reads, changes and deletes their own entries; another's and the clinic's are 404", async () => {
    const p = await freshPatient("rud");
    const created = await call("/api/progress/add_weight", { token: p.token, json: { weight: 190, date: "2026-01-05" } });
    const id = created.data.id as number;
    expect((await call(`/api/progress/${id}`, { token: p.token })).data).toMatchObject({ id, weight: 190, start_date: "2026-01-05" });
    const put = await call(`/api/progress/${id}/`, { token: p.token, method: "PUT", json: { weight: 188.5, date: "2026-01-06" } });
    expect(put.status).toBe(200);
    expect(put.data).toMatchObject({ weight: 188.5, start_date: "2026-01-06" });
    // Nothing stored is rounded: a weight typed to two decimals (shown to one) survives an edit of
    // another field that sends the shown values back, and a changed value is stored as typed.
    const storedKg = async () => (await withServerDb((db) => db.prepare("select weight_kg, waist_cm from weights where id = ?").get<{ weight_kg: number; waist_cm: number }>(id)))!;
    await call(`/api/progress/${id}/`, { token: p.token, method: "PUT", json: { weight: 187.25, waist_circumference: 40.25, date: "2026-01-06" } });
    const typed = await storedKg();
    expect(typed.weight_kg / 0.45359237).toBeCloseTo(187.25, 9);
    const shown = (await call(`/api/progress/${id}`, { token: p.token })).data;
    expect(shown).toMatchObject({ weight: 187.3, waist: 40.3 });
    await call(`/api/progress/${id}/`, { token: p.token, method: "PUT", json: { weight: shown.weight, waist_circumference: shown.waist, pulse: 70, date: "2026-01-06" } });
    expect(await storedKg()).toEqual(typed);
    await call(`/api/progress/${id}/`, { token: p.token, method: "PUT", json: { weight: 187.2, waist_circumference: 40.25, date: "2026-01-06" } });
    expect((await storedKg()).weight_kg / 0.45359237).toBeCloseTo(187.2, 9);
    for (const [method, json] of [["GET", undefined], ["PUT", { weight: 150 }], ["DELETE", undefined]] as const) {
      const other = await call(`/api/progress/${id}`, { token: t.maria, method, json });
      expect(other.status, `${method} by another patient`).toBe(404);
    }
    const clinicEntry = (await call("/api/progress/list_weight_history?member_created=False&limit=1", { token: t.jane })).data.results as unknown as Row[];
    expect((await call(`/api/progress/${clinicEntry[0].id}`, { token: t.jane, method: "DELETE" })).status).toBe(404);
    expect((await call(`/api/progress/${id}`, { token: p.token, method: "DELETE" })).status).toBe(204);
    expect((await call(`/api/progress/${id}`, { token: p.token })).status).toBe(404);
    expect((await call("/api/progress/abc", { token: p.token })).status).toBe(404);
    expect((await auditRows(p.id)).map((r) => r.event)).toEqual(expect.arrayContaining(["health_create", "health_read", "health_update", "health_delete"]));
  });
});

describe("/api/progress/profile", () => {
  it("height once (inches), goal weight set and removed (pounds)", async () => {
    const p = await freshPatient("profile");
    expect((await call("/api/progress/profile", { token: p.token })).data).toEqual({ height: null, goal_weight: null });
    const set = await call("/api/progress/profile", { token: p.token, method: "PUT", json: { height: 66, goal_weight: 150 } });
    expect(set.status).toBe(200);
    expect(set.data).toEqual({ height: 66, goal_weight: 150 });
    const again = await call("/api/progress/profile", { token: p.token, method: "PUT", json: { height: 70 } });
    expect(again.status).toBe(400);
    expect(again.data.errors).toEqual({ height: ["Your height is on your clinic record. Please ask your clinic to change it."] });
    const removed = await call("/api/progress/profile", { token: p.token, method: "PUT", json: { goal_weight: null } });
    expect(removed.data).toEqual({ height: 66, goal_weight: null });
    const empty = await call("/api/progress/profile", { token: p.token, method: "PUT", json: {} });
    expect(empty.data.errors).toEqual({ non_field_errors: ["Required"] });
    const short = await call("/api/progress/profile", { token: p.token, method: "PUT", json: { goal_weight: 10 } });
    expect(short.data.errors).toEqual({ goal_weight: ["Must be 50 or more"] });
  });
});

describe("GET /api/statistics", () => {
  it("the clinic's weigh-ins, or with member_created=True the member's own too, first plus last 11", async () => {
    const clinic = await call("/api/statistics", { token: t.jane });
    expect(clinic.status).toBe(200);
    const points = clinic.data.weight_chart as unknown as { x: string; y: number; z: number }[];
    expect(points).toHaveLength(12);
    expect(points.every((p) => p.z === 0)).toBe(true);
    expect(points[0].y).toBe(212.4);
    expect(clinic.data.weight_change as number).toBeLessThan(-30);
    const all = await call("/api/statistics?member_created=True", { token: t.jane });
    expect((all.data.weight_chart as unknown as { z: number }[]).some((p) => p.z === 1)).toBe(true);
    const fresh = await freshPatient("stats");
    expect((await call("/api/statistics", { token: fresh.token })).data).toEqual({ weight_chart: [], weight_change: 0 });
  });
});

describe("badges", () => {
  it("a new member has none; the weigh-in 5 lb below the first earns one, with its date", async () => {
    const p = await freshPatient("badge");
    const before = await call("/api/badges/", { token: p.token });
    expect(before.status).toBe(200);
    const cards = before.data.results as unknown as { id: number; name: string; description: string; image: string; badge_count: number }[];
    expect(cards).toHaveLength(12);
    expect(cards.every((c) => c.badge_count === 0)).toBe(true);
    expect(cards[0]).toMatchObject({ id: 1, name: "First 5 Pounds", description: "Weigh in 5 pounds below your first weigh-in.", image: "/badge-images/lost-5-lb.svg" });
    await call("/api/progress/add_weight", { token: p.token, json: { weight: 200, date: "2026-03-01" } });
    const second = await call("/api/progress/add_weight", { token: p.token, json: { weight: 194.5, date: "2026-03-15" } });
    expect(second.data.badges_earned).toEqual([1]);
    const after = (await call("/api/badges/", { token: p.token })).data.results as unknown as { id: number; badge_count: number }[];
    expect(after.filter((c) => c.badge_count > 0).map((c) => c.id)).toEqual([1]);
    const earned = await call("/api/member_badge/?badge=1", { token: p.token });
    expect(earned.data).toMatchObject({ count: 1, results: [{ badge: 1, date_range: ["2026-03-15"] }] });
    expect((await call("/api/member_badge/?badge=2", { token: p.token })).data.count).toBe(0);
    expect((await call("/api/member_badge/?badge=99", { token: p.token })).status).toBe(404);
    expect((await call("/api/member_badge/", { token: p.token })).data.errors).toEqual({ badge: ["Required"] });
    // Another member sees only their own earnings.
    expect((await call("/api/member_badge/?badge=1", { token: t.maria })).data.results).not.toContainEqual(expect.objectContaining({ date_range: ["2026-03-15"] }));
  });

  it("badge pictures are drawn from the catalogue", async () => {
    const res = await fetch(`${process.env.API_URL}/badge-images/lost-5-lb.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("image/svg+xml");
    expect(await res.text()).toContain("5 LB");
    expect((await fetch(`${process.env.API_URL}/badge-images/nope.svg`)).status).toBe(404);
  });
});
