import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired } from "./client";
import { createMyFood, firstHit, getPage, personalFoodBody, signInAll, staffFoodBody, uniqueWord, type FoodJson, type Tokens } from "./foods-support";

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

const CHICKEN = "chicken breast roasted";

interface GroupJson {
  id: number;
  name: string;
  level: number;
  parent: number | null;
}

describe("who may call the food and resource calls", () => {
  const calls: [string, string][] = [
    ["GET", "/api/hier1"],
    ["GET", "/api/hier2?hier1=1"],
    ["GET", "/api/hier3/"],
    ["GET", "/api/food"],
    ["POST", "/api/food/"],
    ["GET", "/api/food/search/?search=apple"],
    ["GET", "/api/food/1/"],
    ["PUT", "/api/food/1"],
    ["DELETE", "/api/food/1"],
    ["GET", "/api/food/approve_food"],
    ["POST", "/api/food/approve_food"],
    ["GET", "/api/food/1/approve_food"],
    ["POST", "/api/food/1/decline/?decline_code=A"],
    ["POST", "/api/food/myfood/"],
    ["GET", "/api/food/myfoodlist/?limit=20"],
    ["GET", "/api/ingredient_weights/?food=1"],
    ["POST", "/api/ingredients_weights/bulk_create/?food=1"],
    ["PUT", "/api/ingredient_weights/1/"],
    ["DELETE", "/api/ingredient_weights/1/"],
    ["GET", "/api/nut?food=1"],
    ["PUT", "/api/nut/bulk_update/?food=1"],
    ["GET", "/api/resources"],
    ["GET", "/api/resources/1"],
  ];

  it("every call answers 401 without a token, and with a bad one", async () => {
    await expectTokenRequired(calls);
  });

  it("staff-only calls answer 403 to a patient, and change nothing", async () => {
    const mine = await createMyFood(t.jane);
    const word = uniqueWord();
    const staffOnly: [string, string, unknown?][] = [
      ["POST", "/api/food/", staffFoodBody(word)],
      ["GET", "/api/food/approve_food"],
      ["POST", "/api/food/approve_food", { approved_food_id: mine.id }],
      ["GET", `/api/food/${mine.id}/approve_food`],
      ["POST", `/api/food/${mine.id}/decline/?decline_code=A`],
      ["GET", "/api/food?declined=true"],
    ];
    for (const [method, path, json] of staffOnly) {
      const res = await call(path, { method, token: t.jane, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data).toEqual({ error_code: "PERMISSION_DENIED", detail: "You do not have permission to perform this action." });
    }
    const after = await call(`/api/food/${mine.id}/`, { token: t.jane });
    expect(after.data).toMatchObject({ status: "pending", decline_code: null });
    expect((await getPage(`/api/food/search/?search=${word}`, t.staff)).count).toBe(0);
  });

  it("My Food calls are the patients' own: staff get 403", async () => {
    expect((await call("/api/food/myfood/", { token: t.staff, json: personalFoodBody() })).status).toBe(403);
    expect((await call("/api/food/myfoodlist/", { token: t.staff })).status).toBe(403);
  });
});

describe("GET /api/hier1, /api/hier2, /api/hier3", () => {
  it("level 1 is the 25 SR28 food groups, one page", async () => {
    const page = await getPage<GroupJson>("/api/hier1", t.jane);
    expect(page.count).toBe(25);
    expect(page).toMatchObject({ next: null, previous: null });
    expect(page.results).toHaveLength(25);
    expect(page.results.every((g) => g.level === 1 && g.parent === null)).toBe(true);
    expect(page.results.map((g) => g.name)).toContain("Poultry Products");
  });

  it("level 2 and 3 list the children of the group asked for", async () => {
    const poultry = (await getPage<GroupJson>("/api/hier1/?search=poultry", t.staff)).results;
    expect(poultry.map((g) => g.name)).toEqual(["Poultry Products"]);
    const level2 = await getPage<GroupJson>(`/api/hier2?hier1=${poultry[0].id}`, t.staff);
    expect(level2.count).toBeGreaterThan(0);
    expect(level2.results.every((g) => g.level === 2 && g.parent === poultry[0].id)).toBe(true);
    const withChildren = [];
    for (const g of level2.results) {
      const level3 = await getPage<GroupJson>(`/api/hier3/?hier2=${g.id}`, t.staff);
      if (level3.count > 0) withChildren.push(level3);
      if (withChildren.length) break;
    }
    expect(withChildren.length).toBe(1);
    expect(withChildren[0].results.every((g) => g.level === 3)).toBe(true);
  });

  it("a group id that is not a number is a VALIDATION_ERROR", async () => {
    const res = await call("/api/hier2?hier1=abc", { token: t.jane });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { hier1: [expect.any(String)] } });
  });
});

