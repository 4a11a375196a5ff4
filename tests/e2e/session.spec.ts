import {
  ACCOUNTS,
  expect,
  gotoHydrated,
  recordRequests,
  registerPatient,
  signInFresh,
  signInWithForm,
  solveCaptcha,
  test,
  toast,
  withServerDb,
} from "./fixtures";
import type { BrowserContext, Page } from "@playwright/test";

/**
 * Sessions, the phone cut-off and the safety rail that needs a browser (spec part 1 §4, §9; issue
 * 2 §5, §9). Rate limits, headers and cross-site POSTs are checked over HTTP in
 * tests/api/web-security.test.ts. Every test here that can end its session signs in afresh.
 */

const SESSION_ENDED = "Your session has ended. Please sign in again.";

async function sessionCookie(context: BrowserContext) {
  return (await context.cookies()).find((c) => c.name === "__session");
}

test.describe("sessions", () => {
  test("an idle session ends after 30 minutes and the member is told so", async ({ page }) => {
    const member = await registerPatient(page, { firstName: "Morgan" });
    await gotoHydrated(page, "/signin");
    await signInWithForm(page, member.email, member.password);
    await expect(page.getByRole("heading", { name: "Welcome back, Morgan!" })).toBeVisible();

    // 29 minutes idle is still fine…
    const setIdle = (minutes: number) =>
      withServerDb((db) =>
        db
          .prepare("UPDATE user_sessions SET last_seen_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)")
          .run(new Date(Date.now() - minutes * 60_000).toISOString(), member.email).changes,
      );
    expect(setIdle(29)).toBe(1);
    await page.reload();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Morgan!" })).toBeVisible();

    // …31 minutes is not.
    expect(setIdle(31)).toBe(1);
    await page.reload();
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fhome$/);
    await expect(toast(page, SESSION_ENDED)).toBeVisible();
    await page.goto("/nutrition");
    await expect(page).toHaveURL(/\/signin/);
  });

  test("with JavaScript, the open page signs itself out after 30 idle minutes", async ({ page }) => {
    await page.clock.install();
    await signInFresh(page, "admin");
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
    await signInFresh(page, "patient");
    const first = (await sessionCookie(context))?.value;
    expect(first).toBeTruthy();
    // Signing in again while holding the first cookie still gets a fresh one.
    await signInFresh(page, "patient");
    const second = (await sessionCookie(context))?.value;
    expect(second).toBeTruthy();
    expect(second).not.toBe(first);
    await page.goto("/home");
    await expect(page.getByRole("heading", { name: "Welcome back, Jane!" })).toBeVisible();
  });
});

/**
 * The cut-off runs as the signed-in shell hydrates. Had it fired, its sign-out request would be on
 * its way by the next frame: so after two frames open another page, then check that its request
 * was seen and no sign-out was, and that the session still opens the portal.
 */
async function expectNoCutoff(page: Page) {
  const sent = recordRequests(page, (url) => url.pathname.startsWith("/signout") || url.pathname === "/nutrition");
  await gotoHydrated(page, "/home");
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.goto("/nutrition");
  await expect(page).toHaveURL(/\/nutrition$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nutrition Home" })).toBeVisible();
  expect(sent.map((u) => u.pathname)).toEqual(["/nutrition"]);
}

/** A phone as Playwright makes one: a narrow screen whose pointer is a finger. */
const PHONE = { viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test.describe("the phone cut-off: a phone's screen, never a narrow window (issue 36 item 7, decision 0163)", () => {
  test.describe("on a phone", () => {
    test.use(PHONE);

    test("a signed-in member is signed out and sent to /mobile", async ({ page }) => {
      await signInFresh(page, "patient");
      await page.goto("/home");
      await expect(page).toHaveURL(/\/mobile$/);
      await expect(page.getByRole("heading", { level: 1, name: "On a phone? Use our app." })).toBeVisible();
      // Signed out for real: the server no longer knows the session.
      const res = await page.request.get("/home", { maxRedirects: 0 });
      expect(res.status()).toBe(302);
      expect(res.headers()["location"]).toMatch(/^\/signin/);
    });

    test("printing is not a phone", async ({ page }) => {
      await signInFresh(page, "patient");
      await page.emulateMedia({ media: "print" });
      await expectNoCutoff(page);
    });

    test("signed-out pages go to /mobile", async ({ page }) => {
      for (const url of ["/signin", "/register", "/request-information"]) {
        await page.goto(url);
        await expect(page, url).toHaveURL(/\/mobile$/);
      }
    });
  });

  test("a 767 px touch screen is a phone; a 768 px one (a tablet) is not", async ({ browser }) => {
    for (const width of [767, 768]) {
      const size = { width, height: 1024 };
      const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: size, screen: size, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      await page.goto("/signin");
      if (width === 767) await expect(page).toHaveURL(/\/mobile$/);
      else {
        await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
        await expect(page).toHaveURL(/\/signin$/);
      }
      await context.close();
    }
  });

  test.describe("a 1280 px screen", () => {
    test.use({ screen: { width: 1280, height: 860 } });

    test("with a 640 px window (or zoomed to 200 %) stays signed in, and /mobile sends it back to the portal", async ({ page }) => {
      await page.setViewportSize({ width: 640, height: 860 });
      // Playwright's setViewportSize moves the screen too: put the desktop's screen back.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setDeviceMetricsOverride", { width: 640, height: 860, deviceScaleFactor: 2, mobile: false, screenWidth: 1280, screenHeight: 860 });
      await signInFresh(page, "patient");
      expect(await page.evaluate(() => [window.screen.width, window.innerWidth])).toEqual([1280, 640]);
      await expectNoCutoff(page);
      await page.goto("/mobile");
      await expect(page).toHaveURL(/\/home$/);
    });

    test("narrowing the window to 320 px while typing keeps the sign-in and what was typed", async ({ page }) => {
      await signInFresh(page, "patient");
      const signOuts = recordRequests(page, (url) => url.pathname.startsWith("/signout"));
      await gotoHydrated(page, "/profile");
      const firstName = page.getByLabel("First name");
      await firstName.fill("Typed before narrowing");
      const cdp = await page.context().newCDPSession(page);
      for (const width of [700, 320]) {
        await cdp.send("Emulation.setDeviceMetricsOverride", { width, height: 860, deviceScaleFactor: 1, mobile: false, screenWidth: 1280, screenHeight: 860 });
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width);
      }
      // Had the cut-off fired, its sign-out would be on its way by the next frame.
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      await expect(page).toHaveURL(/\/profile$/);
      await expect(firstName).toHaveValue("Typed before narrowing");
      expect(signOuts).toEqual([]);
      // Usable at 320 px (WCAG 2.2 reflow): the form's button is on screen, nothing scrolls sideways.
      const saveBox = await page.getByRole("button", { name: "Save details" }).boundingBox();
      expect(saveBox!.x + saveBox!.width).toBeLessThanOrEqual(320);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      expect((await page.request.get("/home", { maxRedirects: 0 })).status()).toBe(200);
    });
  });

});

test.describe("safety rails", () => {
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
    await page.getByRole("link", { name: "My badges", exact: true }).click();
    await expect(page).toHaveURL(/\/my-badges$/);
    expect(violations).toEqual([]);
  });
});
