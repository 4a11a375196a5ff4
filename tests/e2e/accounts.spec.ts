import { latestMailTo, resetLinkIn, waitForMailTo } from "../support/mail";
import { expect, gotoHydrated, makeRegistrationCode, registerAccount, registerPatient, serverDataDir, signInWithForm, test, toast, uniqueEmail } from "./fixtures";
import type { Page } from "@playwright/test";

/**
 * Registration with a clinic's code, and the forgot → mail → reset password loop (spec part 1
 * §2.1, §4, §5, §8). Each test makes its own registration code (a code works once), so no test
 * waits for or spends another's.
 */

/** A code as a person might type it, with dashes: 123-456-7890 or 1234-567-890. */
const dashed = (code: string, groups: number[]) => {
  const parts: string[] = [];
  let at = 0;
  for (const n of groups) parts.push(code.slice(at, (at += n)));
  return parts.join("-");
};

async function fillRegistration(page: Page, v: { code: string; email: string; password: string; confirm?: string }) {
  await page.getByLabel("Registration code").fill(v.code);
  await page.getByLabel("Email", { exact: true }).fill(v.email);
  await page.getByLabel("Password", { exact: true }).fill(v.password);
  await page.getByLabel("Confirm password").fill(v.confirm ?? v.password);
  await page.getByRole("button", { name: "Register" }).click();
}

