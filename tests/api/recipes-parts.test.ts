import { beforeAll, describe, expect, it } from "vitest";
import { call } from "./client";
import { buildRecipe, createCategory, createGroup, createRecipe, createSource, foodWithMeasure, getPage, signInAll, uniqueWord, type Tokens } from "./recipes-support";

let t: Tokens;
beforeAll(async () => {
  t = await signInAll();
});

interface IngredientJson {
  id: number;
  recipe: number;
  ingredient: number;
  ingredient_data: { name: string };
  measure: number | null;
  measure_data: { measure: string } | null;
  quantity: number;
  main: boolean;
  seq: number;
}

describe("recipe ingredients", () => {
  it("bulk_create adds a list of rows; the list pages at 100; PUT changes one; DELETE removes one", async () => {
    const r = await createRecipe(t.staff);
    const a = await foodWithMeasure(t.staff, "broccoli raw");
    const b = await foodWithMeasure(t.staff, "carrots raw");
    const created = await call("/api/recipe_ingredients/bulk_create/", {
      token: t.staff,
      json: [
        { recipe: r.id, ingredient: a.food.id, measure: a.measure.id, quantity: 1.5, main: true, seq: 1 },
        { recipe: r.id, ingredient: b.food.id, measure: b.measure.id, quantity: 0.25, main: false, seq: 2 },
      ],
    });
    expect(created.status, JSON.stringify(created.data)).toBe(201);
    const rows = created.data as unknown as IngredientJson[];
    expect(rows.map((x) => [x.ingredient, x.quantity, x.main, x.seq])).toEqual([
      [a.food.id, 1.5, true, 1],
      [b.food.id, 0.25, false, 2],
    ]);
    expect(rows[0].measure_data?.measure).toBe(a.measure.measure);

    const list = await getPage<IngredientJson>(`/api/recipe_ingredients/?limit=100&recipe=${r.id}`, t.staff);
    expect(list.count).toBe(2);
    expect((await getPage<IngredientJson>(`/api/recipe_ingredients/?limit=1&recipe=${r.id}`, t.staff)).next).not.toBeNull();

    const put = await call(`/api/recipe_ingredients/${rows[1].id}/`, { method: "PUT", token: t.staff, json: { recipe: r.id, ingredient: b.food.id, measure: b.measure.id, quantity: 3, main: true, seq: 2 } });
    expect(put.status, JSON.stringify(put.data)).toBe(200);
    expect(put.data).toMatchObject({ id: rows[1].id, quantity: 3, main: true });
    const same = await call(`/api/recipe_ingredients/${rows[1].id}/`, { method: "PUT", token: t.staff, json: { recipe: r.id, ingredient: b.food.id, measure: b.measure.id, quantity: 3, main: true, seq: 2 } });
    expect(same.status).toBe(400);
    expect(same.data.errors).toEqual({ non_field_errors: ["Nothing to update!"] });
    const dupe = await call(`/api/recipe_ingredients/${rows[1].id}/`, { method: "PUT", token: t.staff, json: { recipe: r.id, ingredient: a.food.id, measure: a.measure.id, quantity: 3, main: true, seq: 2 } });
    expect(dupe.data.errors).toEqual({ ingredient: ["Please select another ingredient!"] });

    expect((await call(`/api/recipe_ingredients/${rows[0].id}`, { method: "DELETE", token: t.staff })).status).toBe(204);
    expect((await call(`/api/recipe_ingredients/${rows[0].id}`, { method: "DELETE", token: t.staff })).status).toBe(404);
    expect((await getPage<IngredientJson>(`/api/recipe_ingredients/?recipe=${r.id}`, t.staff)).results.map((x) => x.id)).toEqual([rows[1].id]);
  });

  it("duplicates, a missing weight, a measure of another food and bad numbers are refused, all or none", async () => {
    const r = await createRecipe(t.staff);
    const a = await foodWithMeasure(t.staff, "broccoli raw");
    const b = await foodWithMeasure(t.staff, "carrots raw");
    const row = { recipe: r.id, ingredient: a.food.id, measure: a.measure.id, quantity: 1, main: false, seq: 1 };
    const twice = await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [row, { ...row, seq: 2 }] });
    expect(twice.status).toBe(400);
    expect(twice.data.errors).toEqual({ "1.ingredient": ["Please select another ingredient!"] });
    const noWeight = await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [{ ...row, measure: "" }] });
    expect(noWeight.data.errors).toEqual({ "0.measure": ["Please select weight!"] });
    const otherFoods = await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [{ ...row, measure: b.measure.id }] });
    expect(otherFoods.data.errors).toEqual({ "0.measure": ["Please select weight!"] });
    const numbers = await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [{ ...row, quantity: 0, seq: 0 }] });
    expect(numbers.data.errors).toEqual({ "0.quantity": ["Must be 0.01 or more"], "0.seq": ["Must be 1 or more"] });
    const empty = await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [] });
    expect(empty.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { non_field_errors: ["Required"] } });
    const notAList = await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: row });
    expect(notAList.status).toBe(400);
    // One good row and one bad row: nothing is added.
    const mixed = await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [row, { ...row, ingredient: b.food.id, measure: a.measure.id, seq: 2 }] });
    expect(mixed.status).toBe(400);
    expect((await getPage(`/api/recipe_ingredients/?recipe=${r.id}`, t.staff)).count).toBe(0);
    // Then the good row alone; sending it again is a duplicate of a saved row.
    expect((await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [row] })).status).toBe(201);
    expect((await call("/api/recipe_ingredients/bulk_create/", { token: t.staff, json: [row] })).data.errors).toEqual({ "0.ingredient": ["Please select another ingredient!"] });
    expect((await call("/api/recipe_ingredients/?recipe=99999999", { token: t.staff })).status).toBe(404);
    expect((await call("/api/recipe_ingredients/", { token: t.staff })).data.errors).toEqual({ recipe: ["Required"] });
  });

  it("a patient reads the ingredients of a published recipe only", async () => {
    const live = await buildRecipe(t.staff);
    const draft = await buildRecipe(t.staff, { publish: false });
    expect((await getPage(`/api/recipe_ingredients/?recipe=${live.recipe.id}`, t.jane)).count).toBe(1);
    expect((await call(`/api/recipe_ingredients/?recipe=${draft.recipe.id}`, { token: t.jane })).status).toBe(404);
  });

  it("ingredient search is the food search with limit 10", async () => {
    const page = await getPage("/api/food/search/?search=chicken&limit=10", t.staff);
    expect(page.results).toHaveLength(10);
  });
});

