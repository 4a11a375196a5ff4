import { expect } from "vitest";
import { call, tokenFor } from "./client";

/** Shared by the food API test files: demo sign-ins, unique names and a personal food to work on. */

export const STAFF = { email: "admin@example.com", password: "admin-demo-password" };
export const JANE = { email: "patient@example.com", password: "patient-demo-password" };
export const MARIA = { email: "patient2@example.com", password: "patient-demo-password" };

export interface Tokens {
  staff: string;
  jane: string;
  maria: string;
}

export async function signInAll(): Promise<Tokens> {
  const [staff, jane, maria] = await Promise.all([tokenFor(STAFF.email, STAFF.password), tokenFor(JANE.email, JANE.password), tokenFor(MARIA.email, MARIA.password)]);
  return { staff, jane, maria };
}

let seq = Math.floor(Math.random() * 36 ** 3 * 0.9);
/**
 * A word no seeded food has, letters only so full-text search sees it as one word
 * ("qzx" + the time and a counter spelled in letters).
 */
export function uniqueWord(): string {
  seq += 1;
  // Letters only (the food search indexes words), as short as before (recipe names hold 30
  // characters). Each test file counts from its own random start, so two files writing in the
  // same millisecond no longer spell the same word (a staff decline once saw another file's food).
  const n = `${Date.now().toString(36).slice(1)}${seq.toString(36).padStart(3, "0")}`;
  return `qzx${[...n].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join("")}`;
}

/** A valid personal-food body (spec part 2 §3 fields a patient sets). */
export function personalFoodBody(word = uniqueWord(), overrides: Record<string, unknown> = {}) {
  return {
    name: `Oat bites ${word}`,
    long_desc: `Oat bites ${word}, homemade, with peanut butter`,
    base_weight: 100,
    protein_calorie_type: 5,
    protein_calories: 0,
    servings_type: 5,
    servings_fat: 0.5,
    servings_vegetable: 0,
    servings_fruit: 0,
    servings_dairy: 0,
    servings_starch: 1.25,
    servings_misc: 0,
    ...overrides,
  };
}

/** A valid staff food body: the personal fields plus data source, UPC, useful and link. */
export function staffFoodBody(word = uniqueWord(), overrides: Record<string, unknown> = {}) {
  return {
    ...personalFoodBody(word),
    name: `Protein bar ${word}`,
    long_desc: `Protein bar ${word}, chocolate peanut`,
    source: "Manufacturer label",
    upc_code: "012345678905",
    useful: true,
    link: "https://example.com/bars",
    protein_calorie_type: 2,
    protein_calories: 70,
    servings_starch: 0.5,
    ...overrides,
  };
}

export interface FoodJson {
  id: number;
  name: string;
  long_desc: string;
  status: string;
  decline_code: string | null;
  owner_id: number | null;
  source: string;
  upc_code: string | null;
  nut_data: unknown[][];
  [key: string]: unknown;
}

/** POST /api/food/myfood/ as the given patient; fails the test unless it is created. */
export async function createMyFood(token: string, word = uniqueWord(), overrides: Record<string, unknown> = {}): Promise<FoodJson> {
  const res = await call("/api/food/myfood/", { token, json: personalFoodBody(word, overrides) });
  expect(res.status, JSON.stringify(res.data)).toBe(201);
  return res.data as unknown as FoodJson;
}

export interface PageJson<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export async function getPage<T = FoodJson>(path: string, token: string): Promise<PageJson<T>> {
  const res = await call(path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.data)}`).toBe(200);
  return res.data as unknown as PageJson<T>;
}

/** The first result of the food search, as a patient or staff member sees it. */
export async function firstHit(token: string, term: string): Promise<FoodJson> {
  const page = await getPage(`/api/food/search/?search=${encodeURIComponent(term)}`, token);
  expect(page.results.length).toBeGreaterThan(0);
  return page.results[0];
}
