import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired, withServerDb } from "./client";
import { getPage, personalFoodBody, signInAll, type Tokens } from "./foods-support";
import { freshPatient } from "./progress-support";

/**
 * The journal calls (spec part 2 §7, Journal; docs/api.md): entries, journal_update, the
 * summary, goals, and the additions copy and recent. Each test works on days of 2025 of its own
 * (the seed fills only the last eight weeks).
 */

let t: Tokens;
let banana: FoodRef;
let salmon: { id: number; name: string };

interface FoodRef {
  id: number;
  long_desc: string;
  servings_fruit: number;
  measures: { id: number; quantity: number; measure: string; grams: number }[];
}

interface EntryJson {
  id: number;
  entry: string;
  recipe: number | null;
  food: number | null;
  recipe_name: string | null;
  food_name: string | null;
  food_long_desc: string | null;
  added_on: string;
  time: string | null;
  meal: string;
  quantity: number;
  measure: number | "g" | null;
  measure_data: { id: number | null; measure: string; quantity: number; grams: number } | null;
  amount: string;
  grams: number | null;
  servings: number | null;
  fluid_oz: number | null;
  calories: number;
  protein_calories: number;
  fruit: number;
  starch: number;
  ssvg_fat: number;
  hunger_before: number | null;
  hunger_after: number | null;
}

interface SummaryJson {
  id: string;
  date: string;
  calories: number;
  fruit: number;
  hydration: number;
  electrolyte: number;
  nut: { label: string; data: number; units: string }[];
  goal: number | null;
  calories_burned: null;
  entries: number;
}

interface GoalJson {
  id: number;
  date: string;
  calories: number;
  fruits: number;
  hydration: number;
  set_by_clinic: boolean;
}

beforeAll(async () => {
  t = await signInAll();
  const found = await call("/api/food/search/?search=bananas%20raw&limit=5", { token: t.jane });
  const hit = (found.data.results as unknown as { id: number; long_desc: string }[]).find((f) => f.long_desc === "Bananas, raw")!;
  const detail = await call(`/api/food/${hit.id}/`, { token: t.jane });
  const measures = await getPage<FoodRef["measures"][number]>(`/api/ingredient_weights/?food=${hit.id}`, t.jane);
  banana = { id: hit.id, long_desc: hit.long_desc, servings_fruit: detail.data.servings_fruit as unknown as number, measures: measures.results };
  const recipes = await call("/api/recipes?search=salmon", { token: t.jane });
  salmon = (recipes.data.results as unknown as { id: number; name: string }[]).find((r) => r.name === "Baked Salmon with Dill")!;
});

async function post(token: string, body: Record<string, unknown>, status = 201): Promise<EntryJson> {
  const res = await call("/api/journals/", { token, json: body });
  expect(res.status, JSON.stringify(res.data)).toBe(status);
  return res.data as unknown as EntryJson;
}

const foodBody = (day: string, extra: Record<string, unknown> = {}) => ({ food: banana.id, measure: "g", quantity: 150, added_on: day, ...extra });

describe("who may call the journal", () => {
  it("every call needs a token", async () => {
    await expectTokenRequired([
      ["GET", "/api/journals/"],
      ["POST", "/api/journals/"],
      ["GET", "/api/journals/1"],
      ["PUT", "/api/journals/1"],
      ["DELETE", "/api/journals/1"],
      ["PUT", "/api/journal_update/1"],
      ["GET", "/api/journals/summary?start_date=2025-01-01"],
      ["POST", "/api/journals/copy/"],
      ["GET", "/api/journals/recent/"],
      ["GET", "/api/goals/"],
      ["POST", "/api/goals/"],
      ["PUT", "/api/goals/1"],
    ]);
  });

  it("another patient's entry is not found, to read, change or delete, and stays as it was", async () => {
    const mine = await post(t.jane, foodBody("2025-05-01"));
    for (const [method, path, json] of [
      ["GET", `/api/journals/${mine.id}`, undefined],
      ["PUT", `/api/journals/${mine.id}`, foodBody("2025-05-01", { quantity: 1 })],
      ["PUT", `/api/journal_update/${mine.id}`, { quantity: 1 }],
      ["DELETE", `/api/journals/${mine.id}/`, undefined],
    ] as const) {
      const res = await call(path, { method, token: t.maria, json });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
    }
    const still = await call(`/api/journals/${mine.id}`, { token: t.jane });
    expect(still.data).toMatchObject({ id: mine.id, quantity: 150 });
    const theirs = await call("/api/journals/?start_date=2025-05-01", { token: t.maria });
    expect(theirs.data.count).toBe(0);
    for (const id of ["999999", "abc", "0"]) expect((await call(`/api/journals/${id}`, { token: t.jane })).status).toBe(404);
  });
});

