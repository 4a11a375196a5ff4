import type { Page } from "@playwright/test";
import { dropPendingToast, expect } from "./fixtures";

/**
 * The journal's browser tests: a demo patient's journal on days of 2025 (the seed fills only the
 * last eight weeks), so each test owns its days. Entries a test needs beforehand are made through
 * the page's own action (a plain form post), as the panel's form would.
 */

export const JOURNAL = "/nutrition/journal";
export const BANANA = "Bananas, raw";
export const SALMON = "Baked Salmon with Dill";

/** Other demo patients, for tests that change what a patient has today (a goal). */
export const MORE_PATIENTS = {
  linda: { email: "linda.patient@example.com", password: "patient-demo-password" },
  robert: { email: "robert.patient@example.com", password: "patient-demo-password" },
  david: { email: "david.patient@example.com", password: "patient-demo-password" },
} as const;

export async function signInAsPatient(page: Page, who: keyof typeof MORE_PATIENTS) {
  const res = await page.request.post("/signin", { form: { intent: "login", ...MORE_PATIENTS[who] }, maxRedirects: 0 });
  expect(res.status(), `sign-in as ${who}`).toBe(302);
}

export const dayUrl = (day: string, extra = "") => `${JOURNAL}?date=${day}${extra ? `&${extra}` : ""}`;

/** A food's or recipe's id, looked up the way the mobile app would (the food search and recipe list). */
export async function itemId(page: Page, kind: "food" | "recipe", name: string): Promise<number> {
  const auth = await page.request.post("/api/token-auth/", { data: { email: "patient@example.com", password: "patient-demo-password" } });
  const token = ((await auth.json()) as { token: string }).token;
  const url = kind === "food" ? `/api/food/search/?search=${encodeURIComponent(name)}&limit=30` : `/api/recipes?search=${encodeURIComponent(name)}`;
  const res = await page.request.get(url, { headers: { Authorization: `JWT ${token}` } });
  const body = (await res.json()) as { results: { id: number; name: string; long_desc?: string }[] };
  const hit = body.results.find((r) => (kind === "food" ? r.long_desc : r.name) === name);
  expect(hit, `${kind} ${name}`).toBeTruthy();
  return hit!.id;
}

/** Adds an entry through the journal page's action, as the panel's form posts it. */
export async function addEntry(page: Page, entry: { day: string; food?: number; recipe?: number; quantity: string; measure?: string; meal?: string }) {
  const form: Record<string, string> = { intent: "add", entry: "food", added_on: entry.day, quantity: entry.quantity, meal: entry.meal ?? "A" };
  if (entry.food) {
    form.food = String(entry.food);
    form.measure = entry.measure ?? "g";
  }
  if (entry.recipe) form.recipe = String(entry.recipe);
  const res = await page.request.post(JOURNAL, { form, maxRedirects: 0 });
  expect(res.status(), "add entry").toBe(302);
  await dropPendingToast(page);
}

export const meal = (page: Page, name: string) => page.getByRole("region", { name, exact: true });
export const panel = (page: Page) => page.locator(".journal-panel");
