import { beforeAll, describe, expect, it } from "vitest";
import { call, expectTokenRequired } from "./client";
import { buildRecipe, createRecipe, getPage, recipeBody, signInAll, uniqueWord, type RecipeJson, type Tokens } from "./recipes-support";

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

const PERMISSION_DENIED = { error_code: "PERMISSION_DENIED", detail: "You do not have permission to perform this action." };
const NOT_FOUND = { error_code: "NOT_FOUND", detail: "Not found." };

describe("who may call the recipe calls", () => {
  const calls: [string, string][] = [
    ["GET", "/api/recipes"],
    ["POST", "/api/recipes/"],
    ["GET", "/api/recipes/1/"],
    ["PUT", "/api/recipes/1/"],
    ["PATCH", "/api/recipes/1"],
    ["POST", "/api/recipes/1/decline"],
    ["GET", "/api/recipes/featured_recipes"],
    ["GET", "/api/recipes/favorited/"],
    ["GET", "/api/recipes/recent_views"],
    ["GET", "/api/recipes/1/related_recipes"],
    ["GET", "/api/recipes/1/servings/?scale=2"],
    ["GET", "/api/recipes/1/is_favorited"],
    ["GET", "/api/recipenut_list/?recipe_id=1"],
    ["GET", "/api/recipe_filters"],
    ["POST", "/api/recipe_submissions"],
    ["GET", "/api/recipe_ingredients/?limit=100&recipe=1"],
    ["POST", "/api/recipe_ingredients/bulk_create/"],
    ["PUT", "/api/recipe_ingredients/1/"],
    ["DELETE", "/api/recipe_ingredients/1"],
    ["GET", "/api/categories?group=1"],
    ["POST", "/api/categories"],
    ["PATCH", "/api/categories/1"],
    ["DELETE", "/api/categories/1"],
    ["GET", "/api/category_groups?search=True"],
    ["POST", "/api/category_groups"],
    ["PATCH", "/api/category_groups/1"],
    ["DELETE", "/api/category_groups/1"],
    ["POST", "/api/recipe_categories/bulk_create"],
    ["DELETE", "/api/recipe_categories/1"],
    ["GET", "/api/sources/"],
    ["POST", "/api/sources"],
    ["PATCH", "/api/sources/1"],
    ["DELETE", "/api/sources/1"],
    ["GET", "/api/recipe_sources/?recipe_id=1"],
    ["POST", "/api/recipe_sources/bulk_create/"],
    ["DELETE", "/api/recipe_sources/1"],
    ["POST", "/api/images/"],
    ["GET", "/api/images/?limit=30&offset=0"],
    ["POST", "/api/recipe_images/bulk_create/"],
    ["DELETE", "/api/recipe_images/1"],
    ["POST", "/api/comments/"],
    ["GET", "/api/comments/?recipe=1&approved=True"],
    ["GET", "/api/comments/?not_approved=True&limit=10"],
    ["PUT", "/api/comments/1/admin_approval"],
    ["POST", "/api/recipe_favorites/"],
    ["DELETE", "/api/recipe_favorites/1/"],
  ];

  it("every call answers 401 without a token, and with a bad one", async () => {
    await expectTokenRequired(calls);
  });

  it("a patient calling a staff call gets 403 and nothing changes", async () => {
    const { recipe, category, source, image } = await buildRecipe(t.staff, { publish: false });
    const group = category.id;
    const ingredientId = recipe.ingredients[0].id;
    const staffOnly: [string, string, unknown?][] = [
      ["POST", "/api/recipes/", recipeBody()],
      ["PUT", `/api/recipes/${recipe.id}/`, recipeBody()],
      ["PATCH", `/api/recipes/${recipe.id}`, { active: true }],
      ["POST", `/api/recipes/${recipe.id}/decline`, { decline_code: "A" }],
      ["POST", "/api/recipe_ingredients/bulk_create/", [{ recipe: recipe.id, ingredient: 1, measure: 1, quantity: 1, main: false, seq: 2 }]],
      ["PUT", `/api/recipe_ingredients/${ingredientId}/`, { recipe: recipe.id, ingredient: 1, measure: 1, quantity: 1, main: false, seq: 2 }],
      ["DELETE", `/api/recipe_ingredients/${ingredientId}`],
      ["POST", "/api/categories", { group, name: "Nope", seq: 1 }],
      ["PATCH", `/api/categories/${category.id}`, { name: "Nope" }],
      ["DELETE", `/api/categories/${category.id}`],
      ["POST", "/api/category_groups", { name: `Nope ${uniqueWord()}`, seq: 1 }],
      ["PATCH", `/api/category_groups/${group}`, { name: "Nope" }],
      ["DELETE", `/api/category_groups/${group}`],
      ["POST", "/api/recipe_categories/bulk_create", [{ recipe: recipe.id, category: category.id }]],
      ["DELETE", `/api/recipe_categories/${recipe.categories[0].id}`],
      ["POST", "/api/sources", { name: "Nope" }],
      ["PATCH", `/api/sources/${source.id}`, { name: "Nope" }],
      ["DELETE", `/api/sources/${source.id}`],
      ["POST", "/api/recipe_sources/bulk_create/", [{ recipe: recipe.id, seq: 2, source: source.id }]],
      ["DELETE", `/api/recipe_sources/${recipe.main_sources[0].id}`],
      ["GET", "/api/images/?limit=30&offset=0"],
      ["POST", "/api/images/", {}],
      ["POST", "/api/recipe_images/bulk_create/", [{ recipe: recipe.id, seq: 2, source: "x", image: image.id }]],
      ["DELETE", `/api/recipe_images/${recipe.images[0].id}`],
      ["GET", "/api/comments/?not_approved=True&limit=10"],
      ["PUT", "/api/comments/1/admin_approval", { is_approved: true }],
      ["GET", "/api/recipes?active=False"],
      ["GET", "/api/recipes?is_submitted=True"],
      ["GET", "/api/recipes?declined=True"],
    ];
    for (const [method, path, json] of staffOnly) {
      const res = await call(path, { method, token: t.jane, json });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.data).toEqual(PERMISSION_DENIED);
    }
    const after = (await call(`/api/recipes/${recipe.id}/`, { token: t.staff })).data as unknown as RecipeJson;
    expect(after).toMatchObject({ name: recipe.name, active: false, decline_code: null });
    expect(after.ingredients).toHaveLength(1);
    expect(after.categories).toHaveLength(1);
    expect(after.main_sources).toHaveLength(1);
    expect(after.images).toHaveLength(1);
    expect((await call(`/api/categories/${category.id}`, { method: "PATCH", token: t.staff, json: {} })).data).toMatchObject({ name: category.name });
  });

  it("a path id that is not a positive integer, or unknown, is 404", async () => {
    for (const path of ["/api/recipes/abc/", "/api/recipes/0/", "/api/recipes/99999999/", "/api/recipes/99999999/servings/?scale=1", "/api/recipes/99999999/is_favorited"]) {
      const res = await call(path, { token: t.staff });
      expect(res.status, path).toBe(404);
      expect(res.data).toEqual(NOT_FOUND);
    }
  });
});