describe("entries", () => {
  it("a food entry is worked out from the food's values per its base weight, by grams", async () => {
    const e = await post(t.jane, foodBody("2025-05-02", { meal: "A", time: "07:45:00", hunger_before: 6, hunger_after: 2 }));
    expect(e).toMatchObject({
      entry: "food",
      food: banana.id,
      recipe: null,
      food_name: "Bananas",
      food_long_desc: "Bananas, raw",
      recipe_name: null,
      added_on: "2025-05-02",
      time: "07:45:00",
      meal: "A",
      quantity: 150,
      measure: "g",
      amount: "150 g",
      grams: 150,
      hunger_before: 6,
      hunger_after: 2,
    });
    // 89 kcal per 100 g (SR28 09040); the fruit servings are the food's per 100 g, times 1.5.
    expect(e.calories).toBeCloseTo(133.5, 1);
    expect(e.fruit).toBeCloseTo(banana.servings_fruit * 1.5, 2);
  });

  it("a common measure counts portions as labelled, and names itself", async () => {
    const medium = banana.measures.find((m) => m.measure.startsWith("medium"))!;
    const e = await post(t.jane, foodBody("2025-05-03", { measure: medium.id, quantity: 2 }));
    expect(e.measure).toBe(medium.id);
    expect(e.measure_data).toEqual({ id: medium.id, measure: medium.measure, quantity: 1, grams: medium.grams });
    expect(e.grams).toBeCloseTo(2 * medium.grams, 1);
    expect(e.amount).toBe(`2 ${medium.measure}`);
  });

  it("a recipe counts in servings from its nutrition facts and its programme servings", async () => {
    const e = await post(t.jane, { recipe: salmon.id, quantity: 1.5, added_on: "2025/05/04" });
    expect(e).toMatchObject({ recipe: salmon.id, recipe_name: salmon.name, food: null, added_on: "2025-05-04", meal: "Z", measure: null, servings: 1.5, amount: "1 1/2 servings" });
    const facts = await call(`/api/recipenut_list/?recipe_id=${salmon.id}`, { token: t.jane });
    const kcal = (facts.data.results as unknown as { name: string; value: number }[]).find((f) => f.name === "Calories")!.value;
    expect(Math.abs(e.calories - kcal * 1.5)).toBeLessThan(1.5);
    const recipe = await call(`/api/recipes/${salmon.id}/`, { token: t.jane });
    expect(e.protein_calories).toBeCloseTo((recipe.data.servings as unknown as { protein_calories: number }).protein_calories * 1.5, 1);
  });

  it("asked in Spanish, bad input gets the journal's messages in Spanish with the same error_code, and saves nothing (issue 41)", async () => {
    const day = "2025-05-15";
    const es = { "Accept-Language": "es-US,es;q=0.9" };
    const res = await call("/api/journals/", { token: t.jane, json: foodBody(day, { quantity: 0, meal: "Q" }), headers: es });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { quantity: ["Debe ser mayor que 0"], meal: ["Seleccione una opción válida."] } });
    const refused = await call("/api/journals/", { token: t.jane, json: foodBody(day, { added_on: "2099-01-01" }), headers: es });
    expect(refused.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { added_on: ["La fecha no puede ser futura."] } });
    const copy = await call("/api/journals/copy/", { token: t.jane, json: { from_date: day, to_date: day }, headers: es });
    expect(copy.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { from_date: ["Elija otro día del cual copiar."] } });
    const list = await call(`/api/journals/?start_date=${day}&end_date=${day}`, { token: t.jane });
    expect(list.data.count).toBe(0);
  });

  it("bad input gets the spec's messages and saves nothing", async () => {
    const bad = async (body: Record<string, unknown>, errors: Record<string, string[]>) => {
      const res = await call("/api/journals/", { token: t.jane, json: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors });
    };
    const day = "2025-05-05";
    await bad(foodBody(day, { quantity: 0 }), { quantity: ["Must be greater than 0"] });
    await bad(foodBody(day, { quantity: 1000 }), { quantity: ["Must be 999 or less"] });
    await bad(foodBody(day, { quantity: 1.234 }), { quantity: ["Please provide a valid number, up to 2 decimal places"] });
    await bad(foodBody(day, { quantity: undefined }), { quantity: ["Required"] });
    await bad(foodBody(day, { hunger_before: 11, hunger_after: -1 }), { hunger_before: ["Must be 10 or less"], hunger_after: ["Must be 0 or more"] });
    await bad(foodBody(day, { meal: "Q", time: "7pm" }), { meal: ["Select a valid choice."], time: ["Enter a time as HH:MM or HH:MM:SS."] });
    await bad(foodBody(day, { added_on: "05/05/2025" }), { added_on: ["Enter a date as YYYY-MM-DD."] });
    await bad(foodBody(day, { added_on: "2099-01-01" }), { added_on: ["The date cannot be in the future."] });
    await bad({ quantity: 1, added_on: day }, { food: ["Please select a recipe or a food item."] });
    await bad({ food: banana.id, recipe: salmon.id, quantity: 1, measure: "g", added_on: day }, { non_field_errors: ["Choose a recipe or a food item, not both."] });
    await bad({ food: banana.id, quantity: 1, added_on: day }, { measure: ["Please select weight!"] });
    await bad(foodBody(day, { entry: "snack" }), { entry: ["Select a valid choice."] });
    // A measure of another food, a food or recipe that does not exist or may not be journaled.
    const other = await call("/api/ingredient_weights/?food=1", { token: t.jane });
    const otherMeasure = (other.data.results as unknown as { id: number }[])[0].id;
    await bad(foodBody(day, { measure: otherMeasure }), { measure: ["Please select weight!"] });
    await bad(foodBody(day, { food: 99999999 }), { food: ["Select a valid choice."] });
    await bad({ recipe: 99999999, quantity: 1, added_on: day }, { recipe: ["Select a valid choice."] });
    const pending = await call("/api/food/myfood/", { token: t.jane, json: personalFoodBody() });
    await bad(foodBody(day, { food: pending.data.id }), { food: ["Select a valid choice."] });
    const list = await call(`/api/journals/?start_date=${day}`, { token: t.jane });
    expect(list.data.count).toBe(0);
    const parse = await call("/api/journals/", { token: t.jane, rawBody: "{not json", direct: true });
    expect(parse.status).toBe(400);
    expect(parse.data.error_code).toBe("PARSE_ERROR");
  });

  it("lists a range by day, meal and as logged, paged; a bad range is refused", async () => {
    await post(t.jane, foodBody("2025-05-07", { meal: "E" }));
    await post(t.jane, foodBody("2025-05-06", { meal: "C" }));
    await post(t.jane, foodBody("2025-05-06", { meal: "A" }));
    const all = await call("/api/journals/?start_date=2025-05-06&end_date=2025-05-07", { token: t.jane });
    expect(all.status).toBe(200);
    expect((all.data.results as unknown as EntryJson[]).map((e) => `${e.added_on} ${e.meal}`)).toEqual(["2025-05-06 A", "2025-05-06 C", "2025-05-07 E"]);
    const page = await call("/api/journals/?start_date=2025/05/06&end_date=2025/05/07&limit=2", { token: t.jane });
    expect(page.data).toMatchObject({ count: 3, previous: null });
    expect(page.data.next).toContain("offset=2");
    const refuse = async (query: string, errors: Record<string, string[]>) => {
      const res = await call(`/api/journals/?${query}`, { token: t.jane });
      expect(res.status, query).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors });
    };
    await refuse("start_date=2025-05-07&end_date=2025-05-06", { end_date: ["The end date cannot be before the start date."] });
    await refuse("start_date=2024-01-01&end_date=2025-05-06", { end_date: ["Ask for 366 days or fewer."] });
    await refuse("start_date=yesterday", { start_date: ["Enter a date as YYYY-MM-DD."] });
    await refuse("start_date=2025-02-30", { start_date: ["Enter a date as YYYY-MM-DD."] });
  });

  it("PUT replaces an entry, PUT journal_update changes only what it names, DELETE removes it", async () => {
    const e = await post(t.jane, foodBody("2025-05-08", { meal: "A", hunger_before: 5 }));
    const replaced = await call(`/api/journals/${e.id}`, { method: "PUT", token: t.jane, json: { recipe: salmon.id, quantity: 2, added_on: "2025-05-08", meal: "E" } });
    expect(replaced.status).toBe(200);
    expect(replaced.data).toMatchObject({ id: e.id, recipe: salmon.id, food: null, quantity: 2, meal: "E", hunger_before: null, servings: 2 });

    const patched = await call(`/api/journal_update/${e.id}/`, { method: "PUT", token: t.jane, json: { quantity: 1 } });
    expect(patched.status).toBe(200);
    expect(patched.data).toMatchObject({ id: e.id, recipe: salmon.id, quantity: 1, meal: "E", servings: 1 });
    expect(patched.data.calories as unknown as number).toBeCloseTo((replaced.data.calories as unknown as number) / 2, 1);

    const moved = await call(`/api/journal_update/${e.id}`, { method: "PUT", token: t.jane, json: { added_on: "2025-05-09", time: "19:05:42" } });
    expect(moved.data).toMatchObject({ added_on: "2025-05-09", time: "19:05:42", meal: "E" });
    const future = await call(`/api/journal_update/${e.id}`, { method: "PUT", token: t.jane, json: { added_on: "2099-01-01" } });
    expect(future.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { added_on: ["The date cannot be in the future."] } });
    const kind = await call(`/api/journal_update/${e.id}`, { method: "PUT", token: t.jane, json: { entry: "hydration" } });
    expect(kind.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { entry: ["An entry's kind cannot change."] } });

    expect((await call(`/api/journals/${e.id}`, { method: "DELETE", token: t.jane })).status).toBe(204);
    expect((await call(`/api/journals/${e.id}`, { token: t.jane })).status).toBe(404);
    expect((await call(`/api/journals/${e.id}`, { method: "DELETE", token: t.jane })).status).toBe(404);
  });

  it("hydration and electrolyte are one running total a day each, in ounces, at most 500", async () => {
    const day = "2025-05-10";
    const first = await post(t.jane, { entry: "hydration", quantity: 8, added_on: day }, 201);
    expect(first).toMatchObject({ entry: "hydration", quantity: 8, fluid_oz: 8, amount: "8 oz", food: null, recipe: null });
    const second = await post(t.jane, { entry: "hydration", quantity: 12.5, added_on: day }, 200);
    expect(second).toMatchObject({ id: first.id, quantity: 20.5 });
    await post(t.jane, { entry: "electrolyte", quantity: 16, added_on: day }, 201);
    const over = await call("/api/journals/", { token: t.jane, json: { entry: "hydration", quantity: 480, added_on: day } });
    expect(over.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { quantity: ["Must be 479.5 or less"] } });
    const set = await call(`/api/journal_update/${first.id}`, { method: "PUT", token: t.jane, json: { quantity: 64 } });
    expect(set.data).toMatchObject({ id: first.id, fluid_oz: 64 });
    const moved = await call(`/api/journal_update/${first.id}`, { method: "PUT", token: t.jane, json: { added_on: "2025-05-11" } });
    expect(moved.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { added_on: ["Hydration and electrolyte stay on their day."] } });
    const summary = await call(`/api/journals/summary?start_date=${day}`, { token: t.jane });
    expect((summary.data.results as unknown as SummaryJson[])[0]).toMatchObject({ hydration: 64, electrolyte: 16, calories: 0, entries: 0 });
  });
});

