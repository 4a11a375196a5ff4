import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

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
