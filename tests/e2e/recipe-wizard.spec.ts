import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";
import {
  addCategory,
  addIngredient,
  addSource,
  createGroupWithCategory,
  createRecipeBasics,
  createSource,
  makeImage,
  openDraftAt,
  openManage,
  pickIngredient,
  saveAndNext,
  uid,
  uploadImage,
} from "./recipe-helpers";
import { makeFilterGroup, makeSource } from "./recipe-data";

/**
 * The staff recipe wizard (spec part 2 §2 Recipe add/edit, §4 Publishing and Wizard rows, §5, §8):
 * from nothing to a published recipe, every publishing message, the row rules, category and
 * source management, image upload. JavaScript on: new rows stay in the browser until Save & Next.
 */

// Long flows of many requests each: under a loaded machine they need more than the default 30 s.
test.describe.configure({ timeout: 60_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, "admin");
});

test("a new recipe: tabs are disabled until it has an id, and the heading says Add", async ({ page }) => {
  await gotoHydrated(page, "/nutrition/recipes/add");
  await expect(page.getByRole("heading", { level: 1, name: "Add Recipe" })).toBeVisible();
  await expect(page.getByText("Step 1 - 5")).toBeVisible();
  const steps = page.getByRole("navigation", { name: "Recipe steps" });
  await expect(steps.getByRole("link")).toHaveCount(0);
  await expect(steps.getByText("Ingredients")).toHaveAttribute("aria-disabled", "true");
  // Required fields and the region rule come from the shared schema.
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.locator(".field").filter({ has: page.getByLabel("Name", { exact: true }) }).getByText("Required")).toBeVisible();
  await expect(page.locator(".field").filter({ has: page.getByLabel("Directions") }).getByText("Required")).toBeVisible();
  await page.getByLabel("United States (US)").uncheck();
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.locator("fieldset").filter({ hasText: "Franchise region" }).getByText("Required")).toBeVisible();
  await expect(page).toHaveURL(/\/nutrition\/recipes\/add$/);
});

test("the whole wizard, from nothing to a published recipe", async ({ page }) => {
  const n = uid();
  const name = `Broccoli bowl ${n}`;
  const [lunch] = (await makeFilterGroup(false, [`Lunch ${n}`])).categories;
  const kitchen = await makeSource(`Clinic kitchen ${n}`);
  const id = await createRecipeBasics(page, name);
  await expect(toast(page, "Successfully added!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Add Recipe" })).toBeVisible();

  // Step 2: a new row is kept here, marked New, and saved on Save & Next.
  await expect(page.getByText("Please add ingredients!")).toBeVisible();
  await addIngredient(page, "broccoli raw", "Broccoli, raw", "Broccoli");
  await saveAndNext(page, 3);
  await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${id}/add\\?step=3$`));
  await page.getByRole("link", { name: /Ingredients/ }).click();
  const row = page.getByRole("row").filter({ hasText: "Broccoli" });
  await expect(row).toBeVisible();
  await expect(row.getByText("New")).toHaveCount(0);
  await page.getByRole("link", { name: /Categories/ }).click();

  // Step 3 (making groups, categories and sources in the panels has tests of its own below)
  await expect(page.getByText("No category selected!")).toBeVisible();
  await addCategory(page, lunch.name);
  await saveAndNext(page, 4);

  // Step 4
  await expect(page.getByText("No Source selected!")).toBeVisible();
  await addSource(page, kitchen.name);
  await saveAndNext(page, 5);

  // Step 5: upload, add, and publishing first asks to save the unsaved image.
  await expect(page.getByText("Please Add an Image to Publish Recipe")).toBeVisible();
  await uploadImage(page, await makeImage("bowl"), `Bowl photo ${n}`);
  await expect(page.getByRole("heading", { name: `Bowl photo ${n}` })).toBeVisible();
  await page.getByRole("button", { name: "Add image" }).click();
  await expect(page.locator(".image-row").filter({ hasText: `Bowl photo ${n}` }).getByText("New")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(toast(page, "Please save images!")).toBeVisible();
  await expect(page).toHaveURL(/step=5$/);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${id}/details$`));
  await expect(toast(page, "Recipe saved!")).toBeVisible();

  // Edit: the heading says Edit, and publishing ends at the details page.
  await gotoHydrated(page, `/nutrition/recipes/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Recipe" })).toBeVisible();
  await expect(page.getByText("Not published")).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${id}/details$`));
  await expect(toast(page, "Recipe saved!")).toBeVisible();
  await gotoHydrated(page, `/nutrition/recipes/${id}/edit?step=2`);
  await expect(page.getByText("Published", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish" })).toHaveCount(0);
});

