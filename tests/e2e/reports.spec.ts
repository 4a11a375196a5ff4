import { expect, gotoHydrated, test } from "./fixtures";
import { freshPatient, tampaDay, uniqueSurname } from "./progress-data";

/**
 * /reports (issue 40) as a patient: the last 4 weeks by week, a question added for the visit; the
 * range form without JavaScript, a refused range answered by the server. The rows' figures, who
 * may open the page and the forms' refusals are tested over HTTP (tests/api/reports-intake.test.ts).
 */

test("a patient reads their last 4 weeks by week and adds a question for the visit", async ({ page }) => {
  await freshPatient(page, uniqueSurname());
  await gotoHydrated(page, "/reports?range=7d&group=day");
  await page.getByLabel("Range", { exact: true }).selectOption("4w");
  await page.getByLabel("Group by", { exact: true }).selectOption("week");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=4w.*group=week/);
  const table = page.getByRole("region", { name: "Food, exercise and weight" });
  await expect(table.getByRole("columnheader", { name: "Week of" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Whole range/ })).toBeVisible();

  const questions = page.getByRole("region", { name: "Questions for your visit" });
  await expect(questions.getByText("No questions yet.")).toBeVisible();
  await questions.getByLabel("Your question").fill("Can I swap rice for quinoa?");
  await questions.getByRole("button", { name: "Add question" }).click();
  await expect(questions.getByRole("listitem").filter({ hasText: "Can I swap rice for quinoa?" })).toBeVisible();
  await expect(questions.getByLabel("Your question")).toHaveValue("");
  // The range asked is kept.
  await expect(page).toHaveURL(/range=4w.*group=week/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the range form is a plain GET: a future day is refused with the server's message, 7 days by day are shown", async ({ page }) => {
    await freshPatient(page, uniqueSurname());
    await page.goto("/reports");
    await page.getByLabel("Range", { exact: true }).selectOption("custom");
    await page.getByLabel("From", { exact: true }).fill(tampaDay(-3));
    await page.getByLabel("To", { exact: true }).fill(tampaDay(2));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The date cannot be in the future." })).toBeVisible();

    await page.getByLabel("Range", { exact: true }).selectOption("7d");
    await page.getByLabel("Group by", { exact: true }).selectOption("day");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/range=7d.*group=day/);
    const table = page.getByRole("region", { name: "Food, exercise and weight" });
    await expect(table.getByRole("columnheader", { name: "Day", exact: true })).toBeVisible();
    // Seven days and the whole range, under the heading row.
    await expect(table.getByRole("row")).toHaveCount(9);
  });
});
