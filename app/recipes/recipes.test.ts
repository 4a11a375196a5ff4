import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { type Viewer } from "~/domain/outcome";
import { createCategory, createCategoryGroup, createRecipeCategories, deleteCategoryGroup, listCategoryGroups, recipeFilters, reorderCategories } from "./categories.server";
import { createRecipeImages, listImages } from "./images.server";
import {
  createRecipe,
  createRecipeIngredients,
  declineRecipe,
  deleteRecipeIngredient,
  featuredRecipes,
  getRecipe,
  listRecipes,
  recentViews,
  recipeNutrition,
  recordView,
  relatedRecipes,
  servingsScale,
  setRecipeActive,
  updateRecipe,
  updateRecipeIngredient,
} from "./recipes.server";
import { recipeBasicsSchema, type IngredientRowInput } from "./schemas";
import { createRecipeSources, createSource } from "./sources.server";
import { viewerOf } from "../../tests/support/domain";
import { translateMessage } from "~/i18n/i18n.server";

/** An outcome as an English reader reads it: its messages travel as keys (issue 41). */
const inEnglish = <T>(value: T): T => JSON.parse(JSON.stringify(value), (_k, v: unknown) => (typeof v === "string" ? translateMessage("en", v) : v)) as T;

let staff: Viewer;
let jane: Viewer;
let maria: Viewer;


beforeAll(async () => {
  staff = await viewerOf("admin@example.com");
  jane = await viewerOf("patient@example.com");
  maria = await viewerOf("patient2@example.com");
});