describe("GET /api/food", () => {
  it("staff get the database in pages of 30 with next/previous links", async () => {
    const first = await getPage("/api/food", t.staff);
    expect(first.count).toBeGreaterThan(8000);
    expect(first.results).toHaveLength(30);
    expect(first.previous).toBeNull();
    const next = new URL(first.next!);
    expect(next.pathname).toBe("/api/food");
    expect(next.searchParams.get("limit")).toBe("30");
    expect(next.searchParams.get("offset")).toBe("30");
    const second = await getPage(`${next.pathname}${next.search}`, t.staff);
    expect(second.count).toBe(first.count);
    expect(second.results[0].id).not.toBe(first.results[0].id);
    const prev = new URL(second.previous!);
    expect(prev.searchParams.get("offset")).toBeNull();
    expect(first.results.every((f) => f.status === "approved")).toBe(true);
  });

  it("ordering sorts by the field asked for, - for descending", async () => {
    const asc = (await getPage("/api/food?ordering=name&limit=5", t.staff)).results.map((f) => f.name.toLowerCase());
    const desc = (await getPage("/api/food?ordering=-name&limit=5", t.staff)).results.map((f) => f.name.toLowerCase());
    expect(asc).toEqual([...asc].sort());
    expect(desc).toEqual([...desc].sort().reverse());
    expect(asc[0] < desc[0]).toBe(true);
  });

  it("a search given under 3 characters is 'Enter search term!' (one rule with the Food Database page), as on the approval queue; nothing listed", async () => {
    for (const [path, token] of [["/api/food", t.staff], ["/api/food", t.jane], ["/api/food/approve_food", t.staff]] as const) {
      for (const q of ["", "%20%20", "ch", "%20ch%20"]) {
        const res = await call(`${path}?search=${q}`, { token });
        expect(res.status, `${path}?search=${q}`).toBe(400);
        expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { search: ["Enter search term!"] } });
      }
    }
    // Left out, the list is not searched.
    expect((await getPage("/api/food/approve_food", t.staff)).count).toBeGreaterThanOrEqual(0);
  });

  it("search ranks by relevance; p_id and hier3_id keep to one food group", async () => {
    const hit = (await getPage(`/api/food?search=${encodeURIComponent(CHICKEN)}`, t.staff)).results[0];
    expect(hit.long_desc).toMatch(/breast/i);
    expect(hit.long_desc).toMatch(/roasted/i);
    const groupOf = (await call(`/api/food/${hit.id}/`, { token: t.staff })).data as unknown as FoodJson & { hier1: number; hier3: number | null };
    const inGroup = await getPage(`/api/food?p_id=${groupOf.hier1}&p=1&limit=50`, t.staff);
    expect(inGroup.count).toBeGreaterThan(50);
    expect(inGroup.results.every((f) => f.hier1 === groupOf.hier1)).toBe(true);
    const byLookup = await getPage(`/api/food?p_id=${groupOf.hier1}&limit=1`, t.staff);
    expect(byLookup.count).toBe(inGroup.count);
    if (groupOf.hier3 !== null) {
      const level3 = await getPage(`/api/food?hier3_id=${groupOf.hier3}`, t.staff);
      expect(level3.results.map((f) => f.id)).toContain(hit.id);
      expect(level3.results.every((f) => f.hier3 === groupOf.hier3)).toBe(true);
    }
  });

  it("declined=true gives staff the declined foods", async () => {
    const page = await getPage("/api/food?declined=true&limit=100", t.staff);
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((f) => f.status === "declined" && f.decline_code !== null)).toBe(true);
    expect(page.results.map((f) => f.long_desc)).toContain("Granola, homemade, maple almond");
  });

  it("a patient gets the database plus their own foods, never another patient's", async () => {
    const word = uniqueWord();
    const mine = await createMyFood(t.jane, word);
    expect((await getPage(`/api/food?search=${word}`, t.jane)).results.map((f) => f.id)).toEqual([mine.id]);
    expect((await getPage(`/api/food?search=${word}`, t.maria)).count).toBe(0);
    expect((await getPage(`/api/food?search=${word}`, t.staff)).count).toBe(0); // pending is not the database
  });

  it("bad paging or ordering is a VALIDATION_ERROR naming the field", async () => {
    for (const [query, field] of [
      ["limit=abc", "limit"],
      ["limit=0", "limit"],
      ["limit=101", "limit"],
      ["offset=-1", "offset"],
      ["ordering=price", "ordering"],
      ["p=7&p_id=1", "p"],
    ]) {
      const res = await call(`/api/food?${query}`, { token: t.staff });
      expect(res.status, query).toBe(400);
      expect(res.data.error_code).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.data.errors as object), query).toEqual([field]);
    }
  });
});