describe("GET /api/recipes", () => {
  it("pages 30 at a time with next/previous links, and limit=10 for a short search", async () => {
    const first = await getPage<RecipeJson>("/api/recipes", t.staff);
    if (first.count <= 30) for (let i = first.count; i <= 31; i++) await createRecipe(t.staff);
    const page1 = await getPage<RecipeJson>("/api/recipes", t.staff);
    expect(page1.results).toHaveLength(30);
    expect(page1.previous).toBeNull();
    const next = new URL(page1.next!);
    expect(next.searchParams.get("offset")).toBe("30");
    expect(next.searchParams.get("limit")).toBe("30");
    const page2 = await getPage<RecipeJson>(`${next.pathname}${next.search}`, t.staff);
    expect(page2.previous).not.toBeNull();
    const ids1 = new Set(page1.results.map((r) => r.id));
    expect(page2.results.some((r) => ids1.has(r.id))).toBe(false);
    const ten = await getPage<RecipeJson>("/api/recipes?limit=10", t.staff);
    expect(ten.results).toHaveLength(10);
  });

  it("a patient sees active recipes only; staff see all and can narrow by state", async () => {
    const word = uniqueWord();
    const live = await buildRecipe(t.staff, { overrides: { name: `Live ${word}` } });
    const draft = await createRecipe(t.staff, { name: `Draft ${word}` });
    const asJane = await getPage<RecipeJson>(`/api/recipes?search=${word}`, t.jane);
    expect(asJane.results.map((r) => r.id)).toEqual([live.recipe.id]);
    const asStaff = await getPage<RecipeJson>(`/api/recipes?search=${word}&ordering=name`, t.staff);
    expect(asStaff.results.map((r) => r.name)).toEqual([`Draft ${word}`, `Live ${word}`]);
    const inactive = await getPage<RecipeJson>(`/api/recipes?search=${word}&active=False`, t.staff);
    expect(inactive.results.map((r) => r.id)).toEqual([draft.id]);
    // active=True is what a patient gets anyway.
    expect((await getPage<RecipeJson>(`/api/recipes?search=${word}&active=True`, t.jane)).count).toBe(1);
  });

  it("an empty search, or one under 3 characters, is 'Enter search term!' (spec part 2 §5), not every recipe", async () => {
    for (const term of ["", "ap", "  "]) {
      expect(await call(`/api/recipes?search=${encodeURIComponent(term)}`, { token: t.jane })).toMatchObject({
        status: 400,
        data: { error_code: "VALIDATION_ERROR", errors: { search: ["Enter search term!"] } },
      });
    }
  });

  it("searches by name (3 characters or more), orders, and filters by category", async () => {
    const word = uniqueWord();
    const a = await buildRecipe(t.staff, { overrides: { name: `Apple ${word}`, preptime: 5 } });
    const b = await buildRecipe(t.staff, { overrides: { name: `Bean ${word}`, preptime: 50 }, category: a.category });
    const c = await buildRecipe(t.staff, { overrides: { name: `Corn ${word}`, preptime: 25 } });
    const byPrep = await getPage<RecipeJson>(`/api/recipes?search=${word}&ordering=-preptime`, t.jane);
    expect(byPrep.results.map((r) => r.id)).toEqual([b.recipe.id, c.recipe.id, a.recipe.id]);
    const filtered = await getPage<RecipeJson>(`/api/recipes?search=${word}&category=${a.category.id}`, t.jane);
    expect(filtered.results.map((r) => r.id).sort()).toEqual([a.recipe.id, b.recipe.id].sort());
    const either = await getPage<RecipeJson>(`/api/recipes?search=${word}&category=${a.category.id},${c.category.id}`, t.jane);
    // Two groups: a recipe must match both; none of these has both categories.
    expect(either.count).toBe(0);
    // Repeated parameters are the same list (not just the last one, which alone would match a and b).
    const repeated = await getPage<RecipeJson>(`/api/recipes?search=${word}&category=${c.category.id}&category=${a.category.id}`, t.jane);
    expect(repeated.count).toBe(0);
    // Any other repeated parameter keeps its last value (a leniency the document does not list).
    const lastWins = await call(`/api/recipes?search=zzz&search=${word}&ordering=name&ordering=-preptime`, { token: t.jane, direct: true });
    expect((lastWins.data.results as unknown as RecipeJson[]).map((r) => r.id)).toEqual([b.recipe.id, c.recipe.id, a.recipe.id]);
  });

  it("bad query parameters are a VALIDATION_ERROR", async () => {
    for (const [q, field] of [
      ["ordering=colour", "ordering"],
      ["limit=0", "limit"],
      ["limit=abc", "limit"],
      ["offset=-1", "offset"],
      ["category=abc", "category.0"],
    ]) {
      const res = await call(`/api/recipes?${q}`, { token: t.jane });
      expect(res.status, q).toBe(400);
      expect(res.data.error_code).toBe("VALIDATION_ERROR");
      expect(Object.keys(res.data.errors as object), q).toContain(field);
    }
  });
});

