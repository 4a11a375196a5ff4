import { createFoodViaForm, expect, gotoHydrated, pageAs, registerPatient, signInAs, signInWithPassword, test, toast, uniqueFoodName } from "./fixtures";
import { makeRecipe, recipeDomain } from "./recipe-data";

test.describe.configure({ timeout: 90_000 });

test.describe("as a patient", () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, "patient");
  });

  test("My Food lists the patient's foods with their status", async ({ page, browser }) => {
    // A patient of the test's own: the list holds exactly the foods made here, newest first.
    await page.context().clearCookies();
    const member = await registerPatient(page, { firstName: "Robin" });
    await signInWithPassword(page, member.email, member.password);
    const declined = uniqueFoodName("Maple granola");
    const declinedId = await createFoodViaForm(page, "patient", declined);
    const staff = await pageAs(browser, "admin");
    const res = await staff.page.request.post(`/nutrition/food-database/approval/${declinedId}/details`, {
      form: { intent: "decline", decline_code: "E" },
      maxRedirects: 0,
    });
    expect(res.status()).toBe(302);
    await staff.close();
    const name = uniqueFoodName("Almond butter toast");
    await createFoodViaForm(page, "patient", name);

    await gotoHydrated(page, "/nutrition/myfood");
    await expect(page.getByRole("heading", { level: 1, name: "My Food Items" })).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(2);
    const card = page.getByRole("article").first();
    await expect(card).toContainText(name);
    await expect(card).toContainText("Awaiting approval");
    await expect(card.getByRole("link", { name: /^Edit/ })).toBeVisible();
    await expect(card.getByRole("link", { name: /^Delete/ })).toBeVisible();
    // A declined food shows its reason.
    await expect(page.getByRole("article").nth(1)).toContainText(declined);
    await expect(page.getByRole("article").nth(1).getByText(/^Declined: /)).toBeVisible();
  });

  test("a patient adds a personal food through the wizard; it awaits approval", async ({ page }) => {
    const name = uniqueFoodName("Turkey wrap");
    await gotoHydrated(page, "/nutrition/myfood");
    await page.getByRole("link", { name: "Add new" }).click();
    await expect(page).toHaveURL(/\/nutrition\/myfood\/add$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add" })).toBeVisible();
    await expect(page.getByText(/waits for approval/)).toBeVisible();
    // Staff-only fields are not there.
    await expect(page.getByLabel("Data source")).toHaveCount(0);
    await expect(page.getByLabel("UPC")).toHaveCount(0);

    await page.getByLabel("Name", { exact: true }).fill(name);
    await page.getByLabel("Description").fill(`${name}, whole wheat`);
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Atleast one servings type is required!" })).toBeVisible();
    await page.getByLabel("Protein calories").fill("2");
    await page.getByLabel("Starch").fill("1.5");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(page).toHaveURL(/\/nutrition\/myfood\/\d+\/edit\?step=nutrients$/);
    await page.getByLabel("Energy (kcal)").fill("310");
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(page).toHaveURL(/step=measures/);
    const add = page.getByRole("form", { name: "Add a measure" });
    await add.getByLabel("Quantity").fill("1");
    await add.getByLabel("Measure").fill("wrap");
    await add.getByLabel("Grams").fill("180");
    await add.getByRole("button", { name: "Add measure" }).click();
    await expect(toast(page, "Item has been added!")).toBeVisible();
    await page.getByRole("button", { name: "Finish" }).click();
    await expect(toast(page, "Food item saved!")).toBeVisible();
    await expect(page).toHaveURL(/\/nutrition\/myfood$/);
    await expect(page.getByRole("article").filter({ hasText: name })).toContainText("Awaiting approval");
  });

  test("a patient edits a personal food", async ({ page }) => {
    const name = uniqueFoodName("Berry smoothie");
    const id = await createFoodViaForm(page, "patient", name);
    await gotoHydrated(page, "/nutrition/myfood");
    await page.getByRole("article").filter({ hasText: name }).getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(new RegExp(`/nutrition/myfood/${id}/edit$`));
    await expect(page.getByRole("heading", { level: 1, name: "Edit" })).toBeVisible();
    await page.getByLabel("Description").fill(`${name}, with oat milk`);
    await page.getByRole("button", { name: "Save & Next" }).click();
    await expect(page).toHaveURL(/step=nutrients/);
    await gotoHydrated(page, "/nutrition/myfood");
    await expect(page.getByRole("article").filter({ hasText: `${name}, with oat milk` })).toContainText("Awaiting approval");
  });

  test("a patient deletes a personal food after confirming", async ({ page }) => {
    const name = uniqueFoodName("Rice cake");
    await createFoodViaForm(page, "patient", name);
    await gotoHydrated(page, "/nutrition/myfood");
    const card = page.getByRole("article").filter({ hasText: name });
    await card.getByRole("link", { name: /^Delete/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByText("Are you sure you want to delete?")).toBeVisible();
    await dialog.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "Food has been removed successfully!")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0);
  });

  test("a personal food that a recipe uses is kept, and the patient is told why", async ({ page }) => {
    const name = uniqueFoodName("Almond crumble");
    const id = await createFoodViaForm(page, "patient", name);
    const recipe = await makeRecipe();
    const { db } = await recipeDomain();
    await db.insertInto("recipe_ingredients").values({ recipe_id: recipe.id, food_id: id, quantity: 1, main: 0, seq: 9 }).execute();
    await gotoHydrated(page, "/nutrition/myfood");
    const card = page.getByRole("article").filter({ hasText: name });
    await card.getByRole("link", { name: /^Delete/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, "This food is an ingredient of 1 recipe; remove it from that recipe before deleting it.")).toBeVisible();
    await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(1);
  });

  test("a patient views an approved database food read-only", async ({ page }) => {
    await gotoHydrated(page, "/nutrition/food-database/1/view");
    await expect(page.getByRole("heading", { level: 1, name: "View" })).toBeVisible();
    await expect(page.getByRole("textbox")).toHaveCount(0);
    await page.getByRole("link", { name: "2. Nutrient Data" }).click();
    await expect(page.getByRole("row", { name: /^Energy kcal \d/ })).toBeVisible();
    await expect(page.getByRole("button", { name: "Save & Next" })).toHaveCount(0);
  });
});

test("in Spanish, a patient reads a food's nutrition facts on the search card and their own foods (issue 41)", async ({ page, baseURL }) => {
  await signInAs(page, "patient");
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/nutrition?food_q=chicken+breast+roasted");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const card = page.getByRole("region", { name: "Búsqueda de información nutricional" });
  await expect(card.getByText(/\d+ alimentos encontrados/)).toBeVisible();
  await card.getByRole("list", { name: "Alimentos encontrados" }).getByRole("link").first().click();
  const label = card.getByRole("region", { name: "Información nutricional" });
  await expect(label.getByRole("row", { name: /^Proteína\b/ })).toBeVisible();
  await card.getByLabel("Cantidad").fill("2");
  await expect(label.getByText(/^2 × .* = [\d.,]+ g$/)).toBeVisible();
  await expect(card.getByRole("link", { name: "Registrar en el diario" })).toBeVisible();

  await gotoHydrated(page, "/nutrition/myfood");
  await expect(page.getByRole("heading", { level: 1, name: "Mis alimentos" })).toBeVisible();
  await expect(page).toHaveTitle("Mis alimentos · Portal del Paciente");
});
