import { ACCOUNTS, expect, gotoHydrated, test } from "./fixtures";

test.describe("sign in (JavaScript on)", () => {
  test("a patient signs in and is greeted by first name with city and state", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    await page.getByLabel("Email", { exact: true }).fill(ACCOUNTS.patient.email);
    await page.getByLabel("Password").fill(ACCOUNTS.patient.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Jane!" })).toBeVisible();
    await expect(page.locator("#main").getByText("Tampa, FL", { exact: true })).toBeVisible();
  });

  test("after signing in from a deep link, the member lands where they were going", async ({ page }) => {
    // Who is sent where is checked over HTTP (tests/api/redirects.test.ts); this is the form carrying it through.
    await page.goto("/nutrition/recipes");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fnutrition%2Frecipes$/);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.getByLabel("Email", { exact: true }).fill(ACCOUNTS.patient.email);
    await page.getByLabel("Password", { exact: true }).fill(ACCOUNTS.patient.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes$/);
    await expect(page.getByRole("heading", { level: 1, name: "Recipes" })).toBeVisible();
  });

  test("a wrong password shows the first non_field_errors message, which clears on focus", async ({ page }) => {
    await gotoHydrated(page, "/signin");
    await page.getByLabel("Email", { exact: true }).fill(ACCOUNTS.patient.email);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    const error = page.getByRole("alert").filter({ hasText: "Unable to log in with provided credentials." });
    await expect(error).toBeVisible();
    await expect(page).toHaveURL(/\/signin$/);
    await page.getByLabel("Password").focus();
    await expect(error).toBeHidden();
  });
});

test.describe("sign in (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts and signs in without JavaScript", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Email", { exact: true }).fill(ACCOUNTS.admin.email);
    await page.getByLabel("Password").fill(ACCOUNTS.admin.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Grace!" })).toBeVisible();
  });

  test("from a deep link, a wrong password and then the right one land where the member was going", async ({ page }) => {
    await page.goto("/progress");
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprogress$/);
    await page.getByLabel("Email", { exact: true }).fill(ACCOUNTS.patient.email);
    await page.getByLabel("Password").fill("wrong-password-here");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Unable to log in with provided credentials.")).toBeVisible();
    // The form posts back to its own address, so where the member was going stays in it.
    await expect(page).toHaveURL(/\/signin\?redirectTo=%2Fprogress$/);
    await page.getByLabel("Password").fill(ACCOUNTS.patient.password);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/progress$/);
  });

  test("a wrong password shows the error without JavaScript", async ({ page }) => {
    await page.goto("/signin");
    await page.getByLabel("Email", { exact: true }).fill(ACCOUNTS.admin.email);
    await page.getByLabel("Password").fill("wrong-password-here");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByText("Unable to log in with provided credentials.")).toBeVisible();
  });
});