describe("POST /api/recipes/, PUT /api/recipes/{id}/", () => {
  it("staff create a recipe (inactive) and replace its basic details", async () => {
    const created = await createRecipe(t.staff, { franchise_region: ["US", "ME"] });
    expect(created).toMatchObject({ active: false, is_submitted: false, franchise_region: ["US", "ME"], yields: 2, ingredients: [], created_by: { first_name: expect.any(String) } });
    const word = uniqueWord();
    const res = await call(`/api/recipes/${created.id}/`, { method: "PUT", token: t.staff, json: recipeBody(word, { yields: 4, directions: "Stir.<script>alert(1)</script>", directions_html: "<p onclick=\"x()\">Stir.</p><script>alert(1)</script>" }) });
    expect(res.status, JSON.stringify(res.data)).toBe(200);
    expect(res.data).toMatchObject({ id: created.id, name: `Soup ${word}`.slice(0, 29), yields: 4 });
    expect(String(res.data.directions_html)).not.toMatch(/script|onclick/i);
    expect(String(res.data.directions_html)).toContain("Stir.");
  });

  it("bad basic details are a VALIDATION_ERROR with the spec's messages, and nothing is saved", async () => {
    const before = (await getPage<RecipeJson>("/api/recipes", t.staff)).count;
    const res = await call("/api/recipes/", {
      token: t.staff,
      json: { ...recipeBody(), name: "", preptime: 0, cooktime: "soon", yields: 2147483648, serving_size: "", vegetable: -1, franchise_region: [], directions: " " },
    });
    expect(res.status).toBe(400);
    expect(res.data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: {
        name: ["Required"],
        preptime: ["Must be 1 or more"],
        cooktime: ["Please provide a valid integer"],
        yields: ["Must be 2147483647 or less"],
        serving_size: ["Required"],
        vegetable: ["Must be 0 or more"],
        franchise_region: ["Required"],
        directions: ["Required"],
      },
    });
    expect((await getPage<RecipeJson>("/api/recipes", t.staff)).count).toBe(before);
    const long = await call("/api/recipes/", { token: t.staff, json: recipeBody(uniqueWord(), { name: "A very long recipe name of more than thirty" }) });
    expect(long.data.errors).toEqual({ name: ["Must be 30 characters or less"] });
    const missing = await call(`/api/recipes/99999999/`, { method: "PUT", token: t.staff, json: recipeBody() });
    expect(missing.status).toBe(404);
  });
});

