import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./client";
import { createMyFood, firstHit, getPage, signInAll, type FoodJson, type Tokens } from "./foods-support";

let t: Tokens;
let usda: FoodJson;
beforeAll(async () => {
  t = await signInAll();
  usda = await firstHit(t.staff, "broccoli raw");
});

interface MeasureJson {
  id: number;
  food: number;
  seq: number;
  quantity: number;
  measure: string;
  grams: number | null;
  usda: boolean;
}

interface NutJson {
  id: number;
  food: number;
  nut_val: number;
  nut_data: { id: number; number: string; name: string; units: string; group: string };
}

const cup = { seq: 1, quantity: 1, measure: "cup", grams: 40 };
const piece = { seq: 2, quantity: 2, measure: "pieces", grams: 30 };

async function measuresOf(foodId: number, token: string) {
  return (await getPage<MeasureJson>(`/api/ingredient_weights/?food=${foodId}`, token)).results;
}

/** A personal food of Jane's with two measures of her own. */
async function janesFoodWithMeasures() {
  const food = await createMyFood(t.jane);
  const res = await call(`/api/ingredients_weights/bulk_create/?food=${food.id}`, { token: t.jane, json: [cup, piece] });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return { food, measures: res.data as unknown as MeasureJson[] };
}

describe("GET /api/ingredient_weights/?food=", () => {
  it("a USDA food's common measures, flagged usda, in sequence order", async () => {
    const page = await getPage<MeasureJson>(`/api/ingredient_weights/?food=${usda.id}`, t.jane);
    expect(page.count).toBeGreaterThan(0);
    expect(page.next).toBeNull();
    expect(page.results[0]).toEqual({ id: expect.any(Number), food: usda.id, seq: expect.any(Number), quantity: expect.any(Number), measure: expect.any(String), grams: expect.any(Number), usda: true });
    const seqs = page.results.map((m) => m.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it("food is required; another patient's food or a missing food is 404", async () => {
    const missing = await call("/api/ingredient_weights/", { token: t.jane });
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { food: ["Required"] } });
    const { food } = await janesFoodWithMeasures();
    expect((await call(`/api/ingredient_weights/?food=${food.id}`, { token: t.maria })).status).toBe(404);
    expect((await call("/api/ingredient_weights/?food=99999999", { token: t.jane })).status).toBe(404);
    expect(await measuresOf(food.id, t.staff)).toHaveLength(2);
  });
});

describe("POST /api/ingredients_weights/bulk_create/?food=", () => {
  it("adds the owner's measures, all at once; they are not usda", async () => {
    const { food, measures } = await janesFoodWithMeasures();
    expect(measures).toEqual([
      { id: expect.any(Number), food: food.id, ...cup, usda: false },
      { id: expect.any(Number), food: food.id, ...piece, usda: false },
    ]);
    expect((await measuresOf(food.id, t.jane)).map((m) => m.id)).toEqual(measures.map((m) => m.id));
  });

  it("duplicates, bad rows or an empty list are refused and nothing is added", async () => {
    const { food } = await janesFoodWithMeasures();
    const cases: [unknown, Record<string, string[]>][] = [
      [[{ ...cup, measure: " CUP " }], { "0.measure": ["Item exists in list"] }],
      [[{ seq: 3, quantity: 1, measure: "slice" }, { seq: 4, quantity: 1, measure: "slice" }], { "1.measure": ["Item exists in list"] }],
      [[], { non_field_errors: ["At least one measurement is required"] }],
      [{ seq: 1 }, { non_field_errors: ["At least one measurement is required"] }],
      [[{ seq: 3, quantity: 0, measure: "slice", grams: 0 }], { "0.quantity": ["Must be 0.01 or more"], "0.grams": ["Must be 0.01 or more"] }],
      [[{ seq: 3, quantity: 1.005, measure: "slice" }], { "0.quantity": ["Please provide a valid number, up to 2 decimal places"] }],
      [[{ seq: 0, quantity: 1 }], { "0.seq": ["Must be 1 or more"], "0.measure": ["Required"] }],
      [Array.from({ length: 51 }, (_, i) => ({ seq: i + 3, quantity: 1, measure: `piece ${i}`, grams: 10 })), { non_field_errors: ["At most 50 at a time"] }],
    ];
    for (const [json, errors] of cases) {
      const res = await call(`/api/ingredients_weights/bulk_create/?food=${food.id}`, { token: t.jane, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
    const malformed = await call(`/api/ingredients_weights/bulk_create/?food=${food.id}`, { token: t.jane, rawBody: "[{", direct: true });
    expect(malformed.data.error_code).toBe("PARSE_ERROR");
    expect(await measuresOf(food.id, t.jane)).toHaveLength(2);
  });

  it("a patient cannot add measures to another's food or a USDA food (404); staff can add to any", async () => {
    const { food } = await janesFoodWithMeasures();
    const row = [{ seq: 5, quantity: 1, measure: "handful", grams: 25 }];
    expect((await call(`/api/ingredients_weights/bulk_create/?food=${food.id}`, { token: t.maria, json: row })).status).toBe(404);
    const before = (await measuresOf(usda.id, t.staff)).length;
    expect((await call(`/api/ingredients_weights/bulk_create/?food=${usda.id}`, { token: t.jane, json: row })).status).toBe(404);
    expect(await measuresOf(usda.id, t.staff)).toHaveLength(before);
    expect((await call(`/api/ingredients_weights/bulk_create/?food=${food.id}`, { token: t.staff, json: row })).status).toBe(201);
    expect(await measuresOf(food.id, t.jane)).toHaveLength(3);
  });

  it("the spelling is the spec's: POST /api/ingredient_weights/bulk_create/ is not a call and adds nothing", async () => {
    const { food } = await janesFoodWithMeasures();
    const res = await call(`/api/ingredient_weights/bulk_create/?food=${food.id}`, { token: t.jane, json: [{ seq: 3, quantity: 1, measure: "slice" }], direct: true });
    // the path reads as /api/ingredient_weights/{id}/, which serves PUT and DELETE only
    expect(res.status).toBe(405);
    expect(await measuresOf(food.id, t.jane)).toHaveLength(2);
  });

  it("a patient's change sends an approved food back for approval", async () => {
    const { food } = await janesFoodWithMeasures();
    await call("/api/food/approve_food", { token: t.staff, json: { approved_food_id: food.id } });
    expect((await call(`/api/food/${food.id}/`, { token: t.jane })).data.status).toBe("approved");
    await call(`/api/ingredients_weights/bulk_create/?food=${food.id}`, { token: t.jane, json: [{ seq: 3, quantity: 1, measure: "bar", grams: 45 }] });
    expect((await call(`/api/food/${food.id}/`, { token: t.jane })).data.status).toBe("pending");
  });
});

describe("PUT and DELETE /api/ingredient_weights/{id}/", () => {
  it("the owner edits a measure", async () => {
    const { food, measures } = await janesFoodWithMeasures();
    const res = await call(`/api/ingredient_weights/${measures[0].id}/`, { method: "PUT", token: t.jane, json: { ...cup, quantity: 0.5, grams: 20, food: food.id } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ ...measures[0], quantity: 0.5, grams: 20 });
    expect((await measuresOf(food.id, t.jane))[0]).toMatchObject({ quantity: 0.5, grams: 20 });
  });

  it("a duplicate or a bad value is refused; nothing changes", async () => {
    const { food, measures } = await janesFoodWithMeasures();
    const dup = await call(`/api/ingredient_weights/${measures[0].id}`, { method: "PUT", token: t.jane, json: { ...piece, seq: 1 } });
    expect(dup.status).toBe(400);
    expect(dup.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { measure: ["Item exists in list"] } });
    const bad = await call(`/api/ingredient_weights/${measures[0].id}`, { method: "PUT", token: t.jane, json: { ...cup, quantity: -1 } });
    expect(bad.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { quantity: ["Must be 0.01 or more"] } });
    expect(await measuresOf(food.id, t.jane)).toEqual(measures);
  });

  it("USDA measures cannot be edited or deleted, not even by staff", async () => {
    const before = await measuresOf(usda.id, t.staff);
    const target = before[0];
    const put = await call(`/api/ingredient_weights/${target.id}/`, { method: "PUT", token: t.staff, json: { seq: target.seq, quantity: 3, measure: "changed", grams: 1 } });
    expect(put.status).toBe(400);
    expect(put.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["USDA measures cannot be changed or deleted."] } });
    const del = await call(`/api/ingredient_weights/${target.id}/`, { method: "DELETE", token: t.staff });
    expect(del.status).toBe(400);
    expect(del.data).toEqual(put.data);
    expect(await measuresOf(usda.id, t.staff)).toEqual(before);
    // a patient does not get as far: the food is not theirs
    expect((await call(`/api/ingredient_weights/${target.id}/`, { method: "DELETE", token: t.jane })).status).toBe(404);
  });

  it("the owner deletes measures, but never the last one", async () => {
    const { food, measures } = await janesFoodWithMeasures();
    expect((await call(`/api/ingredient_weights/${measures[0].id}/`, { method: "DELETE", token: t.jane })).status).toBe(204);
    const last = await call(`/api/ingredient_weights/${measures[1].id}/`, { method: "DELETE", token: t.jane });
    expect(last.status).toBe(400);
    expect(last.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["At least one measurement is required"] } });
    expect((await measuresOf(food.id, t.jane)).map((m) => m.id)).toEqual([measures[1].id]);
  });

  it("another patient's measure, a missing one or a non-number id is 404", async () => {
    const { food, measures } = await janesFoodWithMeasures();
    expect((await call(`/api/ingredient_weights/${measures[0].id}/`, { method: "PUT", token: t.maria, json: { ...cup, quantity: 9 } })).status).toBe(404);
    expect((await call(`/api/ingredient_weights/${measures[0].id}/`, { method: "DELETE", token: t.maria })).status).toBe(404);
    expect((await call("/api/ingredient_weights/99999999/", { method: "DELETE", token: t.jane })).status).toBe(404);
    expect((await call("/api/ingredient_weights/abc/", { method: "PUT", token: t.jane, json: cup })).status).toBe(404);
    expect(await measuresOf(food.id, t.jane)).toEqual(measures);
  });
});

