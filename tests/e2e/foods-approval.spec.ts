import type { Browser } from "@playwright/test";
import { addMeasureViaForm, createFoodViaForm, expect, gotoHydrated, pageAs, signInAs, test, toast, uniqueFoodName } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

/** A patient submits a personal food; it waits in the approval list. */
async function submittedFood(browser: Browser, label: string) {
  const name = uniqueFoodName(label);
  const patient = await pageAs(browser, "patient");
  const id = await createFoodViaForm(patient.page, "patient", name);
  return { name, id, patient };
}

test("staff approve a patient's submitted food from its approval details", async ({ page, browser }) => {
  const { name, id, patient } = await submittedFood(browser, "Chia pudding");
  await signInAs(page, "admin");
  await gotoHydrated(page, "/nutrition/food-database/approval");
  await page.getByLabel("Search foods awaiting approval").fill(name);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("link", { name, exact: true })).toBeVisible();
  await page.getByRole("link", { name, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/approval/${id}/details$`));
  // The URL changes as the navigation commits; the details are there once their heading is.
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Awaiting approval", { exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Nutrition facts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveAttribute("href", `/nutrition/food-database/approval/${id}/edit`);
  await page.getByRole("button", { name: "Approve" }).click();

  await expect(toast(page, "Food item saved and approved!")).toBeVisible();
  await expect(page).toHaveURL(/\/nutrition\/food-database\/approval$/);
  await gotoHydrated(page, `/nutrition/food-database/approval?search=${encodeURIComponent(name)}`);
  await expect(page.getByText("No items found!")).toBeVisible();

  await gotoHydrated(patient.page, "/nutrition/myfood");
  await expect(patient.page.getByRole("article").filter({ hasText: name })).toContainText("Approved");
  await patient.close();
});

test("staff decline a food with a decline code; the code is required", async ({ page, browser }) => {
  const { name, id, patient } = await submittedFood(browser, "Kale chips");
  await signInAs(page, "admin");
  await gotoHydrated(page, `/nutrition/food-database/approval/${id}/details`);
  await page.getByText("Decline", { exact: true }).click();
  await page.getByRole("button", { name: "Decline food" }).click();
  await expect(page.getByText("Required", { exact: true })).toBeVisible();

  await page.getByLabel("Decline code").selectOption("C");
  await page.getByRole("button", { name: "Decline food" }).click();
  await expect(toast(page, "Food declined!")).toBeVisible();
  await expect(page).toHaveURL(/\/nutrition\/food-database\/approval$/);

  await gotoHydrated(patient.page, "/nutrition/myfood");
  await expect(patient.page.getByRole("article").filter({ hasText: name })).toContainText(
    "Declined: Not within guidelines of the Acute Stage diet",
  );
  await patient.close();
});

test("the wizard in approval mode saves and approves, back to the approval list", async ({ page, browser }) => {
  const { name, id, patient } = await submittedFood(browser, "Miso soup");
  await patient.close();
  await signInAs(page, "admin");
  await gotoHydrated(page, `/nutrition/food-database/approval/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit" })).toBeVisible();
  await expect(page.getByText(/Approval mode/)).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill(`${name} (checked)`);
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/approval/${id}/edit\\?step=nutrients$`));
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/step=measures/);
  await addMeasureViaForm(page, `/nutrition/food-database/approval/${id}/edit?step=measures`, { seq: 1, quantity: "1", measure: "bowl", grams: "240" });
  await page.reload();
  await page.getByRole("button", { name: "Save & Approve" }).click();
  await expect(toast(page, "Food item saved and approved!")).toBeVisible();
  await expect(page).toHaveURL(/\/nutrition\/food-database\/approval$/);

  await gotoHydrated(page, `/nutrition/food-database/${id}/details`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} (checked)` })).toBeVisible();
  await expect(page.getByText("Awaiting approval")).toHaveCount(0);
});
