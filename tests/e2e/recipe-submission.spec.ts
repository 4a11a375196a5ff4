import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";
import { fillSubmission, makeImage, uid } from "./recipe-helpers";

/** A patient's recipe submission (spec part 2 §2, §5, §8). The staff screens a patient cannot open are checked over HTTP (tests/api/redirects.test.ts). */

test.beforeEach(async ({ page }) => {
  await signInAs(page, "patient");
});

test("a patient submits a recipe with one image and is back at the recipes", async ({ page }) => {
  await gotoHydrated(page, "/nutrition/recipes/add");
  await expect(page.getByRole("heading", { level: 1, name: "Submit a Recipe" })).toBeVisible();
  await expect(page.getByText("Step 1 - 5")).toHaveCount(0);
  await fillSubmission(page, `Roast broccoli ${uid()}`, await makeImage("roast"));
  await expect(page).toHaveURL(/\/nutrition\/recipes$/);
  await expect(toast(page, "Recipe Submitted")).toBeVisible();
});

test("without an image the form asks for one and nothing is submitted", async ({ page }) => {
  await gotoHydrated(page, "/nutrition/recipes/add");
  await fillSubmission(page, `No photo ${uid()}`, null);
  await expect(page.getByText("Please upload one image")).toBeVisible();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/add$/);
});

test("a file that is not an image is refused by its content", async ({ page }) => {
  await gotoHydrated(page, "/nutrition/recipes/add");
  await fillSubmission(page, `Webp photo ${uid()}`, await makeImage("dish", "webp"));
  await expect(page.getByText("Unsupported format! (webp)")).toBeVisible();
  await expect(toast(page, "Inavlid Fields")).toBeVisible();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/add$/);
});