describe("summary", () => {
  it("one summary a day, empty days too, with the day's totals, nutrients and the goal in force", async () => {
    const a = await post(t.jane, foodBody("2025-05-12", { meal: "A" }));
    const b = await post(t.jane, { recipe: salmon.id, quantity: 1, added_on: "2025-05-12", meal: "E" });
    const res = await call("/api/journals/summary?start_date=2025-05-11&end_date=2025-05-13", { token: t.jane });
    expect(res.status).toBe(200);
    const days = res.data.results as unknown as SummaryJson[];
    expect(res.data).toMatchObject({ count: 3, next: null, previous: null });
    expect(days.map((d) => d.date)).toEqual(["2025-05-11", "2025-05-12", "2025-05-13"]);
    expect(days[0]).toMatchObject({ id: "2025-05-11", calories: 0, entries: 0, calories_burned: null });
    expect(days[1].entries).toBe(2);
    expect(days[1].calories).toBeCloseTo(a.calories + b.calories, 0);
    expect(days[1].nut.map((n) => n.label)).toEqual(expect.arrayContaining(["Energy", "Protein", "Carbohydrate", "Fat", "Fiber", "Sugars", "Sodium"]));
    expect(days[1].nut.find((n) => n.label === "Energy")).toMatchObject({ units: "kcal" });
    expect(days[1].nut.find((n) => n.label === "Sodium")).toMatchObject({ units: "mg" });
    // 2025 is before any of Jane's goals.
    expect(days[1].goal).toBeNull();
    const bad = await call("/api/journals/summary?start_date=2025-05-13&end_date=2025-05-11", { token: t.jane });
    expect(bad.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { end_date: ["The end date cannot be before the start date."] } });
  });

  it("a day past the calendar's end is refused at once (walking past 9999-12-31 never ended)", async () => {
    for (const [start, end] of [["9999-12-31", "9999-12-31"], ["2999-12-31", "3000-01-01"], ["0000-01-01", "0000-01-02"]]) {
      const res = await call(`/api/journals/summary?start_date=${start}&end_date=${end}`, { token: t.jane });
      expect(res.status, `${start}..${end}`).toBe(400);
      expect(res.data.error_code).toBe("VALIDATION_ERROR");
    }
    // The last day the calendar takes still answers.
    const last = await call("/api/journals/summary?start_date=2999-12-31&end_date=2999-12-31", { token: t.jane });
    expect(last.status).toBe(200);
    expect((last.data.results as unknown as SummaryJson[]).map((d) => d.date)).toEqual(["2999-12-31"]);
  });

  it("today's summary names the clinic's goal", async () => {
    const res = await call("/api/journals/summary", { token: t.maria });
    const [today] = res.data.results as unknown as SummaryJson[];
    const goals = res.data.goals as unknown as GoalJson[];
    expect(today.goal).toBe(goals[goals.length - 1].id);
    expect(goals[goals.length - 1].set_by_clinic).toBe(true);
  });
});