describe("GET /api/food/search/", () => {
  it('"chicken breast roasted" finds the roasted chicken breast first, for staff and patients alike', async () => {
    for (const token of [t.staff, t.jane]) {
      const hit = await firstHit(token, CHICKEN);
      expect(hit.long_desc).toMatch(/breast/i);
      expect(hit.long_desc).toMatch(/roasted/i);
      expect(hit.long_desc).toMatch(/^chicken/i);
    }
    // word order and plurals do not matter
    const reordered = await firstHit(t.jane, "roasted chicken breasts");
    expect(reordered.long_desc).toMatch(/breast/i);
    expect(reordered.long_desc).toMatch(/roasted/i);
  });

  it("pages with limit/offset; the count stays the same", async () => {
    const first = await getPage("/api/food/search/?search=apple&limit=5", t.jane);
    expect(first.results).toHaveLength(5);
    expect(first.count).toBeGreaterThan(5);
    const next = new URL(first.next!);
    expect(next.searchParams.get("search")).toBe("apple");
    expect(next.searchParams.get("offset")).toBe("5");
    const second = await getPage(`${next.pathname}${next.search}`, t.jane);
    expect(second.count).toBe(first.count);
    expect(second.results.map((f) => f.id)).not.toContain(first.results[0].id);
  });

  it("an empty or too short term is 'Enter search term!'", async () => {
    for (const q of ["", "?search=", "?search=%20%20", "?search=ch"]) {
      const res = await call(`/api/food/search/${q}`, { token: t.jane });
      expect(res.status, q).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { search: ["Enter search term!"] } });
    }
  });

  it("a patient finds their own personal food; another patient does not", async () => {
    const word = uniqueWord();
    const mine = await createMyFood(t.jane, word);
    expect((await firstHit(t.jane, word)).id).toBe(mine.id);
    expect((await getPage(`/api/food/search/?search=${word}`, t.maria)).count).toBe(0);
  });
});

