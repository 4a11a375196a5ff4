import { describe, expect, it } from "vitest";
import { call, signInCookie, visit, withServerDb } from "./client";
import { clinicToday } from "./fitness-support";
import { FRESH_PASSWORD, freshPatient } from "./progress-support";

/**
 * Units of display and entry (issue 26): storage stays in kilograms and centimetres
 * (decision 0063); the API answers pounds and inches unless asked `?units=metric`; every page
 * follows the member's choice on their profile.
 */

const storedKg = (id: number) => withServerDb((db) => db.prepare("select weight_kg from weights where id = ?").get<{ weight_kg: number }>(id));

describe("the API's units", () => {
  it("pounds and inches by default, kilograms and centimetres with ?units=metric, whatever the profile says", async () => {
    const p = await freshPatient("units-api");
    await call("/api/me", { method: "PUT", token: p.token, json: { units: "metric" } });
    const added = await call("/api/progress/add_weight", { token: p.token, json: { weight: 200, waist_circumference: 40 } });
    expect(added.status).toBe(201);
    expect(added.data).toMatchObject({ weight: 200, waist: 40 });
    expect((await storedKg(added.data.id as number))!.weight_kg).toBeCloseTo(90.718474, 6);

    const metric = await call("/api/progress?units=metric", { token: p.token });
    expect(metric.data).toMatchObject({ units: "metric", current: { weight: 90.7 } });
    expect((await call("/api/progress", { token: p.token })).data).toMatchObject({ units: "imperial", current: { weight: 200 } });
    const history = await call("/api/progress/list_weight_history?units=metric", { token: p.token });
    expect((history.data.results as unknown as { weight: number; waist: number }[])[0]).toMatchObject({ weight: 90.7, waist: 101.6 });
    expect((await call("/api/statistics?member_created=True&units=metric", { token: p.token })).data).toMatchObject({ weight_chart: [{ y: 90.7, z: 1 }], weight_change: 0 });
    expect((await call("/api/exercises/my_home?units=metric", { token: p.token })).data).toMatchObject({ current_weight: { weight: 90.7 }, weight_units: "metric" });

    const bad = await call("/api/progress?units=stone", { token: p.token });
    expect(bad).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { units: ['Select a valid choice: "imperial" or "metric".'] } } });
  });

  it("takes numbers in kilograms with ?units=metric: the same physical bounds, and an edit sent back as shown keeps what is stored", async () => {
    const p = await freshPatient("units-entry");
    const tooHeavy = await call("/api/progress/add_weight?units=metric", { token: p.token, json: { weight: 500 } });
    expect(tooHeavy.data).toMatchObject({ errors: { weight: ["Must be 453.6 or less"] } });
    const fat = await call("/api/progress/add_weight?units=metric", { token: p.token, json: { weight: 80, fat: 20, fat_mass: 40 } });
    expect(fat.data).toMatchObject({ errors: { fat: ["Fat % does not match the fat mass (40 kg is 50.0 % of the weight)."] } });

    const added = await call("/api/progress/add_weight?units=metric", { token: p.token, json: { weight: 90.12, date: await clinicToday() } });
    expect(added.data).toMatchObject({ weight: 90.1 });
    const id = added.data.id as number;
    expect((await storedKg(id))!.weight_kg).toBe(90.12);
    // The pulse changed, the weight sent back as shown: 90.12 kg stays 90.12.
    await call(`/api/progress/${id}?units=metric`, { method: "PUT", token: p.token, json: { weight: 90.1, pulse: 70 } });
    expect((await storedKg(id))!.weight_kg).toBe(90.12);
    expect((await call(`/api/progress/${id}`, { token: p.token })).data).toMatchObject({ weight: 198.7, pulse: 70 });

    expect((await call("/api/progress/profile?units=metric", { method: "PUT", token: p.token, json: { height: 170, goal_weight: 80 } })).data).toEqual({ height: 170, goal_weight: 80 });
    expect((await call("/api/progress/profile", { token: p.token })).data).toEqual({ height: 66.9, goal_weight: 176.4 });
    expect((await call("/api/progress?units=metric", { token: p.token })).data).toMatchObject({ height: 170, height_in: 66.9, height_label: "170 cm" });
  });

  it("the fitness journal's weight lifted", async () => {
    const p = await freshPatient("units-lift");
    const body = { date: await clinicToday(), exercise: 1, type_of_activity: "Resistance", weight_lifted: 20, reps: 10, number_of_sets: 3, minutes: 15 };
    const exercise = (await call("/api/exercises/?limit=1", { token: p.token })).data.results as unknown as { id: number }[];
    const created = await call("/api/fitness_journals/?units=metric", { token: p.token, json: { ...body, exercise: exercise[0].id } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ weight_lifted: 20 });
    expect((await call(`/api/fitness_journals/${created.data.id as number}`, { token: p.token })).data).toMatchObject({ weight_lifted: 44.1 });
    const tooMuch = await call("/api/fitness_journals/?units=metric", { token: p.token, json: { ...body, exercise: exercise[0].id, weight_lifted: 5000 } });
    expect(tooMuch.status).toBe(400);
  });
});

describe("the pages follow the member's choice", () => {
  it("/progress and the fitness journal in kilograms once the profile says so", async () => {
    const p = await freshPatient("units-page");
    await call("/api/progress/add_weight", { token: p.token, json: { weight: 220 } });
    const cookie = await signInCookie(p.email, FRESH_PASSWORD);
    const before = await visit("/progress", { cookie });
    expect(before.html).toContain("220 lb");
    await call("/api/me", { method: "PUT", token: p.token, json: { units: "metric" } });
    const after = await visit("/progress", { cookie });
    expect(after.html).toContain("99.8 kg");
    expect(after.html).toContain("in kilograms");
    expect(after.html).not.toContain("220 lb");
    const journal = await visit("/fitness/journal?add=1", { cookie });
    expect(journal.html).toContain("Weight lifted (kg)");
  });
});