describe("PATCH /api/recipes/{id} {active}: publishing", () => {
  it("checks ingredients, categories, sources and images in that order", async () => {
    const r = await createRecipe(t.staff);
    const publish = () => call(`/api/recipes/${r.id}`, { method: "PATCH", token: t.staff, json: { active: true } });
    const first = await publish();
    expect(first.status).toBe(400);
    expect(first.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { ingredients: ["Please add some ingredients!"] } });

    const built = await buildRecipe(t.staff, { publish: false });
    // Remove rows from the back to the front and watch the first failure move.
    const steps: [string, string, string][] = [
      [`/api/recipe_images/${built.recipe.images[0].id}`, "images", "Please add some images!"],
      [`/api/recipe_sources/${built.recipe.main_sources[0].id}`, "sources", "Please add some sources!"],
      [`/api/recipe_categories/${built.recipe.categories[0].id}`, "categories", "Please add some categories!"],
    ];
    for (const [path, tab, message] of steps) {
      expect((await call(path, { method: "DELETE", token: t.staff })).status).toBe(204);
      const res = await call(`/api/recipes/${built.recipe.id}`, { method: "PATCH", token: t.staff, json: { active: true } });
      expect(res.status).toBe(400);
      expect(res.data.errors).toEqual({ [tab]: [message] });
    }
  });

  it("publishes a complete recipe, which patients then see; unpublishing hides it again", async () => {
    const { recipe } = await buildRecipe(t.staff, { publish: false });
    expect((await call(`/api/recipes/${recipe.id}/`, { token: t.jane })).status).toBe(404);
    const pub = await call(`/api/recipes/${recipe.id}`, { method: "PATCH", token: t.staff, json: { active: "True" } });
    expect(pub.status).toBe(200);
    expect(pub.data).toMatchObject({ id: recipe.id, active: true });
    expect((await call(`/api/recipes/${recipe.id}/`, { token: t.jane })).data).toMatchObject({ id: recipe.id, active: true });
    expect((await call(`/api/recipes/${recipe.id}`, { method: "PATCH", token: t.staff, json: { active: false } })).data).toMatchObject({ active: false });
    expect((await call(`/api/recipes/${recipe.id}/`, { token: t.jane })).status).toBe(404);
  });

  it("a PATCH without a boolean active is a VALIDATION_ERROR and unpublishes nothing", async () => {
    const { recipe } = await buildRecipe(t.staff);
    for (const [json, message] of [
      [{}, "Required"],
      [{ active: "maybe" }, "Must be a valid boolean."],
    ] as const) {
      const res = await call(`/api/recipes/${recipe.id}`, { method: "PATCH", token: t.staff, json });
      expect(res.status).toBe(400);
      expect(res.data.errors).toEqual({ active: [message] });
    }
    expect((await call(`/api/recipes/${recipe.id}/`, { token: t.jane })).data).toMatchObject({ active: true });
  });
});