describe("GET /api/food/{id}/", () => {
  it("a USDA food with its groups and nutrition table (header row first); trailing slash optional", async () => {
    const hit = await firstHit(t.jane, CHICKEN);
    const res = await call(`/api/food/${hit.id}`, { token: t.jane });
    expect(res.status).toBe(200);
    // The document spells paths without the slash; the server takes it too.
    expect((await call(`/api/food/${hit.id}/`, { token: t.jane, direct: true })).data).toEqual(res.data);
    const food = res.data as unknown as FoodJson & { hier1_data: { name: string }; base_weight: number };
    expect(food).toMatchObject({ id: hit.id, source: "USDA SR28", status: "approved", base_weight: 100, owner_id: null });
    expect(food.hier1_data.name).toBe("Poultry Products");
    expect(food.nut_data[0].slice(0, 4)).toEqual(["Group", "Nutrient", "Unit", "Per 100 g"]);
    expect(food.nut_data.length).toBeGreaterThan(10);
    expect(food.nut_data.some((row) => row[1] === "Protein")).toBe(true);
    expect((await call(`/api/food/${hit.id}`, { token: t.jane })).data).toEqual(food);
  });

  it("another patient's personal food, a missing id and a non-number are 404", async () => {
    const janes = await createMyFood(t.jane);
    const robertsSeeded = (await getPage("/api/food/approve_food?search=turkey%20chili", t.staff)).results[0];
    expect(robertsSeeded.long_desc).toMatch(/Turkey chili/);
    for (const [path, token] of [
      [`/api/food/${janes.id}/`, t.maria],
      [`/api/food/${robertsSeeded.id}/`, t.jane],
      ["/api/food/99999999/", t.jane],
      ["/api/food/abc/", t.jane],
    ]) {
      const res = await call(path, { token });
      expect(res.status, path).toBe(404);
      expect(res.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
    }
    // staff see every food, pending ones included
    expect((await call(`/api/food/${janes.id}/`, { token: t.staff })).status).toBe(200);
  });
});

describe("POST /api/food/ and PUT /api/food/{id} (staff)", () => {
  it("staff add a food with the staff-only fields; it is in the database at once", async () => {
    const word = uniqueWord();
    const res = await call("/api/food/", { token: t.staff, json: staffFoodBody(word) });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: `Protein bar ${word}`,
      source: "Manufacturer label",
      upc_code: "012345678905",
      useful: true,
      link: "https://example.com/bars",
      status: "approved",
      owner_id: null,
      protein_calories: 70,
    });
    const id = res.data.id as unknown as number;
    expect((await firstHit(t.maria, word)).id).toBe(id);
    // it starts with the label nutrients at zero, ready to be filled in
    const nut = await getPage<{ nut_val: number }>(`/api/nut?food=${id}`, t.staff);
    expect(nut.count).toBeGreaterThanOrEqual(10);
    expect(nut.results.every((n) => n.nut_val === 0)).toBe(true);
  });

  it("an empty UPC is stored as null; form-encoded bodies work too", async () => {
    const word = uniqueWord();
    const body = new URLSearchParams(Object.entries(staffFoodBody(word, { upc_code: "", link: "" })).map(([k, v]) => [k, String(v)]));
    const res = await call("/api/food", { token: t.staff, method: "POST", rawBody: body.toString(), contentType: "application/x-www-form-urlencoded", direct: true });
    expect(res.status, JSON.stringify(res.data)).toBe(201);
    expect(res.data).toMatchObject({ upc_code: null, link: null });
  });

  it("bad input is a VALIDATION_ERROR with the spec's messages and creates nothing", async () => {
    const word = uniqueWord();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: "" }, { name: ["Required"] }],
      [{ name: undefined, source: undefined }, { name: ["Required"], source: ["Required"] }],
      [
        { protein_calories: 0, servings_fat: 0, servings_starch: 0 },
        { non_field_errors: ["Atleast one servings type is required!"] },
      ],
      [{ servings_fat: -1 }, { servings_fat: ["Must be 0 or more"] }],
      [{ servings_starch: 10000 }, { servings_starch: ["Must be 9999 or less"] }],
      [{ servings_starch: 1.0001 }, { servings_starch: ["Please provide a valid number, up to 3 decimal places"] }],
      [{ base_weight: 10000 }, { base_weight: ["Must be 9999 or less"] }],
      [{ link: "not a url" }, { link: ["Invalid url"] }],
      [{ hier1: 99999999 }, { hier1: ["Select a valid choice."] }],
    ];
    for (const [overrides, errors] of cases) {
      const res = await call("/api/food/", { token: t.staff, json: staffFoodBody(word, overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
    const malformed = await call("/api/food/", { token: t.staff, rawBody: '{"name": "Protein bar', direct: true });
    expect(malformed.status).toBe(400);
    expect(malformed.data.error_code).toBe("PARSE_ERROR");
    expect((await getPage(`/api/food/search/?search=${word}`, t.staff)).count).toBe(0);
  });

  it("staff edit a food; a failed edit changes nothing", async () => {
    const word = uniqueWord();
    const created = (await call("/api/food/", { token: t.staff, json: staffFoodBody(word) })).data as unknown as FoodJson;
    const res = await call(`/api/food/${created.id}`, { method: "PUT", token: t.staff, json: staffFoodBody(word, { name: `Bar ${word} v2`, upc_code: null }) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: created.id, name: `Bar ${word} v2`, upc_code: null, status: "approved" });
    const bad = await call(`/api/food/${created.id}/`, { method: "PUT", token: t.staff, json: staffFoodBody(word, { name: "Changed", source: "" }) });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { source: ["Required"] } });
    expect((await call(`/api/food/${created.id}/`, { token: t.staff })).data).toMatchObject({ name: `Bar ${word} v2`, source: "Manufacturer label" });
    expect((await call("/api/food/99999999", { method: "PUT", token: t.staff, json: staffFoodBody(word) })).status).toBe(404);
  });

  it("staff delete a food: 204, then it is gone", async () => {
    const word = uniqueWord();
    const created = (await call("/api/food/", { token: t.staff, json: staffFoodBody(word) })).data as unknown as FoodJson;
    const res = await call(`/api/food/${created.id}/`, { method: "DELETE", token: t.staff });
    expect(res.status).toBe(204);
    expect((await call(`/api/food/${created.id}/`, { token: t.staff })).status).toBe(404);
    expect((await call(`/api/food/${created.id}/`, { method: "DELETE", token: t.staff })).status).toBe(404);
  });
});

