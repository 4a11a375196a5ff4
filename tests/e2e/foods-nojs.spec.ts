import { addMeasureViaForm, createFoodViaForm, expect, pageAs, signInAs, test, toast, uniqueFoodName } from "./fixtures";

/** The main food forms with JavaScript off: plain posts, redirects and server-rendered errors. */
test.use({ javaScriptEnabled: false });
test.describe.configure({ timeout: 90_000 });

test("staff edit step 1 without JavaScript: an error, then success", async ({ page }) => {
  await signInAs(page, "admin");
  const name = uniqueFoodName("Barley soup");
  const id = await createFoodViaForm(page, "staff", name);
  await page.goto(`/nutrition/food-database/${id}/edit`);
  await page.getByLabel("Name", { exact: true }).fill("");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Required", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${id}/edit$`));

  await page.getByLabel("Name", { exact: true }).fill(`${name} v2`);
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(new RegExp(`/${id}/edit\\?step=nutrients$`));
  await page.goto(`/nutrition/food-database/${id}/details`);
  await expect(page.getByRole("heading", { level: 1, name: `${name} v2` })).toBeVisible();
});

test("a patient adds a personal food (step 1) and a measure without JavaScript", async ({ page }) => {
  await signInAs(page, "patient");
  const name = uniqueFoodName("Veggie omelette");
  await page.goto("/nutrition/myfood/add");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill(`${name}, two eggs`);
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Atleast one servings type is required!")).toBeVisible();
  await page.getByLabel("Protein calories").fill("3");
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/\/nutrition\/myfood\/\d+\/edit\?step=nutrients$/);

  await page.getByRole("link", { name: "3. Common Weights And Measures" }).click();
  const add = page.getByRole("form", { name: "Add a measure" });
  await add.getByLabel("Quantity").fill("0");
  await add.getByLabel("Measure").fill("omelette");
  await add.getByRole("button", { name: "Add measure" }).click();
  await expect(page.getByText("Must be 0.01 or more")).toBeVisible();
  await page.getByRole("form", { name: "Add a measure" }).getByLabel("Quantity").fill("1");
  await page.getByRole("form", { name: "Add a measure" }).getByLabel("Grams").fill("150");
  await page.getByRole("form", { name: "Add a measure" }).getByRole("button", { name: "Add measure" }).click();
  await expect(toast(page, "Item has been added!")).toBeVisible();
  await expect(page.getByTestId("measure-row").filter({ hasText: "omelette" })).toBeVisible();

  await page.getByRole("button", { name: "Finish" }).click();
  await expect(toast(page, "Food item saved!")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: name })).toContainText("Awaiting approval");
});

test("deleting without JavaScript goes through the confirmation page", async ({ page }) => {
  await signInAs(page, "patient");
  const name = uniqueFoodName("Cottage cheese cup");
  const id = await createFoodViaForm(page, "patient", name);
  await addMeasureViaForm(page, `/nutrition/myfood/${id}/edit?step=measures`, { seq: 1, quantity: "1", measure: "cup", grams: "226" });
  await addMeasureViaForm(page, `/nutrition/myfood/${id}/edit?step=measures`, { seq: 2, quantity: "0.5", measure: "cup", grams: "113" });

  // A measure.
  await page.goto(`/nutrition/myfood/${id}/edit?step=measures`);
  await page.getByRole("link", { name: "Delete 0.5 cup" }).click();
  await expect(page).toHaveURL(/delete=\d+/);
  const confirm = page.getByRole("alertdialog");
  await expect(confirm.getByText("Are you sure you want to delete?")).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Item has been removed!")).toBeVisible();
  await expect(page.getByTestId("measure-row")).toHaveCount(1);

  // The food itself.
  await page.goto("/nutrition/myfood");
  await page.getByRole("article").filter({ hasText: name }).getByRole("link", { name: /^Delete/ }).click();
  await expect(page).toHaveURL(/\/nutrition\/myfood\?delete=\d+$/);
  await expect(confirm.getByText("Are you sure you want to delete?")).toBeVisible();
  await confirm.getByRole("button", { name: "Yes, delete" }).click();
  await expect(toast(page, "Food has been removed successfully!")).toBeVisible();
  await expect(page.getByRole("article").filter({ hasText: name })).toHaveCount(0);
});

