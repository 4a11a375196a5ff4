import { expectNoA11yViolations, gotoWithoutScripts } from "./a11y";
import { waitForMailTo } from "../support/mail";
import { createFoodViaForm, expect, gotoHydrated, pageAs, serverDataDir, signInAs, test, uniqueFoodName } from "./fixtures";
import { freshPatient, tampaDay } from "./progress-data";
import type { Page } from "@playwright/test";

/**
 * axe (WCAG 2.1 A and AA) on every screen the portal has, as a patient and as staff, in the
 * states a person sees: lists, details, each wizard step, open menus, a form with its errors.
 * Screens are grouped per test so one sign-in serves many pages. Seed records are only read.
 */

// Many screens per test, and axe reads every element's colours: give each test room on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function check(page: Page, url: string, ready?: (page: Page) => Promise<void>) {
  await test.step(url, async () => {
    await gotoHydrated(page, url);
    await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
    if (ready) await ready(page);
    await expectNoA11yViolations(page);
  });
}

test.describe("signed out", () => {
  test("sign-in, registration, password and contact pages, the phone notice and a 404", async ({ page }) => {
    for (const url of ["/signin", "/register", "/forgot-password", "/reset-password-request?token=not-a-token", "/request-information", "/schedule-an-appointment", "/no-such-page", "/unsubscribe?token=not-a-token", "/confirm-email?token=not-a-token-yet"]) {
      await check(page, url);
    }
    await test.step("sign-in with its errors", async () => {
      await gotoHydrated(page, "/signin");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.locator(".field-errors").first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });

  test("the phone notice", async ({ browser }) => {
    // A phone: a narrow touch screen (a narrow desktop window stays in the portal, decision 0163).
    const context = await browser.newContext({ viewport: { width: 390, height: 800 }, screen: { width: 390, height: 800 }, isMobile: true, hasTouch: true, baseURL: test.info().project.use.baseURL });
    const page = await context.newPage();
    await gotoHydrated(page, "/mobile");
    await expect(page.getByRole("heading", { level: 1, name: "On a phone? Use our app." })).toBeVisible();
    await expectNoA11yViolations(page);
    await context.close();
  });
});

test.describe("as a patient", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "patient");
  });

  test("home with the profile menu open, favourites, placeholders and a 404 in the shell", async ({ page }) => {
    await check(page, "/home", async (p) => {
      await p.locator("details.profile-menu summary").click();
      await expect(p.getByRole("link", { name: "My favourites" })).toBeVisible();
    });
    for (const url of ["/my-favourites", "/profile", "/notifications", "/progress", "/my-badges", "/testimonials", "/refer-a-friend", "/nutrition/recipes/999999/details"]) {
      await check(page, url);
    }
  });

  // Apart from the pages above: fifteen pages under every rule did not fit one test's time on a busy machine.
  test("the fitness pages and the food journal", async ({ page }) => {
    for (const url of ["/fitness", "/fitness/journal", "/fitness/workout-plans", "/fitness/exercises", "/fitness/my-workout", "/nutrition/journal"]) {
      await check(page, url);
    }
  });

  test("nutrition home: search results and a picked food's Nutrition Facts", async ({ page }) => {
    await check(page, "/nutrition");
    await check(page, "/nutrition?food_q=broccoli", async (p) => {
      await expect(p.getByRole("list", { name: "Foods found" })).toBeVisible();
    });
    await check(page, "/nutrition?food_q=broccoli&food=2", async (p) => {
      await expect(p.getByRole("heading", { name: "Nutrition Facts" })).toBeVisible();
    });
  });

  test("recipes: list, details with both tabs, the submission form", async ({ page }) => {
    await check(page, "/nutrition/recipes");
    await check(page, "/nutrition/recipes/1/details");
    await check(page, "/nutrition/recipes/2/details?tab=directions");
    await check(page, "/nutrition/recipes/add");
  });

  test("my food: list and every step of the wizard", async ({ page }) => {
    const id = await createFoodViaForm(page, "patient", uniqueFoodName("A11y oat bowl"));
    await check(page, "/nutrition/myfood");
    await check(page, "/nutrition/myfood/add");
    for (const step of ["details", "nutrients", "measures"]) await check(page, `/nutrition/myfood/${id}/edit?step=${step}`);
  });

  test("without JavaScript: progress, fitness home, history and journal (chart tables reachable by keyboard)", async ({ page }) => {
    for (const url of ["/progress", "/fitness", "/fitness/my-history", "/fitness/journal", "/home"]) {
      await test.step(`${url} without JavaScript`, async () => {
        await gotoWithoutScripts(page, url);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        await expectNoA11yViolations(page);
      });
    }
  });

  test("side panels: a badge's earnings and Add Weight", async ({ page }) => {
    await check(page, "/my-badges?badge=7", async (p) => {
      await expect(p.getByRole("dialog", { name: "Journal Month" })).toBeVisible();
    });
    await check(page, "/progress?panel=add-weight", async (p) => {
      await expect(p.getByRole("dialog")).toBeVisible();
    });
  });

  test("resources: list, an open article and its own page", async ({ page }) => {
    await check(page, "/nutrition/resources");
    await check(page, "/nutrition/resources?id=2");
    await check(page, "/nutrition/resources/1/details");
  });
});