describe("DELETE /api/food/{id} of a food that recipes use", () => {
  it("is refused with a clear message and the food stays", async () => {
    const recipes = await call("/api/recipes?limit=1", { token: t.staff });
    const recipe = (recipes.data as unknown as { results: { id: number }[] }).results[0];
    const lines = await call(`/api/recipe_ingredients/?recipe=${recipe.id}`, { token: t.staff });
    const food = (lines.data as unknown as { results: { ingredient: number }[] }).results[0].ingredient;
    const res = await call(`/api/food/${food}/`, { method: "DELETE", token: t.staff });
    expect(res.status).toBe(400);
    expect(res.data).toMatchObject({ error_code: "VALIDATION_ERROR" });
    const message = (res.data as unknown as { errors: { non_field_errors: string[] } }).errors.non_field_errors[0];
    expect(message).toMatch(/^This food is an ingredient of \d+ recipes?; remove it from (that recipe|them) before deleting it\.$/);
    expect((await call(`/api/food/${food}/`, { token: t.staff })).status).toBe(200);
  });
});

describe("personal foods: POST /api/food/myfood/, GET /api/food/myfoodlist/, PUT and DELETE /api/food/{id}", () => {
  it("a patient's food waits for approval; staff-only fields are not theirs to set", async () => {
    const word = uniqueWord();
    const res = await call("/api/food/myfood/", {
      token: t.jane,
      json: personalFoodBody(word, { upc_code: "999", source: "USDA SR28", useful: true, link: "https://evil.example" }),
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({
      name: `Oat bites ${word}`,
      status: "pending",
      decline_code: null,
      source: "Personal food",
      upc_code: null,
      useful: false,
      link: null,
      servings_starch: 1.25,
    });
  });

  it("bad input is a VALIDATION_ERROR and nothing is saved", async () => {
    const word = uniqueWord();
    for (const [overrides, errors] of [
      [{ name: "   " }, { name: ["Required"] }],
      [{ long_desc: undefined }, { long_desc: ["Required"] }],
      [{ servings_fat: 0, servings_starch: 0 }, { non_field_errors: ["Atleast one servings type is required!"] }],
      [{ servings_starch: -0.5 }, { servings_starch: ["Must be 0 or more"] }],
      [{ protein_calorie_type: 9 }, { protein_calorie_type: ["Must be 5 or less"] }],
    ] as [Record<string, unknown>, Record<string, string[]>][]) {
      const res = await call("/api/food/myfood/", { token: t.jane, json: personalFoodBody(word, overrides) });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors });
    }
    expect((await call("/api/food/myfood/", { token: t.jane, rawBody: "{oops", direct: true })).data.error_code).toBe("PARSE_ERROR");
    expect((await getPage(`/api/food/search/?search=${word}`, t.jane)).count).toBe(0);
  });

  it("asked in Spanish, the refusals are in Spanish with the same error_code, and nothing is saved (issue 41)", async () => {
    const word = uniqueWord();
    const es = { "Accept-Language": "es" };
    const res = await call("/api/food/myfood/", { token: t.jane, headers: es, json: personalFoodBody(word, { servings_fat: 0, servings_starch: 0 }) });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["Se requiere al menos un tipo de porción."] } });
    expect((await getPage(`/api/food/search/?search=${word}`, t.jane)).count).toBe(0);

    const usda = await firstHit(t.staff, CHICKEN);
    const approved = await call(`/api/food/${usda.id}/decline/?decline_code=A`, { method: "POST", token: t.staff, headers: es });
    expect(approved.status).toBe(400);
    expect(approved.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["Solo se puede rechazar un alimento pendiente de aprobación."] } });
    expect((await call(`/api/food/${usda.id}/`, { token: t.staff })).data.status).toBe("approved");
  });

  it("myfoodlist: the patient's own foods, newest first, 20 a page", async () => {
    const mine = [await createMyFood(t.maria), await createMyFood(t.maria), await createMyFood(t.maria)];
    const page = await getPage("/api/food/myfoodlist/?limit=2", t.maria);
    expect(page.results.map((f) => f.id)).toEqual([mine[2].id, mine[1].id]);
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect(new URL(page.next!).searchParams.get("offset")).toBe("2");
    const all = await getPage("/api/food/myfoodlist/", t.maria);
    expect(all.results.length).toBeLessThanOrEqual(20);
    expect(all.results.every((f) => f.owner_id === mine[0].owner_id)).toBe(true);
    const janes = await getPage("/api/food/myfoodlist/?limit=100", t.jane);
    expect(janes.results.map((f) => f.id)).not.toContain(mine[0].id);
    const bad = await call("/api/food/myfoodlist/?limit=abc", { token: t.maria });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { limit: ["A valid integer is required."] } });
  });

  it("the owner edits with the personal-food fields; the food goes back to waiting", async () => {
    const word = uniqueWord();
    const mine = await createMyFood(t.jane, word);
    await call("/api/food/approve_food", { token: t.staff, json: { approved_food_id: mine.id } });
    const res = await call(`/api/food/${mine.id}/`, { method: "PUT", token: t.jane, json: personalFoodBody(word, { name: `Oat bars ${word}`, source: "Hacked" }) });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ name: `Oat bars ${word}`, status: "pending", source: "Personal food" });
    const bad = await call(`/api/food/${mine.id}/`, { method: "PUT", token: t.jane, json: personalFoodBody(word, { name: "" }) });
    expect(bad.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { name: ["Required"] } });
    expect((await call(`/api/food/${mine.id}/`, { token: t.jane })).data.name).toBe(`Oat bars ${word}`);
  });

  it("another patient's food or a USDA food cannot be edited or deleted by a patient: 404, unchanged", async () => {
    const word = uniqueWord();
    const janes = await createMyFood(t.jane, word);
    const usda = await firstHit(t.maria, CHICKEN);
    for (const [id, token] of [
      [janes.id, t.maria],
      [usda.id, t.maria],
    ] as const) {
      const put = await call(`/api/food/${id}/`, { method: "PUT", token, json: personalFoodBody(word, { name: "Mine now" }) });
      expect(put.status).toBe(404);
      expect(put.data).toEqual({ error_code: "NOT_FOUND", detail: "Not found." });
      expect((await call(`/api/food/${id}`, { method: "DELETE", token })).status).toBe(404);
    }
    expect((await call(`/api/food/${janes.id}/`, { token: t.jane })).data.name).toBe(janes.name);
    expect((await call(`/api/food/${usda.id}/`, { token: t.jane })).data.name).toBe(usda.name);
  });

  it("the owner deletes their food: 204, gone from myfoodlist", async () => {
    const mine = await createMyFood(t.maria);
    const res = await call(`/api/food/${mine.id}/`, { method: "DELETE", token: t.maria });
    expect(res.status).toBe(204);
    expect((await call(`/api/food/${mine.id}/`, { token: t.maria })).status).toBe(404);
    const list = await getPage("/api/food/myfoodlist/?limit=100", t.maria);
    expect(list.results.map((f) => f.id)).not.toContain(mine.id);
  });
});

