import { describe, expect, it } from "vitest";
import { call } from "./client";
import { getPage } from "./foods-support";
import { BRISK_WALK, expectStatus, freshPatient } from "./fitness-support";

interface PlanEntry {
  id: number;
  exercise: number;
  exercise_data: { id: number; name: string; main_image: { data: string } | null };
  is_plan: number;
  sunday: number;
  monday: number;
  tuesday: number;
  wednesday: number;
  thursday: number;
  friday: number;
  saturday: number;
}

const list = (token: string) => getPage<PlanEntry>("/api/member_exercise_plans", token);

async function exerciseIdByName(token: string, name: string): Promise<number> {
  const page = await getPage<{ id: number; name: string }>(`/api/exercises?search=${encodeURIComponent(name)}`, token);
  return page.results.find((e) => e.name === name)!.id;
}

describe("my workout: adding exercises and plans", () => {
  it("POST /api/member_exercise_plans/ {is_plan: 0, exercise: '…,…'} adds each exercise once", async () => {
    const p = await freshPatient("plan");
    const yoga = await exerciseIdByName(p.token, "Hatha yoga");
    // A list of the added entries, as docs/api.md says (not a page).
    const added = await expectStatus<PlanEntry[]>(201, "/api/member_exercise_plans/", { token: p.token, json: { is_plan: 0, exercise: `${BRISK_WALK},${yoga}` } });
    expect(Array.isArray(added)).toBe(true);
    expect(added.map((r) => r.exercise).sort()).toEqual([BRISK_WALK, yoga].sort());
    expect(added[0]).toMatchObject({ is_plan: 0, monday: 0, exercise_data: { name: expect.any(String), main_image: { data: expect.stringMatching(/^\/uploads\//) } } });
    await expectStatus(201, "/api/member_exercise_plans", { token: p.token, json: { is_plan: 0, exercise: String(BRISK_WALK), weekday: 2 } });
    const plan = await list(p.token);
    expect(plan.count).toBe(2);
    expect(plan.results.find((r) => r.exercise === BRISK_WALK)).toMatchObject({ tuesday: 1, is_plan: 1 });
  });

  it("refuses none selected, unknown exercises and bad weekdays", async () => {
    const p = await freshPatient("plan");
    expect((await call("/api/member_exercise_plans/", { token: p.token, json: { is_plan: 0, exercise: "" } })).data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: { exercise: ["Please select exercise!"] },
    });
    expect((await call("/api/member_exercise_plans/", { token: p.token, json: { exercise: "999999" } })).data).toMatchObject({ errors: { exercise: ["Select a valid choice."] } });
    expect((await call("/api/member_exercise_plans/", { token: p.token, json: { exercise: "1078", weekday: 7 } })).data).toMatchObject({ errors: { weekday: ["Must be 6 or less"] } });
    expect((await call("/api/member_exercise_plans/", { token: p.token, rawBody: "{not json", direct: true })).data).toMatchObject({ error_code: "PARSE_ERROR" });
    expect((await list(p.token)).count).toBe(0);
  });

  it("in Spanish (Accept-Language: es) none selected is said in Spanish, with the same error_code; nothing is added", async () => {
    const p = await freshPatient("plan-es");
    const es = { "Accept-Language": "es-US,es;q=0.9" };
    expect((await call("/api/member_exercise_plans/", { token: p.token, json: { is_plan: 0, exercise: "" }, headers: es })).data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: { exercise: ["Seleccione al menos un ejercicio."] },
    });
    const plans = await call("/api/member_exercise_plans/add_plans_to_myworkout", { token: p.token, json: { plan: "" }, headers: es });
    expect(plans.status).toBe(400);
    expect(plans.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { plan: ["Seleccione al menos un plan."] } });
    expect((await list(p.token)).count).toBe(0);
  });

  it("POST …/add_plans_to_myworkout {plan: '…'} books each plan's exercises on its weekdays", async () => {
    const p = await freshPatient("plan");
    const plans = await getPage<{ id: number; name: string }>("/api/workout_plans", p.token);
    const walk = plans.results.find((x) => x.name === "Walk Your Way Up")!;
    const strength = plans.results.find((x) => x.name === "Strength at Home")!;
    // The caller's whole plan, as a list (docs/api.md).
    const plan = await expectStatus<PlanEntry[]>(201, "/api/member_exercise_plans/add_plans_to_myworkout", { token: p.token, json: { plan: `${walk.id},${strength.id}` } });
    const brisk = plan.find((r) => r.exercise === BRISK_WALK)!;
    // Walk Your Way Up: Mon, Tue, Fri; Strength at Home: Wed, Sat.
    expect(brisk).toMatchObject({ is_plan: 1, sunday: 0, monday: 1, tuesday: 1, wednesday: 1, thursday: 0, friday: 1, saturday: 1 });
    expect(new Set(plan.map((r) => r.exercise)).size).toBe(plan.length);
    expect((await call("/api/member_exercise_plans/add_plans_to_myworkout", { token: p.token, json: { plan: "" } })).data).toMatchObject({ errors: { plan: ["Please select plan!"] } });
    expect((await call("/api/member_exercise_plans/add_plans_to_myworkout", { token: p.token, json: { plan: "99999" } })).data).toMatchObject({ errors: { plan: ["Select a valid choice."] } });
  });
});

describe("my workout: weekdays, rows and Remove all", () => {
  it("PUT /api/member_exercise_plans/{id} sets the weekdays; unchanged is 'Nothing to update!'", async () => {
    const p = await freshPatient("plan");
    const results = await expectStatus<PlanEntry[]>(201, "/api/member_exercise_plans/", { token: p.token, json: { is_plan: 0, exercise: String(BRISK_WALK) } });
    const row = results[0];
    const put = await expectStatus<PlanEntry>(200, `/api/member_exercise_plans/${row.id}`, {
      token: p.token,
      method: "PUT",
      json: { exercise: BRISK_WALK, is_plan: 1, monday: 1, wednesday: 1, friday: 1 },
    });
    expect(put).toMatchObject({ id: row.id, is_plan: 1, monday: 1, tuesday: 0, wednesday: 1, friday: 1, sunday: 0 });
    const same = await call(`/api/member_exercise_plans/${row.id}/`, { token: p.token, method: "PUT", json: { monday: true, wednesday: "1", friday: 1, is_plan: 1 } });
    expect(same).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["Nothing to update!"] } } });
    const monday = await getPage<PlanEntry>("/api/member_exercise_plans/plan_for_day/?weekday=1", p.token);
    expect(monday.results.map((r) => r.id)).toEqual([row.id]);
    expect((await getPage<PlanEntry>("/api/member_exercise_plans/plan_for_day/?weekday=2", p.token)).count).toBe(0);
    expect((await call("/api/member_exercise_plans/plan_for_day/?weekday=9", { token: p.token })).data).toMatchObject({ errors: { weekday: ["Must be 6 or less"] } });
    expect((await call("/api/member_exercise_plans/plan_for_day/", { token: p.token })).data).toMatchObject({ errors: { weekday: ["Required"] } });
  });

  it("another patient's row is not found, to read, change or delete", async () => {
    const p = await freshPatient("plan");
    const other = await freshPatient("plan");
    const results = await expectStatus<PlanEntry[]>(201, "/api/member_exercise_plans/", { token: p.token, json: { is_plan: 0, exercise: String(BRISK_WALK) } });
    const id = results[0].id;
    expect(await call(`/api/member_exercise_plans/${id}`, { token: other.token })).toMatchObject({ status: 404, data: { error_code: "NOT_FOUND" } });
    expect((await call(`/api/member_exercise_plans/${id}`, { token: other.token, method: "PUT", json: { monday: 1 } })).status).toBe(404);
    expect((await call(`/api/member_exercise_plans/${id}/`, { token: other.token, method: "DELETE" })).status).toBe(404);
    expect((await list(other.token)).count).toBe(0);
    expect((await list(p.token)).count).toBe(1);
  });

  it("POST …/bulk_create sets several rows at once (all or none); DELETE one; DELETE /api/manage_my_workout removes all", async () => {
    const p = await freshPatient("plan");
    const yoga = await exerciseIdByName(p.token, "Hatha yoga");
    const bulk = await expectStatus<PlanEntry[]>(201, "/api/member_exercise_plans/bulk_create/", {
      token: p.token,
      json: [
        { exercise: BRISK_WALK, monday: 1, thursday: 1 },
        { exercise: yoga, sunday: 1 },
      ],
    });
    expect(bulk).toHaveLength(2);
    const bad = await call("/api/member_exercise_plans/bulk_create", { token: p.token, json: [{ exercise: BRISK_WALK, friday: 1 }, { exercise: 999999 }] });
    expect(bad.data).toMatchObject({ errors: { "1.exercise": ["Select a valid choice."] } });
    expect((await list(p.token)).results.find((r) => r.exercise === BRISK_WALK)).toMatchObject({ friday: 0, thursday: 1 });
    expect((await call("/api/member_exercise_plans/bulk_create", { token: p.token, json: [] })).data).toMatchObject({ errors: { non_field_errors: ["Required"] } });

    const yogaRow = bulk.find((r) => r.exercise === yoga)!;
    expect((await call(`/api/member_exercise_plans/${yogaRow.id}/`, { token: p.token, method: "DELETE" })).status).toBe(204);
    expect((await list(p.token)).count).toBe(1);
    expect((await call("/api/manage_my_workout", { token: p.token, method: "DELETE" })).status).toBe(204);
    expect((await list(p.token)).count).toBe(0);
    expect((await call("/api/manage_my_workout/", { token: p.token, direct: true })).status).toBe(405);
  });
});