test.describe("as staff", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "admin");
  });

  test("home with the submissions menu open, staff placeholders", async ({ page }) => {
    await check(page, "/home", async (p) => {
      await p.locator("details.submissions-menu summary").click();
      await expect(p.getByRole("link", { name: "Recipe Approval" })).toBeVisible();
    });
    for (const url of ["/ads", "/motivational-content", "/my-favourites", "/nutrition", "/staff"]) await check(page, url);
  });

  test("recipes: list with inactive cards, a submitted recipe, approval and comments", async ({ page }) => {
    await check(page, "/nutrition/recipes", async (p) => {
      await expect(p.locator(".recipe-card.is-inactive").first()).toBeVisible();
    });
    await check(page, "/nutrition/recipes/1/details");
    await check(page, "/nutrition/recipes/66/details");
    await check(page, "/nutrition/recipes/approval");
    await check(page, "/nutrition/recipes/comments");
  });

  test("recipe wizard: a new recipe and every step of an existing one", async ({ page }) => {
    await check(page, "/nutrition/recipes/add");
    for (const step of [1, 2, 3, 4, 5]) await check(page, `/nutrition/recipes/1/edit?step=${step}`);
  });

  test("food database: list, details, read-only view and every wizard step", async ({ page }) => {
    await check(page, "/nutrition/food-database");
    await check(page, "/nutrition/food-database/2/details");
    await check(page, "/nutrition/food-database/1/view");
    await check(page, "/nutrition/food-database/add");
    for (const step of ["details", "nutrients", "measures"]) await check(page, `/nutrition/food-database/2/edit?step=${step}`);
  });

  test("food approval: list, a submitted food and its wizard", async ({ page, browser }) => {
    const name = uniqueFoodName("A11y lentil soup");
    const patient = await pageAs(browser, "patient");
    const id = await createFoodViaForm(patient.page, "patient", name);
    await patient.close();
    await check(page, `/nutrition/food-database/approval?search=${encodeURIComponent(name)}`);
    await check(page, `/nutrition/food-database/approval/${id}/details`);
    await check(page, `/nutrition/food-database/approval/${id}/edit`);
  });
});

test.describe("an email", () => {
  test("a notification email as a phone's mail program shows it: the WCAG rules, the footer's links 24 px tall", async ({ page, browser }) => {
    // A note from the nurse is emailed to the patient (their default for notes).
    const patient = await freshPatient(page);
    const nurse = await pageAs(browser, "nurse");
    const sent = await nurse.page.request.post(`/patients/${patient.id}`, { form: { intent: "note", date: tampaDay(), text: "Lovely week." }, maxRedirects: 0 });
    await nurse.close();
    expect(sent.status(), "the note is sent").toBe(302);
    const mail = await waitForMailTo(serverDataDir(), patient.email);
    const html = mail.slice(mail.indexOf("<!DOCTYPE html>"), mail.lastIndexOf("</html>") + "</html>".length);
    await page.setViewportSize({ width: 390, height: 800 });
    await page.setContent(html);
    await expect(page.getByRole("link", { name: "Stop these emails" })).toBeVisible();
    await expectNoA11yViolations(page, { wcagOnly: true });
  });
});