describe("GET /api/nut?food= and PUT /api/nut/bulk_update/?food=", () => {
  it("a USDA food's nutrient values with their nutrient, sorted by name, in one page", async () => {
    const page = await getPage<NutJson>(`/api/nut?food=${usda.id}`, t.jane);
    expect(page.count).toBeGreaterThan(30);
    expect(page.results).toHaveLength(page.count);
    expect(page.next).toBeNull();
    const names = page.results.map((n) => n.nut_data.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { numeric: true, sensitivity: "base" })));
    const energy = page.results.find((n) => n.nut_data.number === "208");
    expect(energy).toMatchObject({ food: usda.id, nut_val: expect.any(Number), nut_data: { name: "Energy", units: "kcal", group: "Proximates" } });
    expect(energy!.nut_val).toBeGreaterThan(20);
    const paged = await getPage<NutJson>(`/api/nut/?food=${usda.id}&limit=10&offset=10`, t.jane);
    expect(paged.results.map((n) => n.id)).toEqual(page.results.slice(10, 20).map((n) => n.id));
    expect(paged.previous).not.toBeNull();
  });

  it("the owner sets their food's values; the nutrition table follows", async () => {
    const food = await createMyFood(t.jane);
    const values = (await getPage<NutJson>(`/api/nut?food=${food.id}`, t.jane)).results;
    const energy = values.find((n) => n.nut_data.number === "208")!;
    const protein = values.find((n) => n.nut_data.number === "203")!;
    const res = await call(`/api/nut/bulk_update/?food=${food.id}`, {
      method: "PUT",
      token: t.jane,
      json: [
        { id: energy.id, nut_val: 412.5, food: food.id },
        { id: protein.id, nut_val: 9.125, food: food.id },
      ],
    });
    expect(res.status).toBe(200);
    const after = res.data as unknown as NutJson[];
    expect(after.find((n) => n.id === energy.id)?.nut_val).toBe(412.5);
    expect(after.find((n) => n.id === protein.id)?.nut_val).toBe(9.125);
    const detail = (await call(`/api/food/${food.id}/`, { token: t.jane })).data as unknown as FoodJson;
    expect(detail.nut_data.find((row) => row[1] === "Energy")?.[3]).toBe(413); // kcal rounds to whole numbers
  });

  it("bad values or another food's value ids are refused; nothing changes", async () => {
    const food = await createMyFood(t.jane);
    const other = await createMyFood(t.jane);
    const before = (await getPage<NutJson>(`/api/nut?food=${food.id}`, t.jane)).results;
    const otherValue = (await getPage<NutJson>(`/api/nut?food=${other.id}`, t.jane)).results[0];
    const cases: [unknown, Record<string, string[]>][] = [
      [[{ id: before[0].id, nut_val: -1 }], { "0.nut_val": ["Must be 0 or more"] }],
      [[{ id: before[0].id, nut_val: 10000 }], { "0.nut_val": ["Must be 9999 or less"] }],
      [[{ id: before[0].id, nut_val: 5 }, { id: otherValue.id, nut_val: 5 }], { "1.id": ["Not found."] }],
      [[], { non_field_errors: ["Required"] }],
      // One request, bounded work: each nutrient once, and no more rows than a food can have.
      [[{ id: before[0].id, nut_val: 5 }, { id: before[0].id, nut_val: 6 }], { "1.id": ["Item exists in list"] }],
      [Array.from({ length: 201 }, (_, i) => ({ id: i + 1, nut_val: 1 })), { non_field_errors: ["At most 200 at a time"] }],
    ];
    for (const [json, errors] of cases) {
      const res = await call(`/api/nut/bulk_update/?food=${food.id}`, { method: "PUT", token: t.jane, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
    const noFood = await call("/api/nut/bulk_update/", { method: "PUT", token: t.jane, json: [{ id: before[0].id, nut_val: 1 }] });
    expect(noFood.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { food: ["Required"] } });
    expect((await getPage<NutJson>(`/api/nut?food=${food.id}`, t.jane)).results).toEqual(before);
    expect((await getPage<NutJson>(`/api/nut?food=${other.id}`, t.jane)).results[0]).toEqual(otherValue);
  });

  it("another patient's food or a USDA food: a patient gets 404 and nothing changes", async () => {
    const janes = await createMyFood(t.jane);
    const value = (await getPage<NutJson>(`/api/nut?food=${janes.id}`, t.jane)).results[0];
    expect((await call(`/api/nut?food=${janes.id}`, { token: t.maria })).status).toBe(404);
    expect((await call(`/api/nut/bulk_update/?food=${janes.id}`, { method: "PUT", token: t.maria, json: [{ id: value.id, nut_val: 7 }] })).status).toBe(404);
    const usdaValue = (await getPage<NutJson>(`/api/nut?food=${usda.id}`, t.jane)).results[0];
    expect((await call(`/api/nut/bulk_update/?food=${usda.id}`, { method: "PUT", token: t.jane, json: [{ id: usdaValue.id, nut_val: 7 }] })).status).toBe(404);
    expect((await getPage<NutJson>(`/api/nut?food=${janes.id}`, t.jane)).results[0]).toEqual(value);
    expect((await getPage<NutJson>(`/api/nut?food=${usda.id}`, t.jane)).results[0]).toEqual(usdaValue);
  });
});
