import Database from "better-sqlite3";
import path from "node:path";
import {
  ACCOUNTS,
  expect,
  gotoHydrated,
  registerAccount,
  serverDataDir,
  signInAs,
  signInWithForm,
  solveCaptcha,
  test,
  toast,
  uniqueEmail,
} from "./fixtures";
import type { BrowserContext } from "@playwright/test";

/** Sessions, the phone cut-off and the safety rails (spec part 1 §4, §9; issue 2 §5, §9). */

const SESSION_ENDED = "Your session has ended. Please sign in again.";

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "__session");
}

test.describe("sessions", () => {
  test("an idle session ends after 30 minutes and the member is told so", async ({ page }) => {
    const email = uniqueEmail("idle");
    await registerAccount(page, "7890123456", email, "idle-password-1");
    await gotoHydrated(page, "/signin");
    await signInWithForm(page, email, "idle-password-1");
    await expect(page.getByRole("heading", { name: "Welcome back, Morgan!" })).toBeVisible();

    // 29 minutes idle is still fine…
    const db = new Database(path.join(serverDataDir(), "portal.sqlite"), { fileMustExist: true });
    db.pragma("busy_timeout = 5000");
    const setIdle = db.prepare(
      "UPDATE user_sessions SET last_seen_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)",
    );
    try {
      expect(setIdle.run(new Date(Date.now() - 29 * 60_000).toISOString(), email).changes).toBe(1);
      await page.reload();
      await expect(page).toHaveURL(/\/home$/);
      await expect(page.getByRole("heading", { name: "Welcome back, Morgan!" })).toBeVisible();

      // …31 minutes is not.
      expect(setIdle.run(new Date(Date.now() - 31 * 60_000).toISOString(), email).changes).toBe(1);
    } finally {
      db.close();
    }
    await page.reload();
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fhome$/);
    await expect(toast(page, SESSION_ENDED)).toBeVisible();
    await page.goto("/nutrition");
    await expect(page).toHaveURL(/\/signin/);
  });

  test("with JavaScript, the open page signs itself out after 30 idle minutes", async ({ page }) => {
    await page.clock.install();
    await signInAs(page, "admin");
    await gotoHydrated(page, "/home");
    await page.clock.runFor("29:00");
    await expect(page).toHaveURL(/\/home$/);
    await page.clock.runFor("01:05");
    await expect(page).toHaveURL(/\/signin$/);
    await expect(toast(page, SESSION_ENDED)).toBeVisible();
    // The server session went with it.
    await page.goto("/home");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fhome$/);
  });

  test("the session cookie is HttpOnly and SameSite=Lax and holds no patient data", async ({ page, context }) => {
    await gotoHydrated(page, "/signin");
    await signInWithForm(page, ACCOUNTS.patient.email, ACCOUNTS.patient.password);
    await expect(page).toHaveURL(/\/home$/);
    const cookie = await sessionCookie(context);
    expect(cookie, "a session cookie is set").toBeDefined();
    expect(cookie!.httpOnly).toBe(true);
    expect(cookie!.sameSite).toBe("Lax");
    expect(cookie!.path).toBe("/");
    const raw = decodeURIComponent(cookie!.value);
    for (const secret of ["patient@example.com", "Jane", "Doe", "Tampa"]) expect(raw).not.toContain(secret);
    // And scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain("__session");
  });

  test("every sign-in issues a new session id", async ({ page, context }) => {
    await signInAs(page, "patient");
    const first = (await sessionCookie(context))?.value;
    expect(first).toBeTruthy();
    // Signing in again while holding the first cookie still gets a fresh one.
    await signInAs(page, "patient");
    const second = (await sessionCookie(context))?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await page.goto("/home");
    await expect(page.getByRole("heading", { name: "Welcome back, Jane!" })).toBeVisible();
  });
});

