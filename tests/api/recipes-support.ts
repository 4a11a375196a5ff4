import sharp from "sharp";
import { expect } from "vitest";
import { call, fetchApi, newIp } from "./client";
import { getPage, uniqueWord } from "./foods-support";

/** Shared by the recipe API test files: bodies, uploads and a recipe built step by step over HTTP. */

export { getPage, signInAll, uniqueWord, type PageJson, type Tokens } from "./foods-support";

export interface RecipeJson {
  id: number;
  name: string;
  active: boolean;
  is_submitted: boolean;
  decline_code: string | null;
  yields: number | null;
  categories: { id: number; category__id: number; category__name: string; category__group__name: string }[];
  ingredients: { id: number; ingredient: number; measure: number | null; quantity: number; main: boolean; seq: number }[];
  main_sources: { id: number; source: number; seq: number }[];
  images: { id: number; image: number; seq: number }[];
  main_image: { id: number; photo_s: string } | null;
  is_favorited: boolean;
  favorite_id: number | null;
  get_range_calorie: string;
  [key: string]: unknown;
}

/** Valid basic details (spec part 2 §5); names stay under 30 characters. */
export function recipeBody(word = uniqueWord(), overrides: Record<string, unknown> = {}) {
  return {
    name: `Soup ${word}`.slice(0, 29),
    preptime: 10,
    cooktime: 20,
    yields: 2,
    serving_size: "1 bowl",
    vegetable: 2,
    fruit: 0,
    dairy: 0,
    fat: 0.5,
    starch: 0,
    misc: 0,
    protein_calories: 0,
    franchise_region: ["US"],
    directions: "Chop the broccoli. Simmer for twenty minutes. Blend.",
    notes: "Keeps two days in the fridge.",
    ...overrides,
  };
}

export async function createRecipe(staff: string, overrides: Record<string, unknown> = {}): Promise<RecipeJson> {
  const res = await call("/api/recipes/", { token: staff, json: recipeBody(uniqueWord(), overrides) });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as RecipeJson;
}

/**
 * Seeds for pictures nobody asked a seed for: a random start per test file (each file is a worker
 * of its own), then one more each call, so a file never draws the same picture twice.
 */
let nextSeed = Math.floor(Math.random() * 0xffffff);

/**
 * A small real PNG, different for every seed below 2^24 (so its size and content are its own):
 * the seed's three bytes are the colour. The server knows an upload by its content, so two calls
 * drawing the same picture would get one image back (200, not 201).
 */
export async function pngBytes(seed = nextSeed++ % 0x1000000, size = 48): Promise<Buffer> {
  const background = { r: seed & 0xff, g: (seed >> 8) & 0xff, b: (seed >> 16) & 0xff };
  return sharp({ create: { width: size + (seed % 17), height: size, channels: 3, background } })
    .png()
    .toBuffer();
}

export interface UploadPart {
  name: string;
  data: Uint8Array;
  type?: string;
}

/** A multipart POST: string fields and files. */
export async function upload(path: string, token: string | undefined, fields: Record<string, string | UploadPart | UploadPart[]>, opts: { direct?: boolean } = {}) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === "string") form.append(key, v);
      else form.append(key, new Blob([new Uint8Array(v.data)], { type: v.type ?? "application/octet-stream" }), v.name);
    }
  }
  const headers: Record<string, string> = { "X-Forwarded-For": newIp() };
  if (token) headers.Authorization = `JWT ${token}`;
  const res = await fetchApi(path, { method: "POST", body: form, headers, direct: opts.direct });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status: res.status, data: data as Record<string, unknown> & Record<string, never> };
}

export interface ImageJson {
  id: number;
  name: string;
  source: string;
  photo_o: string;
  photo_l: string;
  photo_m: string;
  photo_s: string;
}