describe("goals", () => {
  const goalBody = (extra: Record<string, unknown> = {}) => ({
    calories: 1300,
    protein_calories: 420,
    vegetable: 4.5,
    fruits: 2,
    fat: 2,
    misc: 1,
    starch: 2.5,
    dairy: 1,
    hydration: 64,
    electrolyte: 16,
    ...extra,
  });

  it("the goal in force on a day, then the newer ones", async () => {
    const res = await call("/api/goals/", { token: t.maria });
    expect(res.status).toBe(200);
    const [inForce] = res.data.results as unknown as GoalJson[];
    expect(inForce).toMatchObject({ set_by_clinic: true, hydration: 64 });
    const older = await call("/api/goals/?start_date=2000-01-01", { token: t.maria });
    expect((older.data.results as unknown as GoalJson[]).length).toBeGreaterThanOrEqual(2);
  });

  it("a goal is set for today only; PUT on the clinic's goal starts a new one today and keeps the past", async () => {
    const before = (await call("/api/goals/", { token: t.maria })).data.results as unknown as GoalJson[];
    const clinics = before[0];
    const wrongDay = await call("/api/goals/", { token: t.maria, json: goalBody({ date: "2025-01-01" }) });
    expect(wrongDay.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { date: ["A goal can be set only for today."] } });
    const bad = await call("/api/goals/", { token: t.maria, json: goalBody({ calories: 1300.5, vegetable: 4.55, fruits: -1, hydration: 501, dairy: undefined }) });
    expect(bad.data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: {
        calories: ["Please provide a valid integer"],
        vegetable: ["Please provide a valid number, up to 1 decimal place"],
        fruits: ["Must be 0 or more"],
        dairy: ["Required"],
        hydration: ["Must be 500 or less"],
      },
    });

    const put = await call(`/api/goals/${clinics.id}`, { method: "PUT", token: t.maria, json: goalBody() });
    expect(put.status).toBe(200);
    const mine = put.data as unknown as GoalJson;
    expect(mine.id).not.toBe(clinics.id);
    expect(mine).toMatchObject({ calories: 1300, fruits: 2, set_by_clinic: false });
    const again = await call(`/api/goals/${mine.id}`, { method: "PUT", token: t.maria, json: goalBody({ calories: 1250 }) });
    expect(again.data).toMatchObject({ id: mine.id, calories: 1250 });
    const post = await call("/api/goals/", { token: t.maria, json: goalBody({ calories: 1275 }) });
    expect(post.status).toBe(200);
    expect(post.data).toMatchObject({ id: mine.id, calories: 1275 });
    // The clinic's goal still covers the days before today.
    const past = await call(`/api/goals/?start_date=${clinics.date}`, { token: t.maria });
    expect((past.data.results as unknown as GoalJson[])[0]).toMatchObject({ id: clinics.id, calories: clinics.calories });

    expect((await call(`/api/goals/${mine.id}`, { method: "PUT", token: t.jane, json: goalBody() })).status).toBe(404);
  });
});