test.describe("the 767px cut-off", () => {
  test("at 767px a signed-in member is signed out and sent to /mobile", async ({ page }) => {
    await signInAs(page, "patient");
    await page.setViewportSize({ width: 767, height: 900 });
    await page.goto("/home");
    await expect(page).toHaveURL(/\/mobile$/);
    await expect(page.getByRole("heading", { level: 1, name: "On a phone? Use our app." })).toBeVisible();
    // Signed out for real: the server no longer knows the session.
    const res = await page.request.get("/home", { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()["location"]).toMatch(/^\/signin/);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/home");
    await expect(page).toHaveURL(/\/signin/);
  });

  test("at 768px nothing happens", async ({ page }) => {
    await signInAs(page, "patient");
    await page.setViewportSize({ width: 768, height: 900 });
    await gotoHydrated(page, "/home");
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/home$/);
    await page.goto("/nutrition/recipes");
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
  });

  test("narrowing the window below 768px while signed in also signs out", async ({ page }) => {
    await signInAs(page, "admin");
    await gotoHydrated(page, "/fitness");
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(page).toHaveURL(/\/mobile$/);
    const res = await page.request.get("/fitness", { maxRedirects: 0 });
    expect(res.headers()["location"]).toMatch(/^\/signin/);
  });

  test("printing a narrow page is not a phone", async ({ page }) => {
    await signInAs(page, "patient");
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 600, height: 900 });
    await gotoHydrated(page, "/home");
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/home$/);
  });

  test("signed-out pages at 767px go to /mobile", async ({ page }) => {
    await page.setViewportSize({ width: 767, height: 900 });
    for (const url of ["/signin", "/register", "/request-information"]) {
      await page.goto(url);
      await expect(page, url).toHaveURL(/\/mobile$/);
    }
  });

  test("on /mobile, a wide screen goes to / (and on to /signin when signed out)", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto("/mobile");
    await expect(page).toHaveURL(/\/signin$/);

    await page.setViewportSize({ width: 500, height: 800 });
    await gotoHydrated(page, "/mobile");
    await expect(page.getByRole("heading", { level: 1, name: "On a phone? Use our app." })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page).toHaveURL(/\/signin$/);
  });
});

test.describe("safety rails", () => {
  test("the 11th sign-in POST within a minute from one address gets 429", async ({ page, clientIp }) => {
    const attempt = (ip: string) =>
      page.request.post("/signin", {
        form: { intent: "login", email: ACCOUNTS.patient.email, password: "wrong-password" },
        headers: { "X-Forwarded-For": ip },
        maxRedirects: 0,
      });
    for (let i = 1; i <= 10; i++) expect((await attempt(clientIp)).status(), `try ${i}`).toBe(400);
    const eleventh = await attempt(clientIp);
    expect(eleventh.status()).toBe(429);
    expect(Number(eleventh.headers()["retry-after"])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt(`${clientIp.split(".").slice(0, 3).join(".")}.251`)).status()).toBe(400);
  });

  test("the 11th forgot-password request within a minute from one address gets 429", async ({ page, clientIp }) => {
    const attempt = () =>
      page.request.post("/forgot-password", {
        form: { email: uniqueEmail("flood") },
        headers: { "X-Forwarded-For": clientIp },
        maxRedirects: 0,
      });
    for (let i = 1; i <= 10; i++) expect((await attempt()).status(), `try ${i}`).toBe(302);
    expect((await attempt()).status()).toBe(429);
  });

  test("/signin is served with a nonce-based CSP that forbids framing", async ({ page }) => {
    const res = await page.goto("/signin");
    const csp = res!.headers()["content-security-policy"];
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(res!.headers()["x-frame-options"]).toBe("DENY");
    const again = await page.request.get("/signin");
    const nonce = (h: string) => /'nonce-([^']+)'/.exec(h)?.[1];
    expect(nonce(again.headers()["content-security-policy"])).not.toBe(nonce(csp));
  });

  test("signing in and solving the captcha log no CSP violations", async ({ page }) => {
    const violations: string[] = [];
    page.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await gotoHydrated(page, "/request-information");
    await solveCaptcha(page);
    await gotoHydrated(page, "/signin");
    await signInWithForm(page, ACCOUNTS.patient2.email, ACCOUNTS.patient2.password);
    await expect(page.getByRole("heading", { name: "Welcome back, Maria!" })).toBeVisible();
    await page.locator("details.profile-menu summary").click();
    await page.getByRole("link", { name: "My badges" }).click();
    await expect(page).toHaveURL(/\/my-badges$/);
    expect(violations).toEqual([]);
  });

  test("pages with patient data are never stored by caches", async ({ page }) => {
    await signInAs(page, "patient");
    for (const url of ["/home", "/nutrition/recipes"]) {
      const res = await page.goto(url);
      expect(res!.headers()["cache-control"], url).toContain("no-store");
    }
  });

  test("a POST from another site is refused with 403", async ({ page }) => {
    const evil = await page.request.post("/signin", {
      form: { intent: "login", email: ACCOUNTS.patient.email, password: ACCOUNTS.patient.password },
      headers: { Origin: "https://evil.example" },
      maxRedirects: 0,
    });
    expect(evil.status()).toBe(403);
    expect((await evil.json()).error_code).toBe("CROSS_SITE_REQUEST");
    expect(evil.headers()["set-cookie"] ?? "").not.toContain("__session");

    const crossSite = await page.request.post("/signout", { headers: { "Sec-Fetch-Site": "cross-site" }, maxRedirects: 0 });
    expect(crossSite.status()).toBe(403);

    // The same POST from our own origin works.
    const own = await page.request.post("/signin", {
      form: { intent: "login", email: ACCOUNTS.patient.email, password: ACCOUNTS.patient.password },
      headers: { Origin: new URL(test.info().project.use.baseURL!).origin },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(302);
  });
});
