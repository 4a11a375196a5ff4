import { describe, expect, it } from "vitest";
import { call, signInCookie, visit, withServerDb } from "./client";
import { carePatient, careStaff, PASSWORD, type Person } from "./care-support";
import { tampaToday } from "./progress-support";

/**
 * The care team's weights in the reader's units (decision 0134): the pages follow the staff
 * member's own choice on their profile, the /api/care calls `?units=metric` as every other call
 * that reads or takes a weight. Storage stays in kilograms, exactly as typed.
 */

const storedKg = (id: number) => withServerDb((db) => db.prepare("select weight_kg from weights where id = ?").get<{ weight_kg: number }>(id));
const goalKg = (patientId: number) => withServerDb((db) => db.prepare("select goal_weight_kg from body_profiles where user_id = ?").get<{ goal_weight_kg: number | null }>(patientId));
/** A page's markup without React's text separators, so "99.8 → 98.7" reads as shown. */
const shown = (html: string) => html.replaceAll("<!-- -->", "");
const searchOf = (p: Person) => encodeURIComponent(p.name.split(" ")[1]);
const GOALS = { calories: 1300, protein_calories: 420, vegetable: 4, fruits: 2, fat: 1.5, misc: 1, starch: 2, dairy: 1, hydration: 72, electrolyte: 16 };

/** A Tampa patient who weighed themselves twice: 220 lb a week ago, 215 lb today. */
async function weighedPatient(label: string) {
  const p = await carePatient(label);
  const weekAgo = new Date(`${tampaToday()}T12:00:00Z`);
  weekAgo.setUTCDate(weekAgo.getUTCDate() - 7);
  for (const [weight, date] of [[220, weekAgo.toISOString().slice(0, 10)], [215, tampaToday()]] as const) {
    const res = await call("/api/progress/add_weight", { token: p.token, json: { weight, date } });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
  }
  return p;
}

const postForm = (path: string, cookie: string, body: Record<string, string>) =>
  call(path, { method: "POST", rawBody: new URLSearchParams(body).toString(), contentType: "application/x-www-form-urlencoded", headers: { Cookie: cookie } });

describe("the /api/care calls in kilograms with ?units=metric", () => {
  it("the panel and the summary answer kilograms when asked, pounds otherwise; the summary names its units", async () => {
    const nurse = await careStaff([1]);
    const p = await weighedPatient("Kilo");
    const lb = (await call(`/api/care/patients?search=${searchOf(p)}`, { token: nurse.token })).data.results as unknown as Record<string, number>[];
    expect(lb[0]).toMatchObject({ start_weight: 220 });
    const kg = (await call(`/api/care/patients?search=${searchOf(p)}&units=metric`, { token: nurse.token })).data.results as unknown as Record<string, number>[];
    expect(kg[0]).toMatchObject({ start_weight: 99.8 });
    expect(kg[0].trend_weight).toBeCloseTo((lb[0].trend_weight as number) * 0.45359237, 0);

    const summary = await call(`/api/care/patients/${p.id}?units=metric`, { token: nurse.token });
    expect(summary.status).toBe(200);
    expect(summary.data).toMatchObject({ units: "metric", start_weight: 99.8, current: { weight: 97.5 } });
    expect((summary.data.weights as unknown as { weight: number }[]).map((w) => w.weight)).toEqual([97.5, 99.8]);
    expect((await call(`/api/care/patients/${p.id}`, { token: nurse.token })).data).toMatchObject({ units: "imperial", start_weight: 220, current: { weight: 215 } });

    // The unit changes nothing of who may ask: another clinic's staff get 404, the patient 403, and nothing is stored.
    const dallas = await careStaff([35]);
    expect((await call(`/api/care/patients/${p.id}?units=metric`, { token: dallas.token })).status).toBe(404);
    expect((await call(`/api/care/patients/${p.id}/weights?units=metric`, { token: dallas.token, json: { weight: 97 } })).status).toBe(404);
    expect((await call(`/api/care/patients/${p.id}/weights?units=metric`, { token: p.token, json: { weight: 97 } })).status).toBe(403);
    const weights = await withServerDb((db) => db.prepare("select count(*) as n from weights where user_id = ?").get<{ n: number }>(p.id));
    expect(Number(weights!.n)).toBe(2);
  });

  it("a clinic weigh-in and a goal weight sent in kilograms are stored as sent; the bounds and the trend's message are in kilograms", async () => {
    const nurse = await careStaff([1]);
    const p = await weighedPatient("Metric");
    const far = await call(`/api/care/patients/${p.id}/weights?units=metric`, { token: nurse.token, json: { weight: 80 } });
    expect(far.status).toBe(400);
    expect((far.data.errors as unknown as { weight: string[] }).weight[0]).toMatch(/^This is more than 5 % away from the trend \(9\d\.\d kg\)\. Please check the weight\.$/);
    const tooHeavy = await call(`/api/care/patients/${p.id}/weights?units=metric`, { token: nurse.token, json: { weight: 500 } });
    expect(tooHeavy.data).toMatchObject({ errors: { weight: ["Must be 453.6 or less"] } });

    const added = await call(`/api/care/patients/${p.id}/weights?units=metric`, { token: nurse.token, json: { weight: 97.25 } });
    expect(added.status, JSON.stringify(added.data)).toBe(201);
    expect(added.data).toMatchObject({ weight: 97.3, member_created: false });
    expect((await storedKg(added.data.id as unknown as number))!.weight_kg).toBe(97.25);

    const goals = await call(`/api/care/patients/${p.id}/goals?units=metric`, { method: "PUT", token: nurse.token, json: { ...GOALS, goal_weight: 75.5 } });
    expect(goals.status, JSON.stringify(goals.data)).toBe(201);
    expect(goals.data).toMatchObject({ goal_weight: 75.5, set_by_clinic: true });
    expect((await goalKg(p.id))!.goal_weight_kg).toBe(75.5);
    expect((await call("/api/progress", { token: p.token })).data.goal_weight).toBe(166.4);
    // Under the floor of 50 lb, which in kilograms is 22.7.
    const low = await call(`/api/care/patients/${p.id}/goals?units=metric`, { method: "PUT", token: nurse.token, json: { ...GOALS, goal_weight: 10 } });
    expect(low.status).toBe(400);
    expect(low.data.errors).toHaveProperty("goal_weight");
    expect((await goalKg(p.id))!.goal_weight_kg).toBe(75.5);
  });

  it("an unknown unit is a VALIDATION_ERROR on every care call that answers or takes a weight, and nothing is stored", async () => {
    const nurse = await careStaff([1]);
    const p = await weighedPatient("Stone");
    const calls: [string, string, unknown?][] = [
      ["GET", "/api/care/patients?units=stone"],
      ["GET", `/api/care/patients/${p.id}?units=stone`],
      ["POST", `/api/care/patients/${p.id}/weights?units=stone`, { weight: 214 }],
      ["PUT", `/api/care/patients/${p.id}/goals?units=stone`, { ...GOALS, goal_weight: 170 }],
    ];
    for (const [method, path, json] of calls) {
      const res = await call(path, { method, token: nurse.token, json });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.data, `${method} ${path}`).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { units: ['Select a valid choice: "imperial" or "metric".'] } });
    }
    const weights = await withServerDb((db) => db.prepare("select count(*) as n from weights where user_id = ?").get<{ n: number }>(p.id));
    expect(Number(weights!.n)).toBe(2);
    expect(await goalKg(p.id)).toBeFalsy();
  });
});

