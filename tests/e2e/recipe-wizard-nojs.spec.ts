import { expect, signInAs, test, toast } from "./fixtures";
import { fillSubmission, makeImage, uid } from "./recipe-helpers";

/**
 * The recipe forms with JavaScript off (docs/decisions/0022): plain posts and redirects with a
 * flash toast; errors come back in the page. Without JavaScript an added row is saved at once.
 */
test.use({ javaScriptEnabled: false });

test("staff: Basic Details with an error, then saved; an ingredient added and saved at once", async ({ page }) => {
  await signInAs(page, "admin");
  await page.goto("/nutrition/recipes/add");
  const name = `No-script stew ${uid()}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Prep time (minutes)").fill("0");
  await page.getByLabel("Cook time (minutes)").fill("30");
  await page.getByLabel("Yields (servings)").fill("4");
  await page.getByLabel("Serving size").fill("1 bowl");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.locator(".field").filter({ has: page.getByLabel("Prep time (minutes)") }).getByText("Must be 1 or more")).toBeVisible();
  await expect(page.locator(".field").filter({ has: page.getByLabel("Directions") }).getByText("Required")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);

  await page.getByLabel("Prep time (minutes)").fill("15");
  await page.getByLabel("Directions").fill("Simmer everything for 30 minutes.");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/\d+\/add\?step=2$/);
  await expect(toast(page, "Successfully added!")).toBeVisible();
  await expect(page.getByText("Step 2 - 5")).toBeVisible();

  // The search is a GET form; the pick is a link; Add posts and saves the row.
  await page.getByRole("searchbox", { name: "Search foods" }).fill("broccoli raw");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("list", { name: "Foods found" }).getByRole("link").filter({ hasText: "Broccoli, raw" }).click();
  await page.getByLabel("Quantity").fill("2");
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expect(toast(page, "Item has been added!")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: "Broccoli" });
  await expect(row).toBeVisible();
  await expect(row.getByText("New")).toHaveCount(0);

  // The same food again is refused by the server.
  await page.getByRole("searchbox", { name: "Search foods" }).fill("broccoli raw");
  await page.getByRole("button", { name: "Search" }).click();
  await page.getByRole("list", { name: "Foods found" }).getByRole("link").filter({ hasText: "Broccoli, raw" }).click();
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expect(page.getByText("Please select another ingredient!")).toBeVisible();

  // Deleting asks first, on the page.
  await page.getByRole("link", { name: "Delete Broccoli" }).click();
  const question = page.getByRole("alertdialog");
  await expect(question.getByText("Are you sure you want to delete?")).toBeVisible();
  await question.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByText("Please add ingredients!")).toBeVisible();
});

test("patient: a recipe submission without JavaScript", async ({ page }) => {
  await signInAs(page, "patient");
  await page.goto("/nutrition/recipes/add");
  await fillSubmission(page, `No-script salad ${uid()}`, null);
  await expect(page.getByText("Please upload one image")).toBeVisible();
  await fillSubmission(page, `No-script salad ${uid()}`, await makeImage("salad"));
  await expect(page).toHaveURL(/\/nutrition\/recipes$/);
  await expect(toast(page, "Recipe Submitted")).toBeVisible();
});