test("publishing stops at the first missing or unsaved tab, in order", async ({ page }) => {
  const n = uid();
  const [category] = (await makeFilterGroup(false, [`Checks cat ${n}`])).categories;
  const source = await makeSource(`Checks source ${n}`);
  await openDraftAt(page, 5, `Checks ${n}`);
  const publish = () => page.getByRole("button", { name: "Publish" }).click();

  await publish();
  await expect(toast(page, "Please add some ingredients!")).toBeVisible();
  await expect(page).toHaveURL(/step=2$/);

  await addIngredient(page, "broccoli raw", "Broccoli, raw", "Broccoli");
  await page.getByRole("link", { name: /Sources/ }).click();
  await publish();
  await expect(toast(page, "Please save ingredients!")).toBeVisible();
  await expect(page).toHaveURL(/step=2$/);
  await saveAndNext(page, 3);

  await publish();
  await expect(toast(page, "Please add some categories!")).toBeVisible();
  await expect(page).toHaveURL(/step=3$/);
  await addCategory(page, category.name);
  await publish();
  await expect(toast(page, "Please save categories!")).toBeVisible();
  await saveAndNext(page, 4);

  await publish();
  await expect(toast(page, "Please add some sources!")).toBeVisible();
  await expect(page).toHaveURL(/step=4$/);
  await addSource(page, source.name);
  await publish();
  await expect(toast(page, "Please save sources!")).toBeVisible();
  await saveAndNext(page, 5);

  await publish();
  await expect(toast(page, "Please add some images!")).toBeVisible();
  await expect(page).toHaveURL(/step=5$/);
});