interface GroupJson {
  id: number;
  name: string;
  seq: number;
  major: boolean;
  search: boolean;
  group: { id: number; name: string; seq: number; group: number }[];
}

describe("category groups and categories", () => {
  it("staff create, rename, reorder and delete groups and categories", async () => {
    const g = await createGroup(t.staff, { major: true, search: false, seq: 7 });
    expect(g).toMatchObject({ major: true, search: false, seq: 7, group: [] });
    const c1 = await createCategory(t.staff, g.id, `Brunch ${uniqueWord()}`);
    const c2 = await createCategory(t.staff, g.id, `Supper ${uniqueWord()}`);
    const renamed = await call(`/api/category_groups/${g.id}`, { method: "PATCH", token: t.staff, json: { name: `Meals ${uniqueWord()}`, search: true } });
    expect(renamed.status).toBe(200);
    expect(renamed.data).toMatchObject({ id: g.id, search: true, major: true });
    const moved = await call(`/api/categories/${c2.id}`, { method: "PATCH", token: t.staff, json: { seq: 0 } });
    expect(moved.data.errors).toEqual({ seq: ["Must be 1 or more"] });
    await call(`/api/categories/${c1.id}`, { method: "PATCH", token: t.staff, json: { seq: 2 } });
    const cats = await getPage<{ id: number; seq: number }>(`/api/categories?group=${g.id}`, t.jane);
    expect(cats.results.map((c) => c.id)).toEqual([c2.id, c1.id]);
    const searchable = await getPage<GroupJson>("/api/category_groups?search=True", t.jane);
    const mine = searchable.results.find((x) => x.id === g.id)!;
    expect(mine.group.map((c) => c.id)).toEqual([c2.id, c1.id]);
    expect(searchable.results.every((x) => x.search)).toBe(true);

    expect((await call(`/api/categories/${c1.id}`, { method: "DELETE", token: t.staff })).status).toBe(204);
    expect((await call(`/api/categories/${c1.id}`, { method: "DELETE", token: t.staff })).status).toBe(404);
    expect((await call(`/api/category_groups/${g.id}`, { method: "DELETE", token: t.staff })).status).toBe(204);
    expect((await getPage(`/api/categories?group=${g.id}`, t.staff)).count).toBe(0);
    expect((await call(`/api/category_groups/${g.id}`, { method: "PATCH", token: t.staff, json: { name: "Gone" } })).status).toBe(404);
  });

  it("names are required and unique (per group for categories); the group must exist", async () => {
    const g = await createGroup(t.staff);
    expect((await call("/api/category_groups", { token: t.staff, json: { name: g.name.toUpperCase() } })).data.errors).toEqual({ name: ["A group with this name already exists."] });
    expect((await call("/api/category_groups", { token: t.staff, json: { name: " " } })).data.errors).toEqual({ name: ["Required"] });
    const c = await createCategory(t.staff, g.id);
    expect((await call("/api/categories", { token: t.staff, json: { group: g.id, name: c.name } })).data.errors).toEqual({ name: ["A category with this name already exists in this group."] });
    expect((await call("/api/categories", { token: t.staff, json: { group: 99999999, name: "Lost" } })).data.errors).toEqual({ group: ["Select a valid choice."] });
    expect((await call("/api/categories", { token: t.staff, json: { name: "No group" } })).data.errors).toEqual({ group: ["Required"] });
    expect((await call("/api/categories?group=abc", { token: t.staff })).status).toBe(400);
  });

  it("recipe_categories: bulk_create a list, duplicates refused, DELETE one", async () => {
    const r = await createRecipe(t.staff);
    const g = await createGroup(t.staff);
    const c1 = await createCategory(t.staff, g.id);
    const c2 = await createCategory(t.staff, g.id);
    const twice = await call("/api/recipe_categories/bulk_create", { token: t.staff, json: [{ recipe: r.id, category: c1.id }, { recipe: r.id, category: c1.id }] });
    expect(twice.data.errors).toEqual({ "1.category": ["Please select another category!"] });
    const mixedRecipes = await call("/api/recipe_categories/bulk_create", { token: t.staff, json: [{ recipe: r.id, category: c1.id }, { recipe: r.id + 1, category: c2.id }] });
    expect(mixedRecipes.data.errors).toEqual({ non_field_errors: ["All rows must belong to the same recipe."] });
    const ok = await call("/api/recipe_categories/bulk_create", { token: t.staff, json: [{ recipe: r.id, category: c1.id }, { recipe: r.id, category: c2.id }] });
    expect(ok.status).toBe(201);
    const rows = ok.data as unknown as { id: number; category__id: number; category__name: string; category__group__name: string }[];
    expect(rows.map((x) => x.category__id).sort()).toEqual([c1.id, c2.id].sort());
    expect(rows[0].category__group__name).toBe(g.name);
    const again = await call("/api/recipe_categories/bulk_create", { token: t.staff, json: [{ recipe: r.id, category: c2.id }] });
    expect(again.data.errors).toEqual({ "0.category": ["Please select another category!"] });
    expect((await call(`/api/recipe_categories/${rows[0].id}`, { method: "DELETE", token: t.staff })).status).toBe(204);
    const detail = await call(`/api/recipes/${r.id}/`, { token: t.staff });
    expect((detail.data.categories as unknown[]).length).toBe(1);
  });

  it("recipe_filters lists the searchable groups' categories with group, name and label", async () => {
    const open = await createGroup(t.staff, { search: true });
    const closed = await createGroup(t.staff, { search: false });
    const c = await createCategory(t.staff, open.id);
    const hidden = await createCategory(t.staff, closed.id);
    const filters = await getPage<{ id: number; group: string; name: string; label: string }>("/api/recipe_filters", t.jane);
    expect(filters.results).toContainEqual(expect.objectContaining({ id: c.id, group: open.name, name: String(c.id), label: c.name }));
    expect(filters.results.map((f) => f.id)).not.toContain(hidden.id);
  });
});