describe("POST /api/recipes/{id}/decline", () => {
  it("staff decline an inactive recipe with a code; it leaves the approval list", async () => {
    const r = await createRecipe(t.staff);
    const res = await call(`/api/recipes/${r.id}/decline`, { token: t.staff, json: { decline_code: "E" } });
    expect(res.status).toBe(200);
    expect(res.data).toEqual({ id: r.id, decline_code: "E" });
    const declined = await getPage<RecipeJson>(`/api/recipes?declined=True&search=${encodeURIComponent(r.name)}`, t.staff);
    expect(declined.results.map((x) => x.id)).toEqual([r.id]);
    expect(declined.results[0].decline_code).toBe("E");
  });

  it("a missing or unknown code, or an active recipe, is refused", async () => {
    const r = await createRecipe(t.staff);
    expect((await call(`/api/recipes/${r.id}/decline`, { token: t.staff, json: {} })).data).toEqual({ error_code: "VALIDATION_ERROR", errors: { decline_code: ["Required"] } });
    expect((await call(`/api/recipes/${r.id}/decline`, { token: t.staff, json: { decline_code: "Q" } })).data.errors).toEqual({ decline_code: ["Select a valid choice."] });
    const { recipe } = await buildRecipe(t.staff);
    const active = await call(`/api/recipes/${recipe.id}/decline`, { token: t.staff, json: { decline_code: "A" } });
    expect(active.status).toBe(400);
    expect(active.data.errors).toEqual({ non_field_errors: ["Only an inactive recipe can be declined."] });
    expect((await call(`/api/recipes/99999999/decline`, { token: t.staff, json: { decline_code: "A" } })).status).toBe(404);

    // Asked in Spanish (issue 41): the same refusals in Spanish, the same error_code.
    const es = { "Accept-Language": "es" };
    const unknown = await call(`/api/recipes/${r.id}/decline`, { token: t.staff, headers: es, json: { decline_code: "Q" } });
    expect(unknown.status).toBe(400);
    expect(unknown.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { decline_code: ["Seleccione una opción válida."] } });
    const activeEs = await call(`/api/recipes/${recipe.id}/decline`, { token: t.staff, headers: es, json: { decline_code: "A" } });
    expect(activeEs.status).toBe(400);
    expect(activeEs.data).toMatchObject({ error_code: active.data.error_code, errors: { non_field_errors: ["Solo se puede rechazar una receta inactiva."] } });
  });
});

