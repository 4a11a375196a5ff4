import { addMeasureViaForm, createFoodViaForm, expect, gotoHydrated, signInAs, test, toast, uniqueFoodName } from "./fixtures";

test.describe.configure({ timeout: 90_000 });

test.beforeEach(async ({ page }) => {
  await signInAs(page, "admin");
});

test("staff search the food database, page through it and get 'Enter search term!' for an empty search", async ({ page }) => {
  await gotoHydrated(page, "/nutrition/food-database");
  await expect(page.getByRole("heading", { level: 1, name: "Food Database" })).toBeVisible();
  const cards = page.getByRole("list", { name: "Foods" }).getByRole("listitem");
  await expect(cards).toHaveCount(30);
  const firstOnPage1 = await cards.first().getByRole("heading").innerText();

  const pages = page.getByRole("navigation", { name: "Food database pages" });
  await expect(pages.getByRole("link", { name: /^Page \d+$/ })).toHaveCount(6);
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/offset=30/);
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  await expect(cards.first().getByRole("heading")).not.toHaveText(firstOnPage1);

  // Empty search, submitted.
  await gotoHydrated(page, "/nutrition/food-database");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(toast(page, "Enter search term!")).toBeVisible();

  // Debounced search ranks what a person means first.
  await page.getByLabel("Search foods").fill("chicken breast roasted");
  await expect(page).toHaveURL(/search=chicken/);
  await expect(cards.first().getByRole("heading")).toHaveText("Chicken, broilers or fryers, breast, meat only, cooked, roasted");
});

test("staff open a food's details: nutrition table, servings and measures", async ({ page }) => {
  await gotoHydrated(page, "/nutrition/food-database?search=broccoli%20raw");
  const card = page.getByRole("article").filter({ hasText: "Broccoli, raw" }).first();
  await card.getByRole("link", { name: /^Details of/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Broccoli" })).toBeVisible();
  const table = page.getByRole("table", { name: "Nutrition facts" });
  await expect(table.getByRole("columnheader", { name: "Per 100 g" })).toBeVisible();
  await expect(table.getByRole("row", { name: /^Energy kcal 34\b/ })).toBeVisible();
  await expect(page.getByRole("list", { name: "Servings" })).toContainText("Vegetable");
  await expect(page.getByRole("region", { name: "Common weights and measures" }).getByText("USDA").first()).toBeVisible();
});

test("picking a food group lists its sub-groups and kinds straight away, and they are saved", async ({ page }) => {
  const name = uniqueFoodName("Group pick");
  const id = await createFoodViaForm(page, "staff", name);
  await gotoHydrated(page, `/nutrition/food-database/${id}/edit`);
  await expect(page.getByText("Pick a food group to narrow it down.")).toBeVisible();
  await expect(page.getByLabel("Sub-group", { exact: true })).toHaveCount(0);

  await page.getByLabel("Food group", { exact: true }).selectOption({ label: "Poultry Products" });
  const sub = page.getByLabel("Sub-group", { exact: true });
  await expect(sub.getByRole("option", { name: "Chicken", exact: true })).toBeAttached();
  await sub.selectOption({ label: "Chicken" });
  const kind = page.getByLabel("Kind", { exact: true });
  await expect(kind.getByRole("option")).not.toHaveCount(0);
  await kind.selectOption({ index: 1 });
  const kindName = (await kind.locator("option:checked").textContent())?.trim() ?? "";
  expect(kindName.length).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/step=nutrients/);

  await gotoHydrated(page, `/nutrition/food-database/${id}/edit`);
  await expect(page.getByLabel("Food group", { exact: true }).locator("option:checked")).toHaveText("Poultry Products");
  await expect(sub.locator("option:checked")).toHaveText("Chicken");
  await expect(kind.locator("option:checked")).toHaveText(kindName);

  // Another group: its own sub-groups, nothing of the old choice left; back again restores it.
  await page.getByLabel("Food group", { exact: true }).selectOption({ label: "Fats and Oils" });
  await expect(sub.getByRole("option", { name: "Chicken", exact: true })).toHaveCount(0);
  await expect(sub.locator("option:checked")).toHaveText("None");
  await expect(kind).toHaveCount(0);
  await page.getByLabel("Food group", { exact: true }).selectOption({ label: "Poultry Products" });
  await expect(sub.locator("option:checked")).toHaveText("Chicken");
  await expect(kind.locator("option:checked")).toHaveText(kindName);
});

test("a food-group lookup that does not answer stops after 5 seconds with a message and a way to try again", async ({ page }) => {
  const id = await createFoodViaForm(page, "staff", uniqueFoodName("Group timeout"));
  await gotoHydrated(page, `/nutrition/food-database/${id}/edit`);
  // The first lookup of the sub-groups never answers; the next goes through.
  let held = 0;
  await page.route(
    (url) => url.searchParams.get("hier1") !== null,
    async (route) => {
      held += 1;
      if (held === 1) return; // left unanswered
      await route.continue();
    },
  );
  await page.getByLabel("Food group", { exact: true }).selectOption({ label: "Poultry Products" });
  await expect(page.getByText("Loading sub-groups…")).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "The food groups did not load in time. Check your connection and try again." });
  await expect(alert).toBeVisible();
  await expect(page.getByText("Loading sub-groups…")).toHaveCount(0);
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByLabel("Sub-group", { exact: true }).getByRole("option", { name: "Chicken", exact: true })).toBeAttached();
  await expect(alert).toHaveCount(0);
});