describe("sources and recipe sources", () => {
  it("staff create, search, edit and delete sources", async () => {
    const word = uniqueWord();
    const s = await createSource(t.staff, `Kitchen ${word}`);
    expect((await getPage<{ id: number }>(`/api/sources/?search=${word}`, t.jane)).results.map((x) => x.id)).toEqual([s.id]);
    const patched = await call(`/api/sources/${s.id}`, { method: "PATCH", token: t.staff, json: { url_title: "Our kitchen" } });
    expect(patched.data).toMatchObject({ id: s.id, name: `Kitchen ${word}`, url_title: "Our kitchen" });
    expect((await call(`/api/sources/${s.id}`, { method: "PATCH", token: t.staff, json: { url: "not a url" } })).data.errors).toEqual({ url: ["Invalid url"] });
    expect((await call("/api/sources", { token: t.staff, json: { url: "https://example.com" } })).data.errors).toEqual({ name: ["Required"] });
    expect((await call(`/api/sources/${s.id}`, { method: "DELETE", token: t.staff })).status).toBe(204);
    expect((await call(`/api/sources/${s.id}`, { method: "PATCH", token: t.staff, json: { name: "x" } })).status).toBe(404);
  });

  it("recipe_sources: bulk_create a list, list by recipe_id, duplicates refused, DELETE one", async () => {
    const r = await createRecipe(t.staff);
    const s1 = await createSource(t.staff);
    const s2 = await createSource(t.staff);
    const twice = await call("/api/recipe_sources/bulk_create/", { token: t.staff, json: [{ recipe: r.id, seq: 1, source: s1.id }, { recipe: r.id, seq: 2, source: s1.id }] });
    expect(twice.data.errors).toEqual({ "1.source": ["Please select another source!"] });
    const ok = await call("/api/recipe_sources/bulk_create/", { token: t.staff, json: [{ recipe: r.id, seq: 2, source: s1.id }, { recipe: r.id, seq: 1, source: s2.id }] });
    expect(ok.status).toBe(201);
    const list = await getPage<{ id: number; source: number; source_data: { name: string } }>(`/api/recipe_sources/?recipe_id=${r.id}`, t.staff);
    expect(list.results.map((x) => x.source)).toEqual([s2.id, s1.id]);
    expect(list.results[0].source_data.name).toBe(s2.name);
    expect((await call("/api/recipe_sources/bulk_create/", { token: t.staff, json: [{ recipe: r.id, seq: 3, source: s2.id }] })).data.errors).toEqual({ "0.source": ["Please select another source!"] });
    expect((await call("/api/recipe_sources/bulk_create/", { token: t.staff, json: [{ recipe: r.id, seq: 3, source: 99999999 }] })).data.errors).toEqual({ "0.source": ["Select a valid choice."] });
    expect((await call(`/api/recipe_sources/${list.results[0].id}`, { method: "DELETE", token: t.staff })).status).toBe(204);
    expect((await getPage(`/api/recipe_sources/?recipe_id=${r.id}`, t.staff)).count).toBe(1);
    // An unpublished recipe's sources are not found for a patient.
    expect((await call(`/api/recipe_sources/?recipe_id=${r.id}`, { token: t.jane })).status).toBe(404);
  });
});
