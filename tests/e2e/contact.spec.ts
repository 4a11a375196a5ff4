import Database from "better-sqlite3";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, gotoHydrated, serverDataDir, solveCaptcha, test, toast, uniqueEmail } from "./fixtures";

/**
 * The contact form behind /request-information and /schedule-an-appointment (spec part 1 §2.1,
 * §4, §5, §8): subject = page title, Cancel → /signin, a solved captcha before Submit.
 */
const PAGES = [
  { url: "/request-information", title: "Request Information" },
  { url: "/schedule-an-appointment", title: "Schedule an Appointment" },
] as const;

const LEAD_OK = "You should typically receive a response from a team member within 24 to 48 hours";

async function fillContact(page: Page, v: { firstName: string; email: string; zip: string; comments: string }) {
  await page.getByLabel("First name").fill(v.firstName);
  await page.getByLabel("Email", { exact: true }).fill(v.email);
  await page.getByLabel("Zip code").fill(v.zip);
  await page.getByLabel("Comments").fill(v.comments);
}

/** The stored lead, read straight from the server's database (the staff see it there). */
function storedLead(email: string): { first_name: string; zip: string; subject: string } | undefined {
  const db = new Database(path.join(serverDataDir(), "portal.sqlite"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare("SELECT first_name, zip, subject FROM leads WHERE email = ?").get(email) as
      | { first_name: string; zip: string; subject: string }
      | undefined;
  } finally {
    db.close();
  }
}

for (const { url, title } of PAGES) {
  test.describe(`${title} (JavaScript on)`, () => {
    test("heading is the page title; Submit waits for the captcha; the lead is sent with that subject", async ({ page }) => {
      const email = uniqueEmail("lead");
      await gotoHydrated(page, url);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
      const submit = page.getByRole("button", { name: "Submit" });
      await expect(submit).toBeDisabled();
      // The widget is styled: a tickable box, no loading spinner until it is ticked.
      await expect(page.locator("altcha-widget").getByText("I'm not a robot")).toBeVisible();
      await expect(page.locator("altcha-widget .altcha-checkbox-spinner")).toBeHidden();
      await fillContact(page, { firstName: "Dana", email, zip: "33602", comments: "I would like to know more." });
      await expect(submit).toBeDisabled();

      await solveCaptcha(page);
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page).toHaveURL(/\/signin$/);
      await expect(toast(page, LEAD_OK)).toBeVisible();
      expect(storedLead(email)).toEqual({ first_name: "Dana", zip: "33602", subject: title });
    });

    test("Cancel goes to /signin", async ({ page }) => {
      await gotoHydrated(page, url);
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(page).toHaveURL(/\/signin$/);
    });
  });
}

test.describe("contact form validation (JavaScript on)", () => {
  test("an empty submit shows Required under every field", async ({ page }) => {
    await gotoHydrated(page, "/request-information");
    await solveCaptcha(page);
    await page.getByRole("button", { name: "Submit" }).click();
    for (const label of ["First name", "Email", "Zip code", "Comments"]) {
      const field = page.locator(".field").filter({ has: page.getByLabel(label, { exact: true }) });
      await expect(field.getByText("Required", { exact: true }), label).toBeVisible();
    }
    await expect(page).toHaveURL(/\/request-information$/);
  });

  test("an expired captcha disables Submit again", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/request-information");
    await solveCaptcha(page);
    const submit = page.getByRole("button", { name: "Submit" });
    await expect(submit).toBeEnabled();
    await page.clock.runFor("10:30");
    await expect(submit).toBeDisabled();
    await expect(page.getByText("Please complete the captcha to enable Submit.")).toBeVisible();
  });

  test("a zip longer than 5 characters and a bad email are refused", async ({ page }) => {
    await gotoHydrated(page, "/schedule-an-appointment");
    await solveCaptcha(page);
    await fillContact(page, { firstName: "Lee", email: "lee@example", zip: "123456", comments: "Hello" });
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Must be 5 characters or less", { exact: true })).toBeVisible();
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/schedule-an-appointment$/);
  });
});

test.describe("contact form (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  async function answerSecurityQuestion(page: Page, wrong = false) {
    const label = page.getByText(/^Security question: What is \d+ \+ \d+\?$/);
    await expect(label).toBeVisible();
    const [, a, b] = /What is (\d+) \+ (\d+)\?/.exec((await label.textContent()) ?? "") ?? [];
    const sum = Number(a) + Number(b);
    await page.getByLabel(/Security question/).fill(String(wrong ? sum + 1 : sum));
  }

  test("the security question stands in for the captcha and the lead is sent", async ({ page }) => {
    const email = uniqueEmail("lead-nojs");
    await page.goto("/request-information");
    await expect(page.locator("altcha-widget")).toHaveCount(0);
    await fillContact(page, { firstName: "Robin", email, zip: "77002", comments: "Please call me." });
    await answerSecurityQuestion(page);
    await expect(page.getByRole("button", { name: "Submit" })).toBeEnabled();
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(toast(page, LEAD_OK)).toBeVisible();
    expect(storedLead(email)?.subject).toBe("Request Information");
  });

  test("in Spanish, the security question stands in for the captcha in Spanish (issue 41)", async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await page.goto("/request-information");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const label = page.getByText(/^Pregunta de seguridad: ¿Cuánto es \d+ \+ \d+\?$/);
    await expect(label).toBeVisible();
    const [, a, b] = /(\d+) \+ (\d+)/.exec((await label.textContent()) ?? "") ?? [];
    expect(Number(a) + Number(b)).toBeGreaterThan(3);
    await expect(page.getByLabel(/Pregunta de seguridad/)).toBeEditable();
  });

  test("a wrong answer asks to complete the captcha and try again", async ({ page }) => {
    const email = uniqueEmail("lead-wrong");
    await page.goto("/schedule-an-appointment");
    await fillContact(page, { firstName: "Robin", email, zip: "77002", comments: "Please call me." });
    await answerSecurityQuestion(page, true);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please complete the captcha." })).toBeVisible();
    await expect(toast(page, "Please try again!")).toBeVisible();
    await expect(page).toHaveURL(/\/schedule-an-appointment$/);
    expect(storedLead(email)).toBeUndefined();
  });

  test("an empty submit reaches the server: Required errors and the Invalid Fields notice", async ({ page }) => {
    await page.goto("/request-information");
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(toast(page, "Invalid Fields")).toBeVisible();
    await expect(page.locator(".field-errors").getByText("Required", { exact: true })).toHaveCount(4);
  });

  test("a zip longer than 5 characters is refused by the server", async ({ page }) => {
    await page.goto("/request-information");
    await fillContact(page, { firstName: "Robin", email: uniqueEmail("zip"), zip: "1234567", comments: "Hi" });
    await answerSecurityQuestion(page);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByText("Must be 5 characters or less", { exact: true })).toBeVisible();
    await expect(toast(page, "Invalid Fields")).toBeVisible();
  });

  test("Cancel goes to /signin without JavaScript", async ({ page }) => {
    await page.goto("/schedule-an-appointment");
    await page.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });
});