test("staff edit a food through the three steps, with the errors shown", async ({ page }) => {
  const name = uniqueFoodName("Lentil loaf");
  const id = await createFoodViaForm(page, "staff", name);
  await gotoHydrated(page, `/nutrition/food-database/${id}/edit`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit" })).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Required")).toBeVisible();

  await page.getByLabel("Name", { exact: true }).fill(`${name} v2`);
  await page.getByLabel("Protein calories").fill("0");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Atleast one servings type is required!" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${id}/edit$`));

  await page.getByLabel("Starch").fill("2");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/step=nutrients/);
  await expect(page.getByRole("link", { name: "2. Nutrient Data" })).toHaveAttribute("aria-current", "step");

  await page.getByLabel("Energy (kcal)").fill("12345");
  await page.getByLabel("Energy (kcal)").blur();
  await expect(page.getByText("Must be 9999 or less")).toBeVisible();
  await page.getByLabel("Energy (kcal)").fill("250");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/step=measures/);

  const add = page.getByRole("form", { name: "Add a measure" });
  await add.getByLabel("Quantity").fill("1");
  await add.getByLabel("Measure").fill("slice");
  await add.getByLabel("Grams").fill("80");
  await add.getByRole("button", { name: "Add measure" }).click();
  await expect(toast(page, "Item has been added!")).toBeVisible();
  await expect(page.getByTestId("measure-row").filter({ hasText: "slice" })).toBeVisible();

  await page.getByRole("button", { name: "Finish" }).click();
  await expect(toast(page, "Food item saved!")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/nutrition/food-database/${id}/details$`));
  await expect(page.getByRole("heading", { level: 1, name: `${name} v2` })).toBeVisible();
  await expect(page.getByRole("row", { name: /^Energy kcal 250 200$/ })).toBeVisible();
});

test("staff add a new food through all three steps", async ({ page }) => {
  const name = uniqueFoodName("Quinoa bowl");
  await gotoHydrated(page, "/nutrition/food-database");
  await page.getByRole("link", { name: "Add new" }).click();
  await expect(page).toHaveURL(/\/nutrition\/food-database\/add$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add" })).toBeVisible();
  await expect(page.getByText("2. Nutrient Data")).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("3. Common Weights And Measures")).toHaveAttribute("aria-disabled", "true");

  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill(`${name}, with roasted vegetables`);
  await page.getByLabel("Food group").selectOption({ label: "Cereal Grains and Pasta" });
  await page.getByLabel("Starch").fill("1");
  await page.getByLabel("Data source").fill("Clinic kitchen");
  await page.getByLabel("UPC").fill("");
  await page.getByRole("button", { name: "Save & Next" }).click();

  await expect(page).toHaveURL(/\/nutrition\/food-database\/\d+\/add\?step=nutrients$/);
  await expect(page.getByRole("heading", { level: 1, name: "Add" })).toBeVisible();
  await page.getByLabel("Protein (g)").fill("8");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/step=measures/);

  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "At least one measurement is required" })).toBeVisible();

  const add = page.getByRole("form", { name: "Add a measure" });
  await add.getByLabel("Quantity").fill("1");
  // Working on a measure clears the Finish message; it does not linger beside the next one.
  await expect(page.getByRole("alert").filter({ hasText: "At least one measurement is required" })).toHaveCount(0);
  await add.getByLabel("Measure").fill("bowl");
  await add.getByLabel("Grams").fill("250");
  await add.getByRole("button", { name: "Add measure" }).click();
  await expect(toast(page, "Item has been added!")).toBeVisible();
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(toast(page, "Food item saved!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByText("Cereal Grains and Pasta")).toBeVisible();
});

test("staff add, edit and delete a measure; a duplicate is 'Item exists in list'", async ({ page }) => {
  const id = await createFoodViaForm(page, "staff", uniqueFoodName("Oat bar"));
  const measures = `/nutrition/food-database/${id}/edit?step=measures`;
  await addMeasureViaForm(page, measures, { seq: 1, quantity: "1", measure: "bar", grams: "40" });
  await gotoHydrated(page, measures);

  const add = page.getByRole("form", { name: "Add a measure" });
  await add.getByLabel("Quantity").fill("1");
  await add.getByLabel("Measure").fill("Bar");
  await add.getByRole("button", { name: "Add measure" }).click();
  await expect(add.getByText("Item exists in list")).toBeVisible();

  await add.getByLabel("Quantity").fill("2");
  await add.getByLabel("Measure").fill("mini bars");
  await add.getByLabel("Grams").fill("30");
  await add.getByRole("button", { name: "Add measure" }).click();
  await expect(toast(page, "Item has been added!")).toBeVisible();
  await expect(page.getByTestId("measure-row")).toHaveCount(2);

  await page.getByRole("link", { name: "Edit 2 mini bars" }).click();
  const edit = page.getByRole("form", { name: "Edit measure mini bars" });
  await edit.getByLabel("Grams").fill("32.5");
  await edit.getByRole("button", { name: "Save measure" }).click();
  await expect(toast(page, "Item has been updated!")).toBeVisible();
  await expect(page.getByTestId("measure-row").filter({ hasText: "mini bars" })).toContainText("32.5");

  await page.getByRole("link", { name: "Delete 2 mini bars" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("Are you sure you want to delete?")).toBeVisible();
  await dialog.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByTestId("measure-row")).toHaveCount(1);
});

test("USDA measures are read-only: no edit or delete", async ({ page }) => {
  await gotoHydrated(page, "/nutrition/food-database?search=broccoli%20raw");
  const card = page.getByRole("article").filter({ hasText: "Broccoli, raw" }).first();
  await card.getByRole("link", { name: /^Edit/ }).click();
  await page.getByRole("link", { name: "3. Common Weights And Measures" }).click();
  const rows = page.getByTestId("measure-row");
  await expect(rows.first()).toContainText("USDA");
  await expect(rows.first()).toContainText("Read-only");
  await expect(rows.getByRole("link", { name: /^(Edit|Delete)/ })).toHaveCount(0);
});

test("in Spanish, staff search the food database and open a food's details (issue 41)", async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/nutrition/food-database");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Base de datos de alimentos" })).toBeVisible();
  await page.getByLabel("Buscar alimentos").fill("broccoli raw");
  await expect(page).toHaveURL(/search=broccoli/);
  await expect(page.getByText(/alimentos? coinciden? con «broccoli raw»/)).toBeVisible();
  const card = page.getByRole("article").filter({ hasText: "Broccoli, raw" }).first();
  await card.getByRole("link", { name: "Detalles de Broccoli, raw" }).click();

  await expect(page.getByRole("heading", { level: 1, name: "Broccoli" })).toBeVisible();
  await expect(page).toHaveTitle("Broccoli · Portal del Paciente");
  const table = page.getByRole("table", { name: "Información nutricional" });
  await expect(table.getByRole("columnheader", { name: "Por 100 g" })).toBeVisible();
  await expect(table.getByRole("columnheader", { name: "Nutriente" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Porciones" })).toContainText("Verduras");
  await expect(page.getByText("Tipo de porción")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pesos y medidas comunes" }).getByText("USDA").first()).toBeVisible();
});
