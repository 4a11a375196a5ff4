import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { test as base, expect, request, type Browser, type Cookie, type Locator, type Page, type Request } from "@playwright/test";

export const ACCOUNTS = {
  patient: { email: "patient@example.com", password: "patient-demo-password", firstName: "Jane" },
  patient2: { email: "patient2@example.com", password: "patient-demo-password", firstName: "Maria" },
  admin: { email: "admin@example.com", password: "admin-demo-password", firstName: "Grace" },
  /** Care staff of the Tampa clinic (issue 25). */
  nurse: { email: "nurse@example.com", password: "nurse-demo-password", firstName: "Florence" },
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

const baseURL = () => `http://localhost:${Number(process.env.E2E_PORT ?? 3212)}`;

/**
 * Signs in through the real sign-in form's endpoint (a POST to /signin), sharing the cookie with
 * the page: a new server session. For tests about sessions themselves, and for any test that
 * ends its session (signs out, narrows the window below 768 px, waits out the idle limit), so a
 * session other tests share is never ended.
 */
export async function signInFresh(page: Page, role: Role) {
  const { email, password } = ACCOUNTS[role];
  await signInWithPassword(page, email, password, role);
}

/** The same form POST for an account a test made itself. */
export async function signInWithPassword(page: Page, email: string, password: string, label = email) {
  const res = await page.request.post("/signin", {
    form: { intent: "login", email, password },
    maxRedirects: 0,
  });
  expect(res.status(), `sign-in as ${label}`).toBe(302);
}

/**
 * One signed-in session per demo role and worker: the first test that needs a role signs in
 * through the form's endpoint, later tests of the same worker reuse the cookie (sign-in hashes
 * the password with argon2, the costliest request the portal has). Refreshed after ten quiet
 * minutes so the server's 30-minute idle limit never ends it under a slow or paused run.
 */
const roleSessions = new Map<Role, { cookies: Promise<Cookie[]>; usedAt: number }>();

async function roleSession(role: Role): Promise<Cookie[]> {
  const cached = roleSessions.get(role);
  if (cached && Date.now() - cached.usedAt < 10 * 60_000) {
    cached.usedAt = Date.now();
    return cached.cookies;
  }
  const cookies = (async () => {
    const api = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
    try {
      const { email, password } = ACCOUNTS[role];
      const res = await api.post("/signin", { form: { intent: "login", email, password }, maxRedirects: 0 });
      expect(res.status(), `sign-in as ${role}`).toBe(302);
      return (await api.storageState()).cookies;
    } finally {
      await api.dispose();
    }
  })();
  roleSessions.set(role, { cookies, usedAt: Date.now() });
  cookies.catch(() => roleSessions.delete(role));
  return cookies;
}

/**
 * Signs the page's browser context in as a demo role with this worker's shared session. Use it
 * wherever the test is not about signing in; a test that ends its session uses `signInFresh`.
 */
export async function signInAs(page: Page, role: Role) {
  await page.context().addCookies(await roleSession(role));
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

// ---------------------------------------------------------------------------------------------
// Data of the test's own, straight into the server's database where no screen or endpoint makes
// it (registration codes come from the clinics' own system, never from the portal).

/** Opens the database file of the server under test (WAL: the server keeps serving meanwhile). */
export function withServerDb<T>(fn: (db: Database.Database) => T): T {
  const db = new Database(path.join(serverDataDir(), "portal.sqlite"), { fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  try {
    return fn(db);
  } finally {
    db.close();
  }
}

export interface RegistrationCode {
  /** Ten digits, unused. */
  code: string;
  firstName: string;
  city: string;
  state: string;
}

/**
 * A registration code of the test's own, as a clinic hands one out at intake (clinic 1 is
 * Tampa, FL). The seed's ten codes stay untouched, so tests never race for them.
 */
export function makeRegistrationCode(who: { firstName?: string; lastName?: string; clinicId?: number } = {}): RegistrationCode {
  const firstName = who.firstName ?? "Alex";
  const clinicId = who.clinicId ?? 1;
  return withServerDb((db) => {
    const clinic = db.prepare("select city, state from clinics where id = ?").get(clinicId) as { city: string; state: string };
    const insert = db.prepare(
      "insert into registration_codes (code, clinic_id, first_name, last_name, city, state, created_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    for (;;) {
      // 2–9 first, so never one of the made-up wrong codes the tests type (0000000000, 1111111111).
      const code = String(2 + Math.floor(Math.random() * 8)) + String(Math.floor(Math.random() * 1e9)).padStart(9, "0");
      try {
        insert.run(code, clinicId, firstName, who.lastName ?? "Tester", clinic.city, clinic.state, new Date().toISOString());
        return { code, firstName, city: clinic.city, state: clinic.state };
      } catch (e) {
        if (!String(e).includes("UNIQUE")) throw e;
      }
    }
  });
}

export interface NewPatient extends RegistrationCode {
  email: string;
  password: string;
}

/**
 * A new patient of the test's own (a clean slate: no foods, favourites or sessions), registered
 * with its own code through the registration form's endpoint. Not signed in.
 */
export async function registerPatient(page: Page, who: { firstName?: string; clinicId?: number; password?: string } = {}): Promise<NewPatient> {
  const code = makeRegistrationCode(who);
  const email = uniqueEmail(code.firstName.toLowerCase());
  const password = who.password ?? `${code.firstName.toLowerCase()}-password-1`;
  await registerAccount(page, code.code, email, password);
  return { ...code, email, password };
}

/** Registers through the registration form's endpoint with a code the test made (for tests whose subject is not registration itself). */
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

/**
 * A setup post through page.request (redirect not followed) leaves its toast in the shared
 * cookie jar, and the next page would show it: a test waiting for the same message after its own
 * click would find the setup's and go on before its click was answered. Setup helpers drop it.
 */
export async function dropPendingToast(page: Page) {
  await page.context().clearCookies({ name: "__toast" });
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
  await dropPendingToast(page);
  const id = Number(/\/(\d+)\//.exec(res.headers()["location"] ?? "")?.[1]);
  expect(id).toBeGreaterThan(0);
  return id;
}

/**
 * Adds one common measure to a food through the wizard's measures step. `keepToast`: the next
 * page shows its "Item has been added!", for a test about how a toast sits on the page.
 */
export async function addMeasureViaForm(page: Page, wizardPath: string, m: { seq: number; quantity: string; measure: string; grams: string }, opts: { keepToast?: boolean } = {}) {
  const res = await page.request.post(wizardPath, {
    form: { intent: "add-measure", seq: String(m.seq), quantity: m.quantity, measure: m.measure, grams: m.grams },
    maxRedirects: 0,
  });
  expect(res.status(), `add measure ${m.measure}`).toBe(302);
  if (!opts.keepToast) await dropPendingToast(page);
}

/** A page of a second person, in its own browser context with its own address; not signed in. */
export async function secondPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseURL(), extraHTTPHeaders: { "X-Forwarded-For": freshIp() } });
  return { page: await context.newPage(), close: () => context.close() };
}

/** A page signed in as someone else (the role's shared session), in its own browser context with its own address. */
export async function pageAs(browser: Browser, role: Role): Promise<{ page: Page; close: () => Promise<void> }> {
  const second = await secondPage(browser);
  await signInAs(second.page, role);
  return second;
}

/**
 * Records the requests a page sends from now on that match, for "nothing was sent" checks: let
 * the time pass that would have sent one (page.clock), make the page send one that must go
 * (which also proves the recorder sees them), then compare the list. Never a fixed sleep.
 */
export function recordRequests(page: Page, match: (url: URL, request: Request) => boolean): URL[] {
  const seen: URL[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (match(url, r)) seen.push(url);
  });
  return seen;
}

/** A Remix data request (a client-side navigation or revalidation): `/path.data?…` with single fetch. */
export const isDataRequest = (url: URL) => url.pathname.endsWith(".data");

/**
 * Scrolls a load-more list (30 or 20 a page) until `item` shows, as a person would look for it,
 * so a test never assumes its own record is on page one of a list other tests keep growing.
 */
export async function scrollListTo(page: Page, item: Locator) {
  for (let pages = 0; pages < 50; pages++) {
    if ((await item.count()) > 0) break;
    const more = page.locator(".load-more");
    if ((await more.count()) === 0) break;
    const before = await page.getByRole("listitem").count();
    await more.scrollIntoViewIfNeeded();
    await expect.poll(() => page.getByRole("listitem").count()).toBeGreaterThan(before);
  }
  await expect(item).toBeVisible();
}

/**
 * The errors a page logs from now on (React's hydration mismatches #418/#423/#425 among them):
 * assert the list is empty once the screen is shown.
 */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}