describe("GET /api/recipes/{id}/", () => {
  it("returns everything the details page shows, and counts as a recent view", async () => {
    const { recipe, food, category, source, image } = await buildRecipe(t.staff);
    const res = await call(`/api/recipes/${recipe.id}/`, { token: t.maria });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      id: recipe.id,
      active: true,
      get_range_calorie: expect.stringMatching(/^\d+-\d+$/),
      get_range_carb: expect.stringMatching(/^\d+-\d+$/),
      get_range_protein: expect.stringMatching(/^\d+-\d+$/),
      main_phase: expect.stringMatching(/^(Acute|Transition|Maintenance)$/),
      servings: { vegetable: 2, fat: 0.5 },
      categories: [{ category__id: category.id, category__name: category.name, category__group__name: expect.any(String) }],
      ingredients: [{ ingredient: food.id, ingredient_data: { name: food.name }, quantity: 2, main: true }],
      main_sources: [{ source: source.id, source_data: { id: source.id } }],
      images: [{ image: image.id, image_data: { photo_s: image.photo_s } }],
      main_image: { id: image.id },
      is_favorited: false,
    });
    const recent = await getPage<RecipeJson>("/api/recipes/recent_views", t.maria);
    expect(recent.results[0].id).toBe(recipe.id);
  });
});

describe("featured, recently viewed and related recipes", () => {
  it("featured_recipes lists active featured recipes only", async () => {
    const word = uniqueWord();
    const on = await buildRecipe(t.staff, { overrides: { name: `Feat ${word}`, featured: true } });
    const off = await buildRecipe(t.staff, { overrides: { name: `Feat off ${word}`, featured: true }, publish: false });
    const page = await getPage<RecipeJson>("/api/recipes/featured_recipes?limit=30", t.jane);
    const ids = page.results.map((r) => r.id);
    expect(ids).toContain(on.recipe.id);
    expect(ids).not.toContain(off.recipe.id);
    expect(page.results.every((r) => r.active && r.featured)).toBe(true);
    expect(page).toMatchObject({ next: null, previous: null, count: page.results.length });
    expect((await call("/api/recipes/featured_recipes?limit=31", { token: t.jane })).status).toBe(400);
  });

  it("recent_views are the caller's own, latest first, and never an unpublished recipe for a patient", async () => {
    const a = await buildRecipe(t.staff);
    const b = await buildRecipe(t.staff);
    await call(`/api/recipes/${a.recipe.id}/`, { token: t.jane });
    await call(`/api/recipes/${b.recipe.id}/`, { token: t.jane });
    const jane = await getPage<RecipeJson>("/api/recipes/recent_views", t.jane);
    expect(jane.results.slice(0, 2).map((r) => r.id)).toEqual([b.recipe.id, a.recipe.id]);
    const excluding = await getPage<RecipeJson>(`/api/recipes/recent_views?exclude=${b.recipe.id}`, t.jane);
    expect(excluding.results[0].id).toBe(a.recipe.id);
    const maria = await getPage<RecipeJson>("/api/recipes/recent_views?limit=30", t.maria);
    expect(maria.results.map((r) => r.id)).not.toContain(b.recipe.id);
    await call(`/api/recipes/${b.recipe.id}`, { method: "PATCH", token: t.staff, json: { active: false } });
    expect((await getPage<RecipeJson>("/api/recipes/recent_views", t.jane)).results.map((r) => r.id)).not.toContain(b.recipe.id);
  });

  it("related_recipes share categories with the recipe, active ones only", async () => {
    const a = await buildRecipe(t.staff);
    const b = await buildRecipe(t.staff, { category: a.category });
    const hidden = await buildRecipe(t.staff, { category: a.category, publish: false });
    const page = await getPage<RecipeJson>(`/api/recipes/${a.recipe.id}/related_recipes`, t.jane);
    expect(page.results.map((r) => r.id)).toEqual([b.recipe.id]);
    expect((await call(`/api/recipes/${hidden.recipe.id}/related_recipes`, { token: t.jane })).status).toBe(404);
  });
});