export async function uploadPng(staff: string, name = `Plate ${uniqueWord()}`): Promise<ImageJson> {
  const res = await upload("/api/images/", staff, { name, source: "Test kitchen", photo_o: { name: `${uniqueWord()}.png`, data: await pngBytes(), type: "image/png" } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as ImageJson;
}

export interface MeasureJson {
  id: number;
  food: number;
  quantity: number;
  measure: string;
  grams: number | null;
}

/** A database food found by `term` with a measure that has grams. */
export async function foodWithMeasure(token: string, term: string): Promise<{ food: { id: number; name: string }; measure: MeasureJson }> {
  const hits = await getPage<{ id: number; name: string }>(`/api/food/search/?search=${encodeURIComponent(term)}&limit=10`, token);
  for (const food of hits.results) {
    const measures = await getPage<MeasureJson>(`/api/ingredient_weights/?food=${food.id}`, token);
    const measure = measures.results.find((m) => m.grams && m.grams > 0);
    if (measure) return { food, measure };
  }
  throw new Error(`no food with a measure for "${term}"`);
}

export async function createGroup(staff: string, overrides: Record<string, unknown> = {}) {
  const res = await call("/api/category_groups", { token: staff, json: { name: `Group ${uniqueWord()}`, seq: 50, major: false, search: true, ...overrides } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as { id: number; name: string; search: boolean; major: boolean };
}

export async function createCategory(staff: string, group: number, name = `Cat ${uniqueWord()}`) {
  const res = await call("/api/categories", { token: staff, json: { group, name, seq: 1 } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as { id: number; name: string; group: number; seq: number };
}

export async function createSource(staff: string, name = `Source ${uniqueWord()}`) {
  const res = await call("/api/sources", { token: staff, json: { name, url: "https://example.com/recipes", url_title: "Example kitchen", notes: "" } });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as { id: number; name: string };
}

export interface BuiltRecipe {
  recipe: RecipeJson;
  food: { id: number; name: string };
  measure: MeasureJson;
  category: { id: number; name: string };
  source: { id: number };
  image: ImageJson;
}

/**
 * A recipe with one ingredient, one category (of a new searchable group unless given), one
 * source and one image; published unless `publish` is false.
 */
export async function buildRecipe(staff: string, opts: { publish?: boolean; category?: { id: number; name: string }; overrides?: Record<string, unknown>; foodTerm?: string } = {}): Promise<BuiltRecipe> {
  const recipe = await createRecipe(staff, opts.overrides);
  const { food, measure } = await foodWithMeasure(staff, opts.foodTerm ?? "broccoli raw");
  const ing = await call("/api/recipe_ingredients/bulk_create/", {
    token: staff,
    json: [{ recipe: recipe.id, ingredient: food.id, measure: measure.id, quantity: 2, main: true, seq: 1 }],
  });
  expect(ing.status, JSON.stringify(ing.data)).toBe(201);
  const category = opts.category ?? (await createCategory(staff, (await createGroup(staff)).id));
  const cat = await call("/api/recipe_categories/bulk_create", { token: staff, json: [{ recipe: recipe.id, category: category.id }] });
  expect(cat.status, JSON.stringify(cat.data)).toBe(201);
  const source = await createSource(staff);
  const src = await call("/api/recipe_sources/bulk_create/", { token: staff, json: [{ recipe: recipe.id, seq: 1, source: source.id }] });
  expect(src.status, JSON.stringify(src.data)).toBe(201);
  const image = await uploadPng(staff);
  const img = await call("/api/recipe_images/bulk_create/", { token: staff, json: [{ recipe: recipe.id, seq: 1, source: "Test kitchen", image: image.id }] });
  expect(img.status, JSON.stringify(img.data)).toBe(201);
  if (opts.publish !== false) {
    const pub = await call(`/api/recipes/${recipe.id}`, { method: "PATCH", token: staff, json: { active: true } });
    expect(pub.status, JSON.stringify(pub.data)).toBe(200);
  }
  const detail = await call(`/api/recipes/${recipe.id}/`, { token: staff });
  return { recipe: detail.data as unknown as RecipeJson, food, measure, category, source, image };
}
