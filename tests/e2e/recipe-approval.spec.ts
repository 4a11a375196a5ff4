import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";
import {
  addCategory,
  addIngredient,
  addSource,
  createGroupWithCategory,
  createSource,
  fillSubmission,
  makeImage,
  saveAndNext,
  uid,
} from "./recipe-helpers";
import type { Page } from "@playwright/test";

/**
 * Recipe approval (spec part 2 §2, §4): a patient's submission waits, inactive, in
 * /nutrition/recipes/approval; staff complete it in the wizard and publish it, or decline it
 * with a code. Each test submits its own recipe as the patient first.
 */

async function submitAsPatient(page: Page, name: string) {
  await signInAs(page, "patient");
  await gotoHydrated(page, "/nutrition/recipes/add");
  await fillSubmission(page, name, await makeImage("submitted"));
  await expect(toast(page, "Recipe Submitted")).toBeVisible();
  await page.context().clearCookies();
  await signInAs(page, "admin");
}

const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

test("staff complete a submission in the wizard and publish it", async ({ page }) => {
  const n = uid();
  const name = `Patient soup ${n}`;
  await submitAsPatient(page, name);

  await gotoHydrated(page, "/nutrition/recipes/approval");
  await expect(card(page, name)).toBeVisible();
  await card(page, name).getByRole("link", { name: `Review ${name}` }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/\d+\/edit$/);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Recipe" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Step 2 - 5")).toBeVisible();
  // The patient's own words stay in view while staff build the real rows.
  await expect(page.getByText("2 cups broccoli florets")).toBeVisible();
  await addIngredient(page, "broccoli raw", "Broccoli, raw", "Broccoli");
  await saveAndNext(page, 3);
  await createGroupWithCategory(page, `Soups ${n}`, `Soup ${n}`);
  await addCategory(page, `Soup ${n}`);
  await saveAndNext(page, 4);
  await createSource(page, `Patient recipe ${n}`);
  await addSource(page, `Patient recipe ${n}`);
  await saveAndNext(page, 5);
  // The submitted photo is already the recipe's image.
  await expect(page.locator(".image-row").filter({ hasText: name })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/\d+\/details$/);
  await expect(toast(page, "Recipe saved!")).toBeVisible();

  await gotoHydrated(page, "/nutrition/recipes/approval");
  await expect(page.getByRole("heading", { level: 1, name: "Recipe Approval" })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test("staff decline a submission with a code", async ({ page }) => {
  const name = `Fried treat ${uid()}`;
  await submitAsPatient(page, name);
  await gotoHydrated(page, "/nutrition/recipes/approval");
  await card(page, name).getByRole("link", { name: `Decline ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`Decline “${name}”?`)).toBeVisible();
  await dialog.getByLabel("Decline code").selectOption("C");
  await dialog.getByRole("button", { name: "Decline recipe" }).click();
  await expect(toast(page, "Recipe declined!")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test("a decline that fails says so", async ({ page }) => {
  await signInAs(page, "admin");
  await gotoHydrated(page, "/nutrition/recipes/approval");
  // A recipe that does not exist cannot be declined.
  const res = await page.request.post("/nutrition/recipes/approval", { form: { id: "999999", decline_code: "A" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  await gotoHydrated(page, "/nutrition/recipes/approval");
  await expect(toast(page, "Recipe not declined! Please try again.")).toBeVisible();
});