describe("GET /api/recipes/{id}/servings/?scale=n and /api/recipenut_list/", () => {
  it("scales the ingredient lines to n servings", async () => {
    const { recipe, food, measure } = await buildRecipe(t.staff);
    // The recipe yields 2 with 2 of the measure: 4 servings is 4 of it, 1 serving is 1.
    const four = await getPage<{ ingredient__id: number; main: boolean; text: string }>(`/api/recipes/${recipe.id}/servings/?scale=4`, t.jane);
    expect(four.results).toHaveLength(1);
    expect(four.results[0]).toMatchObject({ ingredient__id: food.id, main: true });
    expect(four.results[0].text).toMatch(new RegExp(`^4 ${measure.measure.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} `));
    expect(four.results[0].text).toContain(food.name);
    const one = await getPage<{ text: string }>(`/api/recipes/${recipe.id}/servings/?scale=1`, t.jane);
    expect(one.results[0].text).toMatch(/^1 /);
    const grams = (4 * measure.grams!) / measure.quantity;
    expect(four.results[0].text).toContain(grams >= 1 ? " g)" : " mg)");
  });

  it("a scale under 1 or not a number is a VALIDATION_ERROR", async () => {
    const { recipe } = await buildRecipe(t.staff);
    for (const q of ["scale=0", "scale=abc", ""]) {
      const res = await call(`/api/recipes/${recipe.id}/servings/?${q}`, { token: t.jane });
      expect(res.status, q).toBe(400);
      expect(Object.keys(res.data.errors as object)).toEqual(["scale"]);
    }
  });

  it("nutrition facts are per serving, from the ingredients' foods and measure grams", async () => {
    const { recipe, food, measure } = await buildRecipe(t.staff);
    const nut = await getPage<{ id: number; nut_val: number; nut_data: { number: string } }>(`/api/nut?food=${food.id}&limit=500`, t.staff);
    const energy = nut.results.find((n) => n.nut_data.number === "208")!.nut_val;
    const foodDetail = (await call(`/api/food/${food.id}/`, { token: t.staff })).data as unknown as { base_weight: number };
    const perServing = (energy * ((2 * measure.grams!) / measure.quantity)) / foodDetail.base_weight / 2;
    const facts = await getPage<{ nutrient: string; name: string; units: string; value: number }>(`/api/recipenut_list/?recipe_id=${recipe.id}`, t.jane);
    expect(facts.results[0]).toMatchObject({ nutrient: "208", name: "Calories", units: "kcal" });
    expect(facts.results[0].value).toBe(Math.round(perServing));
    expect(facts.results.map((f) => f.name)).toContain("Protein");
  });

  it("an unpublished recipe's lines and facts are not found for a patient; recipe_id is required", async () => {
    const { recipe } = await buildRecipe(t.staff, { publish: false });
    expect((await call(`/api/recipes/${recipe.id}/servings/?scale=2`, { token: t.jane })).status).toBe(404);
    expect((await call(`/api/recipenut_list/?recipe_id=${recipe.id}`, { token: t.jane })).status).toBe(404);
    expect((await call(`/api/recipenut_list/?recipe_id=${recipe.id}`, { token: t.staff })).status).toBe(200);
    expect((await call(`/api/recipenut_list/`, { token: t.jane })).data).toEqual({ error_code: "VALIDATION_ERROR", errors: { recipe_id: ["Required"] } });
  });
});