test.describe("registration (JavaScript on)", () => {
  test("a new patient registers with a clinic's code and signs in, greeted with the code's name and clinic city", async ({ page }) => {
    const code = makeRegistrationCode({ firstName: "Alex", clinicId: 1 });
    const email = uniqueEmail("alex");
    await gotoHydrated(page, "/register");
    await expect(page.getByText("The 10-digit code found on your receipt. Any format works: dashes are ignored.")).toBeVisible();
    await fillRegistration(page, { code: code.code, email, password: "alex-password-1" });
    await expect(page).toHaveURL(/\/signin$/);
    await expect(toast(page, "Registration Successfull!")).toBeVisible();

    await signInWithForm(page, email, "alex-password-1");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Alex!" })).toBeVisible();
    await expect(page.locator("#main").getByText("Tampa, FL", { exact: true })).toBeVisible();
  });

  test("dashes in the code are ignored (234-567-8901)", async ({ page }) => {
    const code = makeRegistrationCode({ firstName: "Sam", clinicId: 2 });
    const email = uniqueEmail("sam");
    await gotoHydrated(page, "/register");
    await fillRegistration(page, { code: dashed(code.code, [3, 3, 4]), email, password: "sam-password-1" });
    await expect(toast(page, "Registration Successfull!")).toBeVisible();

    await signInWithForm(page, email, "sam-password-1");
    await expect(page.getByRole("heading", { name: "Welcome back, Sam!" })).toBeVisible();
    await expect(page.locator("#main").getByText("Orlando, FL", { exact: true })).toBeVisible();
  });

  test("a wrong code is a field error plus a 10-second notice", async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, "/register");
    await fillRegistration(page, { code: "0000000000", email: uniqueEmail("nocode"), password: "some-password-1" });
    const field = page.locator(".field").filter({ has: page.getByLabel("Registration code") });
    await expect(field.getByText("Invalid registration code.", { exact: true })).toBeVisible();
    const notice = page.getByRole("alert").filter({ hasText: "Registration code: Invalid registration code." });
    await expect(notice).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    // Still there after the usual 5 s, gone after 10 s.
    await page.clock.runFor(7_000);
    await expect(notice).toBeVisible();
    await page.clock.runFor(3_500);
    await expect(notice).toBeHidden();
  });

  test("a code that was already used is refused", async ({ page }) => {
    const { code } = makeRegistrationCode({ firstName: "Chris" });
    await registerAccount(page, code, uniqueEmail("chris"), "chris-password-1");
    await gotoHydrated(page, "/register");
    await fillRegistration(page, { code, email: uniqueEmail("chris-again"), password: "chris-password-2" });
    await expect(page.getByText("This registration code has already been used.", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Registration code: This registration code has already been used." })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    // The button stays disabled after the answer, until a field changes (spec part 1 §4).
    const register = page.getByRole("button", { name: "Register" });
    await expect(register).toBeDisabled();
    await page.getByLabel("Registration code").fill("3456789013");
    await expect(register).toBeEnabled();
  });

  test("mismatched passwords and empty fields are caught in the form", async ({ page }) => {
    await gotoHydrated(page, "/register");
    await page.getByRole("button", { name: "Register" }).click();
    await expect(page.locator(".field-errors").getByText("Required", { exact: true })).toHaveCount(4);

    await fillRegistration(page, { code: makeRegistrationCode({ firstName: "Jamie" }).code, email: uniqueEmail("jamie"), password: "jamie-password-1", confirm: "jamie-password-2" });
    await expect(page.getByText("Password does not match", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByLabel("Email", { exact: true }).fill("not-an-email");
    await page.getByLabel("Email", { exact: true }).blur();
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
  });
});

test.describe("registration (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("registers and signs in without JavaScript", async ({ page }) => {
    const code = makeRegistrationCode({ firstName: "Pat", clinicId: 23 });
    const email = uniqueEmail("pat");
    await page.goto("/register");
    await fillRegistration(page, { code: dashed(code.code, [4, 3, 3]), email, password: "pat-password-1" });
    await expect(page).toHaveURL(/\/signin$/);
    await expect(toast(page, "Registration Successfull!")).toBeVisible();
    await signInWithForm(page, email, "pat-password-1");
    await expect(page.getByRole("heading", { name: "Welcome back, Pat!" })).toBeVisible();
    await expect(page.locator("#main").getByText("Nashville, TN", { exact: true })).toBeVisible();
  });

  test("server-side errors: wrong code and mismatched passwords", async ({ page }) => {
    await page.goto("/register");
    await fillRegistration(page, { code: "1111111111", email: uniqueEmail("nojs"), password: "nojs-password-1" });
    await expect(page.getByText("Invalid registration code.", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Registration code: Invalid registration code." })).toBeVisible();

    await fillRegistration(page, { code: makeRegistrationCode({ firstName: "Riley" }).code, email: uniqueEmail("nojs"), password: "nojs-password-1", confirm: "nojs-password-2" });
    await expect(page.getByText("Password does not match", { exact: true })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Confirm password: Password does not match" })).toBeVisible();
  });
});

/** The whole forgot → mail → reset → sign-in loop, with JavaScript on or off. */
async function resetPasswordLoop(page: Page, opts: { firstName: string; js: boolean }) {
  const oldPassword = "old-password-123";
  const newPassword = "new-password-456";
  const { email } = await registerPatient(page, { firstName: opts.firstName, password: oldPassword });
  const go = (url: string) => (opts.js ? gotoHydrated(page, url) : page.goto(url));

  await go("/signin");
  await page.getByRole("link", { name: "Forgot your password" }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  if (opts.js) await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Send reset instructions" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(toast(page, `If an account exists for ${email}, password reset instructions will be sent.`)).toBeVisible();

  // Mailed by the job worker a moment after the page answered.
  const mail = await waitForMailTo(serverDataDir(), email);
  const link = resetLinkIn(mail);
  expect(new URL(link).pathname).toBe("/reset-password-request");

  await go(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  if (!opts.js) {
    // The server checks the confirmation too.
    await page.getByLabel("New password", { exact: true }).fill("first-password-1");
    await page.getByLabel("Confirm new password").fill("second-password-2");
    await page.getByRole("button", { name: "Save new password" }).click();
    await expect(page.getByText("Password does not match", { exact: true })).toBeVisible();
  }
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(toast(page, "Password changed successfully. Please login again!")).toBeVisible();

  // The link works once: opened again, it says so at once and offers no form.
  await go(link);
  await expect(page.getByRole("alert").filter({ hasText: "Invalid token!" })).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);

  // The old password no longer works; the new one does.
  await go("/signin");
  await signInWithForm(page, email, oldPassword);
  await expect(page.getByRole("alert").filter({ hasText: "Unable to log in with provided credentials." })).toBeVisible();
  await signInWithForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole("heading", { name: `Welcome back, ${opts.firstName}!` })).toBeVisible();
}

test.describe("forgot and reset password (JavaScript on)", () => {
  test("forgot → mail → reset link → new password signs in, old one fails, link is single-use", async ({ page }) => {
    await resetPasswordLoop(page, { firstName: "Jordan", js: true });
  });

  test("an unknown email gets the same notice and no mail", async ({ page }) => {
    const email = uniqueEmail("nobody");
    await gotoHydrated(page, "/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await expect(toast(page, `If an account exists for ${email}, password reset instructions will be sent.`)).toBeVisible();
    expect(latestMailTo(serverDataDir(), email)).toBeNull();
  });

  test("forgot password: Required clears as the email is typed, and the next click sends", async ({ page }) => {
    await gotoHydrated(page, "/forgot-password");
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await expect(page.getByText("Required", { exact: true })).toBeVisible();
    const email = uniqueEmail("typed");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await expect(page.getByText("Required", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test("an invalid email is shown on the forgot-password form", async ({ page }) => {
    await gotoHydrated(page, "/forgot-password");
    await page.getByLabel("Email", { exact: true }).fill("someone@nowhere");
    await page.getByRole("button", { name: "Send reset instructions" }).click();
    await expect(page.getByText("Invalid email address", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test("an unknown token gives Invalid token! as the page opens", async ({ page }) => {
    await gotoHydrated(page, "/reset-password-request?token=not-a-real-token");
    await expect(page.getByRole("alert").filter({ hasText: "Invalid token!" })).toBeVisible();
    await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Send me a new link" })).toHaveAttribute("href", "/forgot-password");
  });
});

test.describe("forgot and reset password (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the whole loop works without JavaScript", async ({ page }) => {
    await resetPasswordLoop(page, { firstName: "Casey", js: false });
  });
});