describe("copy and recent (additions)", () => {
  it("copies a meal or a whole day onto another day; nothing to copy is said", async () => {
    await post(t.jane, foodBody("2025-05-14", { meal: "A" }));
    await post(t.jane, { recipe: salmon.id, quantity: 1, added_on: "2025-05-14", meal: "E" });
    await post(t.jane, { entry: "hydration", quantity: 40, added_on: "2025-05-14" });
    const meal = await call("/api/journals/copy/", { token: t.jane, json: { from_date: "2025-05-14", to_date: "2025-05-15", meal: "E" } });
    expect(meal.status).toBe(201);
    expect(meal.data).toEqual({ copied: 1, to_date: "2025-05-15" });
    const day = await call("/api/journals/copy", { token: t.jane, json: { from_date: "2025-05-14", to_date: "2025-05-16" } });
    expect(day.data).toEqual({ copied: 2, to_date: "2025-05-16" });
    const copied = await call("/api/journals/?start_date=2025-05-16", { token: t.jane });
    expect((copied.data.results as unknown as EntryJson[]).map((e) => e.meal)).toEqual(["A", "E"]);
    const none = await call("/api/journals/copy", { token: t.jane, json: { from_date: "2025-05-17", to_date: "2025-05-16" } });
    expect(none.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { from_date: ["There is nothing to copy from that day."] } });
    const same = await call("/api/journals/copy", { token: t.jane, json: { from_date: "2025-05-16", to_date: "2025-05-16" } });
    expect(same.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { from_date: ["Choose another day to copy from."] } });
    const maria = await call("/api/journals/copy", { token: t.maria, json: { from_date: "2025-05-14", to_date: "2025-05-16" } });
    expect(maria.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { from_date: ["There is nothing to copy from that day."] } });
  });

  it("a day holds at most 200 food items: adding or copying past it is refused, and nothing is written", async () => {
    const p = await freshPatient("full-day");
    const first = await post(p.token, foodBody("2025-06-02", { meal: "A" }));
    await post(p.token, foodBody("2025-06-03", { meal: "B" }));
    // 199 more like the first, written straight into the table (200 calls would only slow the test).
    await withServerDb(async (db) => {
      const row = (await db.prepare("select * from journal_entries where id = ?").get<Record<string, unknown>>(first.id))!;
      const columns = Object.keys(row).filter((c) => c !== "id");
      const insert = db.prepare(`insert into journal_entries (${columns.join(", ")}) values (${columns.map(() => "?").join(", ")})`);
      for (let i = 0; i < 199; i++) await insert.run(...columns.map((c) => row[c]));
    });
    const count = async (day: string) => ((await call(`/api/journals/?start_date=${day}&end_date=${day}&limit=500`, { token: p.token })).data.count as unknown as number);
    expect(await count("2025-06-02")).toBe(200);
    const full = { error_code: "VALIDATION_ERROR", errors: { added_on: ["A day holds at most 200 food items."] } };
    expect((await call("/api/journals/", { token: p.token, json: foodBody("2025-06-02") })).data).toEqual(full);
    const copy = await call("/api/journals/copy", { token: p.token, json: { from_date: "2025-06-03", to_date: "2025-06-02" } });
    expect(copy.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { to_date: ["A day holds at most 200 food items."] } });
    expect(await count("2025-06-02")).toBe(200);
    // Hydration is the day's running total, not an item: still taken.
    await post(p.token, { entry: "hydration", quantity: 8, added_on: "2025-06-02" });
  });

  it("recent items are the last logged, each once", async () => {
    await post(t.jane, foodBody("2025-05-18", { quantity: 111 }));
    const res = await call("/api/journals/recent/", { token: t.jane });
    expect(res.status).toBe(200);
    const recent = res.data.recent as unknown as { kind: string; itemId: number; amount: string }[];
    expect(recent[0]).toMatchObject({ kind: "food", itemId: banana.id, amount: "111 g" });
    expect(new Set(recent.map((r) => `${r.kind}${r.itemId}`)).size).toBe(recent.length);
    // In Spanish too, a recent item's detail is the API's text, never a translation key.
    const es = await call("/api/journals/recent/", { token: t.jane, headers: { "Accept-Language": "es" } });
    for (const r of [...(es.data.recent as unknown as { detail: string }[]), ...(es.data.frequent as unknown as { detail: string }[])]) expect(r.detail).not.toMatch(/^journal:/);
  });
});

describe("the audit trail", () => {
  it("every read and write leaves one row: who, whose, what, which record, never the values", async () => {
    const e = await post(t.jane, foodBody("2025-05-19"));
    await call(`/api/journals/${e.id}`, { token: t.jane });
    await call(`/api/journal_update/${e.id}`, { method: "PUT", token: t.jane, json: { quantity: 99 } });
    await call(`/api/journals/${e.id}`, { method: "DELETE", token: t.jane });
    await call(`/api/journals/${e.id}`, { token: t.maria });
    await withServerDb(async (db) => {
      const rows = await db
        .prepare("select event, user_id, patient_id, record_type, record_id, detail from audit_log where record_type = 'journal_entry' and record_id = ? order by id")
        .all<{ event: string; user_id: number; patient_id: number; record_id: number; detail: string }>(e.id);
      expect(rows.map((r) => r.event)).toEqual(["health_create", "health_read", "health_update", "health_delete"]);
      const jane = (await db.prepare("select id from users where email = 'patient@example.com'").get<{ id: number }>())!;
      for (const r of rows) expect(r).toMatchObject({ user_id: jane.id, patient_id: jane.id, detail: "api" });
    });
  });
});