test("staff decline without JavaScript: the decline panel opens as a disclosure", async ({ page, browser }) => {
  const patient = await pageAs(browser, "patient2");
  const id = await createFoodViaForm(patient.page, "patient", uniqueFoodName("Fig bar"));
  await patient.close();
  await signInAs(page, "admin");
  await page.goto(`/nutrition/food-database/approval/${id}/details`);
  await page.getByText("Decline", { exact: true }).click();
  await page.getByLabel("Decline code").selectOption("Z");
  await page.getByRole("button", { name: "Decline food" }).click();
  await expect(toast(page, "Food declined!")).toBeVisible();
});

test("without JavaScript, My Food offers the sub-groups of the chosen food group after saving", async ({ page }) => {
  await signInAs(page, "patient");
  const name = uniqueFoodName("Lentil stew");
  await page.goto("/nutrition/myfood/add");
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByLabel("Description").fill(`${name}, red lentils`);
  await page.getByLabel("Protein calories").fill("2");
  await expect(page.getByLabel("Sub-group")).toHaveCount(0);
  await page.getByLabel("Food group").selectOption({ index: 1 });
  const group = await page.getByLabel("Food group").inputValue();
  await page.getByRole("button", { name: "Save and show sub-groups" }).click();
  // Saved, and still on the details step, now with the group's sub-groups to choose from.
  await expect(page).toHaveURL(/\/nutrition\/myfood\/\d+\/edit$/);
  await expect(page.getByLabel("Food group")).toHaveValue(group);
  const sub = page.getByLabel("Sub-group");
  await expect(sub.locator("option")).not.toHaveCount(0);
  await sub.selectOption({ index: 1 });
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page).toHaveURL(/\/nutrition\/myfood\/\d+\/edit\?step=nutrients$/);
});

test("without JavaScript, in Spanish: a patient adds a personal food, refused then saved, with a measure (issue 41)", async ({ page, baseURL }) => {
  await signInAs(page, "patient");
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  const name = uniqueFoodName("Tortilla de verduras");
  await page.goto("/nutrition/myfood/add");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Agregar" })).toBeVisible();
  await page.getByLabel("Nombre", { exact: true }).fill(name);
  await page.getByLabel("Descripción").fill(`${name}, dos huevos`);
  await page.getByRole("button", { name: "Guardar y continuar" }).click();
  await expect(page.getByText("Se requiere al menos un tipo de porción.")).toBeVisible();
  await page.getByLabel("Calorías de proteína", { exact: true }).fill("3");
  await page.getByRole("button", { name: "Guardar y continuar" }).click();
  await expect(page).toHaveURL(/\/nutrition\/myfood\/\d+\/edit\?step=nutrients$/);

  await page.getByRole("link", { name: "3. Pesos y medidas comunes" }).click();
  const add = page.getByRole("form", { name: "Agregar una medida" });
  await add.getByLabel("Cantidad").fill("1");
  await add.getByLabel("Medida").fill("porción");
  await add.getByLabel("Gramos").fill("150");
  await add.getByRole("button", { name: "Agregar medida" }).click();
  await expect(toast(page, "¡Medida agregada!")).toBeVisible();
  await page.getByRole("button", { name: "Terminar" }).click();
  await expect(toast(page, "¡Alimento guardado!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Mis alimentos" })).toBeVisible();
  const mine = page.getByRole("article").filter({ hasText: name });
  await expect(mine).toContainText("Pendiente de aprobación");
  await expect(mine).toContainText("Alimento propio");
});