const unique = (prefix: string) => `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
const recipeIdOf = async (name: string) => (await db.selectFrom("recipes").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;
const categoryIdOf = async (name: string) => (await db.selectFrom("categories").select("id").where("name", "=", name).executeTakeFirstOrThrow()).id;

const basics = (name: string, extra: Record<string, unknown> = {}) =>
  recipeBasicsSchema.parse({
    name,
    preptime: 10,
    cooktime: 20,
    yields: 2,
    serving_size: "1 bowl",
    vegetable: 1,
    fruit: 0,
    dairy: 0,
    fat: 0.5,
    starch: 0,
    misc: 0,
    protein_calories: 90,
    franchise_region: ["US"],
    directions: "1. Chop.\n2. Cook <script>alert(1)</script>.",
    notes: "Serve hot.",
    notes_html: '<p onclick="steal()">Serve <b>hot</b>.</p><script>alert(2)</script>',
    ...extra,
  });

/** A USDA food and one of its SR28 measures. */
async function foodAndMeasure(ndb: string, measure: string) {
  const food = await db.selectFrom("foods").select("id").where("ndb_no", "=", ndb).executeTakeFirstOrThrow();
  const m = await db.selectFrom("ingredient_weights").select(["id", "grams", "quantity"]).where("food_id", "=", food.id).where("measure", "=", measure).executeTakeFirstOrThrow();
  return { food: food.id, measure: m.id };
}

async function newRecipe(name = unique("Soup")): Promise<number> {
  const r = await createRecipe(staff, basics(name.slice(0, 30)));
  if (!r.ok) throw new Error(JSON.stringify(r));
  return r.data.id;
}

const row = (recipe: number, fm: { food: number; measure: number }, extra: Partial<IngredientRowInput> = {}): IngredientRowInput => ({
  recipe,
  ingredient: fm.food,
  measure: fm.measure,
  quantity: 1,
  main: false,
  seq: 1,
  ...extra,
});

describe("the catalogue", () => {
  it("patients see active recipes only; staff see drafts and submissions too", async () => {
    const asJane = await listRecipes(jane, { limit: 200 });
    const asStaff = await listRecipes(staff, { limit: 200 });
    expect(asJane.results.every((r) => r.active)).toBe(true);
    expect(asStaff.count).toBeGreaterThan(asJane.count);
    expect(asStaff.results.some((r) => !r.active)).toBe(true);
    // A patient asking for inactive recipes still gets only active ones.
    const sneaky = await listRecipes(jane, { active: false, is_submitted: true });
    expect(sneaky.results.every((r) => r.active)).toBe(true);
    // The approval list: submitted, inactive, not declined.
    const approval = await listRecipes(staff, { is_submitted: true, active: false, declined: false });
    expect(approval.results.map((r) => r.name)).toEqual(expect.arrayContaining(["Grandma's Cabbage Rolls", "Spicy Tuna Lettuce Cups"]));
    expect(approval.results.map((r) => r.name)).not.toContain("Double Chocolate Brownies");
  });

  it("search (3 characters or more) and category filters: OR within a group, AND across groups", async () => {
    const chicken = await listRecipes(jane, { search: "chicken" });
    expect(chicken.count).toBeGreaterThan(3);
    expect(chicken.results.every((r) => r.name.toLowerCase().includes("chicken"))).toBe(true);
    // "ch" is too short to search: everything.
    expect((await listRecipes(jane, { search: "ch" })).count).toBe((await listRecipes(jane)).count);
    const [dinner, lunch, seafood] = await Promise.all(["Dinner", "Lunch", "Seafood"].map(categoryIdOf));
    const dinnerSeafood = await listRecipes(jane, { category: [dinner, seafood], limit: 100 });
    const dinnerOrLunchSeafood = await listRecipes(jane, { category: [dinner, lunch, seafood], limit: 100 });
    expect(dinnerSeafood.results.map((r) => r.name)).toContain("Baked Salmon with Dill");
    expect(dinnerSeafood.results.map((r) => r.name)).not.toContain("Lemon Herb Chicken Breast");
    expect(dinnerOrLunchSeafood.count).toBeGreaterThanOrEqual(dinnerSeafood.count);
    expect(dinnerOrLunchSeafood.results.map((r) => r.name)).toContain("Tuna Cucumber Boats");
    expect(await listRecipes(jane, { search: "shrimp", category: [seafood] })).toMatchObject({ count: 3 });
    expect(await listRecipes(jane, { category: [999999] })).toEqual({ count: 0, results: [] });
  });

  it("orders and pages 30 at a time, with cards carrying image and ranges", async () => {
    const first = await listRecipes(jane);
    expect(first.results).toHaveLength(30);
    const second = await listRecipes(jane, { offset: 30 });
    expect(second.results[0].name >= first.results[29].name).toBe(true);
    const card = first.results[0];
    expect(card.main_image?.photo_s).toMatch(/^\/uploads\/images\/.+_s\.jpg$/);
    expect(card.get_range_calorie).toMatch(/^\d+-\d+$/);
    const byKcal = await listRecipes(jane, { ordering: "-kcal", limit: 5 });
    const kcal = byKcal.results.map((r) => Number(r.get_range_calorie.split("-")[0]));
    expect([...kcal].sort((a, b) => b - a)).toEqual(kcal);
    const featured = await featuredRecipes(staff);
    expect(featured.length).toBeGreaterThan(3);
    expect(featured.every((r) => r.featured && r.active)).toBe(true);
  });

  it("the seeded pictures exist on disk in every size", async () => {
    const img = (await listRecipes(jane, { limit: 1 })).results[0].main_image!;
    for (const url of [img.photo_o, img.photo_l, img.photo_m, img.photo_s]) {
      expect(fs.existsSync(path.join(env.DATA_DIR, url.replace(/^\//, "")))).toBe(true);
    }
    const m = await sharp(path.join(env.DATA_DIR, img.photo_m.replace(/^\//, ""))).metadata();
    expect(Math.max(m.width ?? 0, m.height ?? 0)).toBe(640);
  });
});

describe("one recipe", () => {
  it("details: categories, ingredients with their food and measure, sources, images, author, favourite flag", async () => {
    const id = await recipeIdOf("Lemon Herb Chicken Breast");
    const r = await getRecipe(jane, id);
    expect(r).toMatchObject({ name: "Lemon Herb Chicken Breast", active: true, yields: 4, is_favorited: true, created_by: { first_name: "Grace" }, main_phase: "Acute" });
    expect(r!.categories.map((c) => c.category__name)).toContain("Acute Stage");
    expect(r!.categories.find((c) => c.category__name === "Acute Stage")).toMatchObject({ category__group__name: "Special", category__group__major: true });
    expect(r!.ingredients[0]).toMatchObject({ main: true, quantity: 16, ingredient_data: { long_desc: expect.stringContaining("Chicken") }, measure_data: { measure: "oz", quantity: 3, grams: 85 } });
    expect(r!.main_sources[0].source_data.name).toBe("Clinic Test Kitchen");
    expect(r!.images).toHaveLength(1);
    expect(r!.com_num).toBe(3);
    expect(r!.com_avg).toBeCloseTo(8.7, 1);
    expect(r!.directions_html).toContain("<ol>");
    expect((await getRecipe(maria, id))?.is_favorited).toBe(false);
  });

  it("an inactive recipe is not found for patients", async () => {
    const id = await recipeIdOf("Grandma's Cabbage Rolls");
    expect(await getRecipe(maria, id)).toBeNull();
    expect(await recipeNutrition(maria, id)).toBeNull();
    expect(await servingsScale(maria, id, 2)).toBeNull();
    expect(await getRecipe(staff, id)).toMatchObject({ is_submitted: true, raw_ingredients: expect.stringContaining("ground turkey") });
  });

  it("nutrition facts per serving agree with the card's calorie range", async () => {
    const id = await recipeIdOf("Chicken Vegetable Soup");
    const facts = (await recipeNutrition(jane, id))!;
    const kcal = facts.find((f) => f.name === "Calories")!.value;
    expect(kcal).toBeGreaterThan(80);
    expect(kcal).toBeLessThan(250);
    const r = await getRecipe(jane, id);
    const [lo, hi] = r!.get_range_calorie.split("-").map(Number);
    expect(kcal).toBeGreaterThanOrEqual(lo - 1);
    expect(kcal).toBeLessThanOrEqual(hi);
    expect(facts.find((f) => f.name === "Protein")!.value).toBeGreaterThan(15);
  });

  it("serves scale: lines for n servings, weights over 999 mg in g", async () => {
    const id = await recipeIdOf("Lemon Herb Chicken Breast");
    const four = (await servingsScale(jane, id, 4))!;
    const eight = (await servingsScale(jane, id, 8))!;
    expect(four[0]).toMatchObject({ main: true, text: expect.stringMatching(/^16 oz .*Chicken.*\(453 g\)$/) });
    expect(eight[0].text).toMatch(/^32 oz .*\(907 g\)$/);
    // 1/2 tsp ground pepper at 2.3 g a tsp for 4 → 1/8 tsp for one: 288 mg.
    const one = (await servingsScale(jane, id, 1))!;
    expect(one.find((l) => l.text.includes("pepper, black"))?.text).toBe("1/8 tsp, ground Spices, pepper, black (288 mg)");
  });

  it("recently viewed and similar recipes", async () => {
    const a = await recipeIdOf("Baked Salmon with Dill");
    const b = await recipeIdOf("Herb-Crusted Tilapia");
    await recordView(maria, a);
    await recordView(maria, b);
    await recordView(maria, a);
    const recent = await recentViews(maria);
    expect(recent.slice(0, 2).map((r) => r.id)).toEqual([a, b]);
    // The same page opened twice at once records one view, without an error.
    await Promise.all([recordView(maria, b), recordView(maria, b), recordView(maria, b)]);
    expect((await recentViews(maria)).filter((r) => r.id === b)).toHaveLength(1);
    await recordView(maria, a);
    expect((await recentViews(maria, { exclude: a }))[0].id).toBe(b);
    const similar = (await relatedRecipes(jane, a))!;
    expect(similar).toHaveLength(5);
    expect(similar.map((r) => r.id)).not.toContain(a);
    expect(similar.every((r) => r.active)).toBe(true);
    // The most specific shared categories count most: the other seafood dishes come first.
    const seafood = await db
      .selectFrom("recipe_categories as rc")
      .innerJoin("categories as c", "c.id", "rc.category_id")
      .select("rc.recipe_id")
      .where("c.name", "=", "Seafood")
      .execute();
    expect(seafood.map((r) => r.recipe_id)).toContain(a);
    expect(seafood.map((r) => r.recipe_id)).toEqual(expect.arrayContaining([similar[0].id, similar[1].id]));
    expect(similar.map((r) => r.id)).toContain(b);
  });
});

describe("the editor (staff only)", () => {
  it("patients cannot create, publish or change recipes", async () => {
    expect(await createRecipe(jane, basics("Sneaky"))).toEqual({ ok: false, reason: "forbidden" });
    const id = await recipeIdOf("Lemon Herb Chicken Breast");
    expect(await setRecipeActive(jane, id, false)).toEqual({ ok: false, reason: "forbidden" });
    expect(await declineRecipe(jane, id, "B")).toEqual({ ok: false, reason: "forbidden" });
    expect(await createCategoryGroup(jane, { name: "Mine", seq: 1, major: false, search: false })).toEqual({ ok: false, reason: "forbidden" });
    expect(await listImages(jane)).toEqual({ ok: false, reason: "forbidden" });
  });

  it("basic details are sanitized on the way in; a new recipe waits inactive", async () => {
    const id = await newRecipe();
    const r = (await getRecipe(staff, id))!;
    expect(r.active).toBe(false);
    expect(r.directions_html).not.toContain("<script");
    expect(r.notes_html).toBe("<p>Serve <b>hot</b>.</p>");
    expect(await getRecipe(jane, id)).toBeNull();
    // Even HTML that got into the database some other way is cleaned on the way out.
    await db.updateTable("recipes").set({ notes_html: '<img src=x onerror="alert(1)"><p>ok</p>' }).where("id", "=", id).execute();
    expect((await getRecipe(staff, id))!.notes_html).toBe("<p>ok</p>");
  });

  it("ingredients: bulk create, duplicate, weight of another food, nothing to update, delete", async () => {
    const id = await newRecipe();
    const broccoli = await foodAndMeasure("11090", "cup chopped");
    const egg = await foodAndMeasure("01123", "large");
    const created = await createRecipeIngredients(staff, [row(id, broccoli, { quantity: 2, main: true }), row(id, egg, { quantity: 2, seq: 2 })]);
    expect(created.ok && created.data.map((r) => r.measure_data?.measure)).toEqual(["cup chopped", "large"]);
    expect(inEnglish(await createRecipeIngredients(staff, [row(id, broccoli, { seq: 3 })]))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "0.ingredient": ["Please select another ingredient!"] },
    });
    const spinach = await foodAndMeasure("11457", "cup");
    expect(inEnglish(await createRecipeIngredients(staff, [{ ...row(id, spinach), measure: broccoli.measure }]))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "0.measure": ["Please select weight!"] },
    });
    if (!created.ok) throw new Error();
    const first = created.data[0];
    const same = row(id, broccoli, { quantity: 2, main: true, seq: 1 });
    expect(inEnglish(await updateRecipeIngredient(staff, first.id, same))).toEqual({ ok: false, reason: "invalid", errors: { non_field_errors: ["Nothing to update!"] } });
    expect(inEnglish(await updateRecipeIngredient(staff, first.id, { ...same, ingredient: egg.food, measure: egg.measure }))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { ingredient: ["Please select another ingredient!"] },
    });
    const kcalBefore = (await db.selectFrom("recipes").select("kcal").where("id", "=", id).executeTakeFirstOrThrow()).kcal;
    const updated = await updateRecipeIngredient(staff, first.id, { ...same, quantity: 4 });
    expect(updated.ok && updated.data.quantity).toBe(4);
    const kcalAfter = (await db.selectFrom("recipes").select("kcal").where("id", "=", id).executeTakeFirstOrThrow()).kcal;
    expect(kcalAfter).toBeGreaterThan(kcalBefore);
    expect(inEnglish(await deleteRecipeIngredient(staff, first.id))).toEqual({ ok: true, data: null });
    expect((await getRecipe(staff, id))!.ingredients).toHaveLength(1);
  });

  it("publishing checks in order, then publishes; decline needs an inactive recipe", async () => {
    const id = await newRecipe();
    const publish = () => setRecipeActive(staff, id, true);
    expect(inEnglish(await publish())).toEqual({ ok: false, reason: "invalid", errors: { ingredients: ["Please add some ingredients!"] } });
    await createRecipeIngredients(staff, [row(id, await foodAndMeasure("11090", "cup chopped"))]);
    expect(inEnglish(await publish())).toEqual({ ok: false, reason: "invalid", errors: { categories: ["Please add some categories!"] } });
    await createRecipeCategories(staff, [{ recipe: id, category: await categoryIdOf("Dinner") }]);
    expect(inEnglish(await createRecipeCategories(staff, [{ recipe: id, category: await categoryIdOf("Dinner") }]))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "0.category": ["Please select another category!"] },
    });
    expect(inEnglish(await publish())).toEqual({ ok: false, reason: "invalid", errors: { sources: ["Please add some sources!"] } });
    const source = await createSource(staff, { name: unique("Cookbook") });
    if (!source.ok) throw new Error();
    await createRecipeSources(staff, [{ recipe: id, seq: 1, source: source.data.id }]);
    expect(inEnglish(await createRecipeSources(staff, [{ recipe: id, seq: 2, source: source.data.id }]))).toEqual({
      ok: false,
      reason: "invalid",
      errors: { "0.source": ["Please select another source!"] },
    });
    expect(inEnglish(await publish())).toEqual({ ok: false, reason: "invalid", errors: { images: ["Please add some images!"] } });
    const gallery = await listImages(staff, { search: "plate" });
    if (!gallery.ok) throw new Error();
    expect(gallery.data.count).toBeGreaterThan(10);
    await createRecipeImages(staff, [{ recipe: id, image: gallery.data.results[0].id, seq: 1, source: "Clinic Test Kitchen" }]);
    expect(inEnglish(await publish())).toEqual({ ok: true, data: { id, active: true } });
    expect((await getRecipe(jane, id))?.active).toBe(true);
    expect(await declineRecipe(staff, id, "B")).toMatchObject({ ok: false, reason: "invalid" });
    await setRecipeActive(staff, id, false);
    expect(inEnglish(await declineRecipe(staff, id, "B"))).toEqual({ ok: true, data: { id, decline_code: "B" } });
    expect(inEnglish(await updateRecipe(staff, id, basics("Renamed soup", { yields: 4 })))).toEqual({ ok: true, data: { id } });
  });

  it("category groups: unique names, reorder, cascade; the filter panel shows searchable groups", async () => {
    const g = await createCategoryGroup(staff, { name: unique("Season"), seq: 9, major: false, search: true });
    if (!g.ok) throw new Error();
    expect(await createCategoryGroup(staff, { name: g.data.name.toUpperCase(), seq: 1, major: false, search: false })).toMatchObject({ reason: "invalid" });
    const a = await createCategory(staff, { group: g.data.id, name: "Summer", seq: 1 });
    const b = await createCategory(staff, { group: g.data.id, name: "Winter", seq: 2 });
    if (!a.ok || !b.ok) throw new Error();
    expect(await createCategory(staff, { group: g.data.id, name: "summer", seq: 3 })).toMatchObject({ reason: "invalid" });
    expect(inEnglish(await reorderCategories(staff, g.data.id, [b.data.id, a.data.id]))).toEqual({ ok: true, data: null });
    expect((await listCategoryGroups(staff)).find((x) => x.id === g.data.id)?.group.map((c) => c.name)).toEqual(["Winter", "Summer"]);
    expect((await recipeFilters(staff)).filter((f) => f.group_id === g.data.id).map((f) => f.label)).toEqual(["Winter", "Summer"]);
    expect((await recipeFilters(staff)).some((f) => f.group === "Cuisine")).toBe(false);
    expect(inEnglish(await deleteCategoryGroup(staff, g.data.id))).toEqual({ ok: true, data: null });
    expect((await listCategoryGroups(staff)).some((x) => x.id === g.data.id)).toBe(false);
  });
});