test("ingredient rows: duplicate, missing weight, nothing to update, delete through the server", async ({ page }) => {
  const n = uid();
  await openDraftAt(page, 2, `Rows ${n}`);

  // No weight picked.
  await pickIngredient(page, "broccoli raw", "Broccoli, raw");
  await page.getByLabel("Weight").selectOption("");
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expect(page.getByText("Please select weight!")).toBeVisible();

  // A new row can be dropped locally; the same food twice is refused.
  await page.getByLabel("Weight").selectOption({ index: 1 });
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expect(page.getByRole("row").filter({ hasText: "Broccoli" }).getByText("New")).toBeVisible();
  await pickIngredient(page, "broccoli raw", "Broccoli, raw");
  await page.getByRole("button", { name: "Add ingredient" }).click();
  await expect(toast(page, "Please select another ingredient!")).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();
  await page.getByRole("button", { name: "Remove Broccoli" }).click();
  await expect(page.getByText("Please add ingredients!")).toBeVisible();

  // Saved, then edited without a change, then with one, then deleted.
  await addIngredient(page, "broccoli raw", "Broccoli, raw", "Broccoli");
  await saveAndNext(page, 3);
  await page.getByRole("link", { name: /Ingredients/ }).click();
  await page.getByRole("link", { name: "Edit Broccoli" }).click();
  await page.getByRole("button", { name: "Update ingredient" }).click();
  await expect(page.getByText("Nothing to update!")).toBeVisible();
  await page.getByLabel("Quantity").fill("2.5");
  await page.getByRole("button", { name: "Update ingredient" }).click();
  await expect(toast(page, "Item has been updated!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Broccoli" })).toContainText("2 1/2");

  await page.getByRole("link", { name: "Delete Broccoli" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Are you sure you want to delete?")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByText("Please add ingredients!")).toBeVisible();
});

test("category groups and categories: create, rename, reorder, delete; a duplicate category is refused", async ({ page }) => {
  const n = uid();
  await openDraftAt(page, 3, `Cats ${n}`);
  const group = `Diet ${n}`;
  await createGroupWithCategory(page, group, `Low carb ${n}`);
  await page.getByRole("textbox", { name: `New category in ${group}` }).fill(`High protein ${n}`);
  await page.getByRole("button", { name: `Add category to ${group}` }).click();
  await expect(toast(page, "Successfully added!")).toBeVisible();

  // Reorder: the second category moves up.
  const names = () => page.getByRole("listitem").filter({ has: page.getByRole("form", { name: `Group ${group}`, exact: true }) }).locator(".manage-sublist input[name=name]");
  await expect(names().nth(0)).toHaveValue(`Low carb ${n}`);
  await page.getByRole("button", { name: `Move High protein ${n} up` }).click();
  await expect(toast(page, "Item has been updated!")).toBeVisible();
  await expect(names().nth(0)).toHaveValue(`High protein ${n}`);

  // Rename the group and a category.
  const groupForm = page.getByRole("form", { name: `Group ${group}`, exact: true });
  await groupForm.getByLabel("Group name").fill(`${group} plan`);
  await groupForm.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("form", { name: `Group ${group} plan`, exact: true })).toBeVisible();
  const catForm = page.getByRole("form", { name: `Category Low carb ${n}` });
  await catForm.getByLabel("Category name").fill(`Lower carb ${n}`);
  await catForm.getByRole("button", { name: "Rename" }).click();
  await expect(page.getByRole("form", { name: `Category Lower carb ${n}` })).toBeVisible();

  // The same category twice is refused.
  await addCategory(page, `Lower carb ${n}`);
  await addCategory(page, `Lower carb ${n}`);
  await expect(toast(page, "Please select another category!")).toBeVisible();
  await expect(page.locator(".chip").filter({ hasText: `Lower carb ${n}` })).toHaveCount(1);

  // Delete a category, then the group.
  await page.getByRole("link", { name: `Delete category High protein ${n}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByRole("form", { name: `Category High protein ${n}` })).toHaveCount(0);
  await openManage(page, "Manage category groups and categories");
  await page.getByRole("link", { name: `Delete group ${group} plan` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByRole("form", { name: `Group ${group} plan`, exact: true })).toHaveCount(0);
});

test("sources: create, rename, delete; a duplicate source is refused", async ({ page }) => {
  const n = uid();
  await openDraftAt(page, 4, `Sources ${n}`);
  await createSource(page, `Cookbook ${n}`);
  const form = page.getByRole("form", { name: `Source Cookbook ${n}` });
  await form.getByLabel("Name").fill(`Clinic cookbook ${n}`);
  await form.getByLabel("Web address").fill("https://example.com/cookbook");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Item has been updated!")).toBeVisible();
  await expect(page.getByRole("form", { name: `Source Clinic cookbook ${n}` })).toBeVisible();

  await addSource(page, `Clinic cookbook ${n}`);
  await addSource(page, `Clinic cookbook ${n}`);
  await expect(toast(page, "Please select another source!")).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Clinic cookbook ${n}` })).toHaveCount(1);
  await page.getByRole("button", { name: `Remove Clinic cookbook ${n}` }).click();

  await openManage(page, "Manage sources");
  await page.getByRole("link", { name: `Delete source Clinic cookbook ${n}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByLabel("Source", { exact: true }).locator("option", { hasText: `Clinic cookbook ${n}` })).toHaveCount(0);
});

test("images: an upload is checked by its content; a gallery image can be picked by name", async ({ page }) => {
  const n = uid();
  await openDraftAt(page, 5, `Images ${n}`);

  await uploadImage(page, await makeImage("photo", "webp"), `Webp ${n}`);
  await expect(page.getByText("Unsupported format! (webp)")).toBeVisible();

  // Oversized: a clear message, and the server keeps answering.
  const big = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "big-")), `big-${n}.png`);
  fs.writeFileSync(big, Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(11 * 1024 * 1024)]));
  await uploadImage(page, big, `Big ${n}`);
  await expect(page.getByText("Image is too large! The limit is 10 MB.")).toBeVisible();

  await uploadImage(page, await makeImage("salad"), `Salad ${n}`);
  // The picture is in the gallery now, not yet on the recipe: the message says what is next.
  await expect(toast(page, "Picture uploaded. Choose Add image to put it on the recipe.")).toBeVisible();
  await expect(page.getByRole("heading", { name: `Salad ${n}` })).toBeVisible();
  await page.getByRole("link", { name: "Cancel" }).click();

  await page.getByRole("searchbox", { name: "Search images by name" }).fill(`Salad ${n}`);
  await expect(page).toHaveURL(/gq=Salad/);
  const gallery = page.getByRole("list", { name: "Gallery images" });
  await expect(gallery.getByRole("link")).toHaveCount(1);
  await gallery.getByRole("link", { name: `Salad ${n}` }).click();
  await expect(page).toHaveURL(/pick=\d+/);
  await page.getByLabel("Seq").fill("1");
  await page.getByRole("button", { name: "Add image" }).click();
  await expect(page.locator(".image-row").filter({ hasText: `Salad ${n}` }).getByText("New")).toBeVisible();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(toast(page, "Recipe saved!")).toBeVisible();
});
