import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Browser, type Page } from "@playwright/test";

export const ACCOUNTS = {
  patient: { email: "patient@example.com", password: "patient-demo-password", firstName: "Jane" },
  patient2: { email: "patient2@example.com", password: "patient-demo-password", firstName: "Maria" },
  admin: { email: "admin@example.com", password: "admin-demo-password", firstName: "Grace" },
} as const;

export type Role = keyof typeof ACCOUNTS;

let ipCounter = 0;
/** Each test speaks from its own address, so rate limits never leak between tests. */
function freshIp() {
  ipCounter += 1;
  const n = (process.pid * 97 + ipCounter) % 65000;
  return `10.${(n >> 8) & 255}.${n & 255}.${(ipCounter % 250) + 1}`;
}

/** The data folder of the server under test (mail files live under it). */
export function serverDataDir(): string {
  return fs.readFileSync(path.resolve("tests/.tmp/e2e-data-dir"), "utf8").trim();
}

/** Go to a page and wait until React has hydrated it (clicks before that race React). */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Signs in through the real sign-in form's endpoint, sharing the cookie with the page. */
export async function signInAs(page: Page, role: Role) {
  const { email, password } = ACCOUNTS[role];
  const res = await page.request.post("/signin", {
    form: { intent: "login", email, password },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-in as ${role}`).toBe(302);
}

export const test = base.extend<{ clientIp: string }>({
  clientIp: async ({}, use) => {
    await use(freshIp());
  },
  context: async ({ context, clientIp }, use) => {
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": clientIp });
    await use(context);
  },
});

export { expect };

/** A fresh address per call, for accounts a test creates (each test owns its data). */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/**
 * Registers a new patient with one of the seed's unused codes through the registration form's
 * endpoint (for tests whose subject is not registration itself). Each code works once per run.
 */
export async function registerAccount(page: Page, code: string, email: string, password: string) {
  const res = await page.request.post("/register", {
    form: { unique_id: code, email, password, confirmPassword: password },
    maxRedirects: 0,
  });
  expect(res.status(), `register with ${code}`).toBe(302);
}

/** Fills and submits the sign-in form the way a person does. */
export async function signInWithForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

/** Ticks the ALTCHA box and waits for its proof of work (a web worker) to be verified. */
export async function solveCaptcha(page: Page) {
  await page.locator("altcha-widget").getByText("I'm not a robot").click();
  await expect(page.locator("altcha-widget").getByText("Verified")).toBeVisible({ timeout: 15_000 });
}

/** The flash notice (toast) region every page announces messages from. */
export function toast(page: Page, text: string | RegExp) {
  return page.getByTestId("toast").filter({ hasText: text });
}

// ---------------------------------------------------------------------------------------------
// Foods: tests create their own foods through the wizard's own endpoints (plain form posts).

/** A unique food name for one test. */
export function uniqueFoodName(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/**
 * Creates a food through step 1 of the wizard: staff add to the database, a patient adds a
 * personal food (awaiting approval). Returns the new food's id.
 */
export async function createFoodViaForm(page: Page, as: "staff" | "patient", name: string): Promise<number> {
  const form: Record<string, string> = {
    intent: "details",
    name,
    long_desc: `${name}, test recipe`,
    base_weight: "100",
    protein_calorie_type: "2",
    servings_type: "8",
    protein_calories: "1.5",
  };
  if (as === "staff") form.source = "Test kitchen";
  const res = await page.request.post(as === "staff" ? "/nutrition/food-database/add" : "/nutrition/myfood/add", { form, maxRedirects: 0 });
  expect(res.status(), `create food ${name}`).toBe(302);
  const id = Number(/\/(\d+)\//.exec(res.headers()["location"] ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/** Adds one common measure to a food through the wizard's measures step. */
export async function addMeasureViaForm(page: Page, wizardPath: string, m: { seq: number; quantity: string; measure: string; grams: string }) {
  const res = await page.request.post(wizardPath, {
    form: { intent: "add-measure", seq: String(m.seq), quantity: m.quantity, measure: m.measure, grams: m.grams },
    maxRedirects: 0,
  });
  expect(res.status(), `add measure ${m.measure}`).toBe(302);
}

/** A page signed in as someone else, in its own browser context (its own address too). */
export async function pageAs(browser: Browser, role: Role): Promise<{ page: Page; close: () => Promise<void> }> {
  const baseURL = `http://localhost:${Number(process.env.E2E_PORT ?? 3212)}`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  const page = await context.newPage();
  await signInAs(page, role);
  return { page, close: () => context.close() };
}