describe("the care team's pages in the staff member's own units", () => {
  it("a nurse who reads kilograms sees the panel, the record and the CSV in kilograms, and types in kilograms", async () => {
    const nurse = await careStaff([1], "Metricnurse");
    const p = await weighedPatient("Grams");
    const cookie = await signInCookie(nurse.email, PASSWORD);

    const before = await visit(`/patients/${p.id}`, { cookie });
    expect(before.html).toContain("Weight (lb)");
    expect(before.html).toContain("Goal weight (lb)");

    expect((await call("/api/me", { method: "PUT", token: nurse.token, json: { units: "metric" } })).status).toBe(200);
    const panel = await visit(`/patients?q=${searchOf(p)}`, { cookie });
    expect(panel.html).toContain("Start → trend (kg)");
    expect(panel.html).toContain("Rate (kg/wk)");
    expect(shown(panel.html)).toContain("99.8 →");
    expect(panel.html).not.toContain("(lb)");

    const csv = await call(`/patients/export.csv?q=${searchOf(p)}`, { headers: { Cookie: cookie } });
    const [header, row] = String(csv.data).trim().split("\r\n");
    expect(header).toContain("Start weight (kg),Trend weight (kg),Change (kg)");
    expect(header).toContain("Rate, last 4 weeks (kg/week)");
    expect(row).toContain(",99.8,");
    // Its headers in the downloader's language (here the page's cookie: the nurse chose none), the values as stored (issue 41).
    const es = await call(`/patients/export.csv?q=${searchOf(p)}`, { headers: { Cookie: `${cookie}; lng=es` } });
    const [esHeader, esRow] = String(es.data).trim().split("\r\n");
    expect(esHeader).toContain("Peso inicial (kg),Peso de tendencia (kg),Cambio (kg)");
    expect(esRow).toContain(",99.8,");

    const record = await visit(`/patients/${p.id}`, { cookie });
    for (const text of ["Weight (kg)", "Change (kg)", "Goal weight (kg)", "99.8 → ", "Trend (kg)"]) expect(shown(record.html), text).toContain(text);
    expect(record.html).not.toContain("(lb)");

    // The weigh-in form takes kilograms: 97.25 kg is stored as typed, 500 kg is refused and nothing is stored.
    const refused = await postForm(`/patients/${p.id}`, cookie, { intent: "add-weight", weight: "500" });
    expect(refused.status).toBe(400);
    expect(String(refused.data)).toContain("Must be 453.6 or less");
    const saved = await postForm(`/patients/${p.id}`, cookie, { intent: "add-weight", weight: "97.25" });
    expect(saved.status).toBe(302);
    const latest = await withServerDb((db) => db.prepare("select weight_kg, member_created from weights where user_id = ? order by id desc limit 1").get<{ weight_kg: number; member_created: number }>(p.id));
    expect(latest).toMatchObject({ weight_kg: 97.25, member_created: 0 });

    const goal = await postForm(`/patients/${p.id}`, cookie, { intent: "goal-weight", goal_weight: "72.5" });
    expect(goal.status).toBe(302);
    expect((await goalKg(p.id))!.goal_weight_kg).toBe(72.5);
    expect(shown((await visit(`/patients/${p.id}`, { cookie })).html)).toContain("the goal 72.5 kg");
    // The patient, who reads pounds, sees the same goal in pounds.
    expect(shown((await visit("/progress", { cookie: await signInCookie(p.email, PASSWORD) })).html)).toContain("159.8 lb");
  });
});