describe("food approval: GET/POST /api/food/approve_food, POST /api/food/{id}/decline/", () => {
  it("patient submits, staff find it in approve_food, approve it: it joins the database", async () => {
    const word = uniqueWord();
    const mine = await createMyFood(t.jane, word);
    const queue = await getPage<FoodJson & { owner: { email: string } }>(`/api/food/approve_food?search=${word}`, t.staff);
    expect(queue.results.map((f) => f.id)).toEqual([mine.id]);
    expect(queue.results[0].owner).toMatchObject({ email: "patient@example.com", first_name: "Jane" });
    expect((await getPage(`/api/food/search/?search=${word}`, t.maria)).count).toBe(0);

    const res = await call("/api/food/approve_food/", { token: t.staff, json: { approved_food_id: mine.id } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: mine.id, status: "approved" });
    expect((await getPage(`/api/food/approve_food?search=${word}`, t.staff)).count).toBe(0);
    expect((await firstHit(t.maria, word)).id).toBe(mine.id);
    expect((await firstHit(t.staff, word)).id).toBe(mine.id);
    const list = await getPage("/api/food/myfoodlist/?limit=100", t.jane);
    expect(list.results.find((f) => f.id === mine.id)).toMatchObject({ status: "approved", decline_code: null });
  });

  it("GET /api/food/{id}/approve_food: staff read a queued food in full, with who sent it; approved or missing foods are not found", async () => {
    const word = uniqueWord();
    const mine = await createMyFood(t.jane, word);
    const res = await call(`/api/food/${mine.id}/approve_food`, { token: t.staff });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ id: mine.id, status: "pending", decline_code: null, owner: { email: "patient@example.com", first_name: "Jane", last_name: "Doe" } });
    expect((res.data.nut_data as unknown as string[][])[0].slice(0, 4)).toEqual(["Group", "Nutrient", "Unit", "Per 100 g"]);
    // With a trailing slash too, and still there once declined (the code can be changed).
    await call(`/api/food/${mine.id}/decline/?decline_code=B`, { method: "POST", token: t.staff });
    expect((await call(`/api/food/${mine.id}/approve_food/`, { token: t.staff })).data).toMatchObject({ status: "declined", decline_code: "B" });
    // Approved: out of the queue.
    await call("/api/food/approve_food", { token: t.staff, json: { approved_food_id: mine.id } });
    expect((await call(`/api/food/${mine.id}/approve_food`, { token: t.staff })).status).toBe(404);
    const usda = (await firstHit(t.staff, CHICKEN)).id;
    expect((await call(`/api/food/${usda}/approve_food`, { token: t.staff })).status).toBe(404);
    for (const bad of ["999999999", "abc", "1e20", "0"]) expect((await call(`/api/food/${bad}/approve_food`, { token: t.staff })).status, bad).toBe(404);
  });

  it("the approval queue pages, oldest first", async () => {
    const a = await createMyFood(t.maria);
    const b = await createMyFood(t.maria);
    const first = await getPage("/api/food/approve_food?limit=1", t.staff);
    expect(first.results).toHaveLength(1);
    expect(new URL(first.next!).searchParams.get("offset")).toBe("1");
    // the newest submissions come last
    const last = await getPage(`/api/food/approve_food?limit=30&offset=${first.count - 2}`, t.staff);
    expect(last.count).toBe(first.count);
    expect(last.results.map((f) => f.id)).toEqual([a.id, b.id]);
    expect(last.results.every((f) => f.status === "pending")).toBe(true);
    expect(last.next).toBeNull();
  });

  it("staff decline with a code: the patient sees the decline_code in myfoodlist", async () => {
    const word = uniqueWord();
    const mine = await createMyFood(t.jane, word);
    const res = await call(`/api/food/${mine.id}/decline/?decline_code=C`, { method: "POST", token: t.staff });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: mine.id, status: "declined", decline_code: "C" });
    const list = await getPage("/api/food/myfoodlist/?limit=100", t.jane);
    expect(list.results.find((f) => f.id === mine.id)).toMatchObject({ status: "declined", decline_code: "C" });
    expect((await getPage(`/api/food/approve_food?search=${word}`, t.staff)).count).toBe(0);
    expect((await getPage(`/api/food?declined=true&search=${word}`, t.staff)).results.map((f) => f.id)).toEqual([mine.id]);
    // resubmitting (editing) puts it back in the queue without the code
    await call(`/api/food/${mine.id}`, { method: "PUT", token: t.jane, json: personalFoodBody(word) });
    expect((await call(`/api/food/${mine.id}`, { token: t.jane })).data).toMatchObject({ status: "pending", decline_code: null });
  });

  it("the decline code may come in the body too", async () => {
    const mine = await createMyFood(t.jane);
    const res = await call(`/api/food/${mine.id}/decline`, { token: t.staff, json: { decline_code: "E" } });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ decline_code: "E" });
  });

  it("a missing or unknown decline code, or an approved food, is refused and nothing changes", async () => {
    const mine = await createMyFood(t.jane);
    const missing = await call(`/api/food/${mine.id}/decline/`, { method: "POST", token: t.staff });
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { decline_code: ["Required"] } });
    const unknown = await call(`/api/food/${mine.id}/decline/?decline_code=Q`, { method: "POST", token: t.staff });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { decline_code: ["Select a valid choice."] } });
    expect((await call(`/api/food/${mine.id}/`, { token: t.jane })).data).toMatchObject({ status: "pending", decline_code: null });

    const usda = await firstHit(t.staff, CHICKEN);
    const approved = await call(`/api/food/${usda.id}/decline/?decline_code=A`, { method: "POST", token: t.staff });
    expect(approved.status).toBe(400);
    expect(approved.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["Only a food awaiting approval can be declined."] } });
    expect((await call(`/api/food/${usda.id}/`, { token: t.staff })).data.status).toBe("approved");
    expect((await call("/api/food/99999999/decline/?decline_code=A", { method: "POST", token: t.staff })).status).toBe(404);
  });

  it("approving needs an existing food id", async () => {
    const missing = await call("/api/food/approve_food", { token: t.staff, json: {} });
    expect(missing.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { approved_food_id: ["Required"] } });
    const notNumber = await call("/api/food/approve_food", { token: t.staff, json: { approved_food_id: "abc" } });
    expect(notNumber.status).toBe(400);
    expect(notNumber.data.error_code).toBe("VALIDATION_ERROR");
    expect((await call("/api/food/approve_food", { token: t.staff, json: { approved_food_id: 99999999 } })).status).toBe(404);
    expect((await call("/api/food/approve_food", { token: t.staff, rawBody: "nope", direct: true })).data.error_code).toBe("PARSE_ERROR");
  });
});
