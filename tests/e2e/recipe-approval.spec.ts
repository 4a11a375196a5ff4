import { expect, gotoHydrated, scrollListTo, signInAs, test, toast } from "./fixtures";
import { makeFilterGroup, makeSource, makeSubmission, recipeState } from "./recipe-data";
import { addCategory, addIngredient, addSource, saveAndNext, uid } from "./recipe-helpers";
import type { Page } from "@playwright/test";

/**
 * Recipe approval (spec part 2 §2, §4): a patient's submission waits, inactive, in
 * /nutrition/recipes/approval; staff complete it in the wizard and publish it, or decline it
 * with a code. Each test makes its own submission (the form a patient fills is tested in
 * recipe-submission.spec.ts) and looks for it in the list, however long the list has grown.
 */

const card = (page: Page, name: string) => page.getByRole("article").filter({ has: page.getByRole("heading", { name }) });

test.beforeEach(async ({ page }) => {
  await signInAs(page, "admin");
});

test("staff complete a submission in the wizard and publish it", async ({ page }) => {
  const n = uid();
  const submission = await makeSubmission(`Patient soup ${n}`);
  const name = submission.name;
  // The category and source to pick (making them in the wizard's panels is tested in recipe-wizard.spec.ts).
  const { categories } = await makeFilterGroup(false, [`Soup ${n}`]);
  const source = await makeSource(`Patient recipe ${n}`);

  await gotoHydrated(page, "/nutrition/recipes/approval");
  await scrollListTo(page, card(page, name));
  await card(page, name).getByRole("link", { name: `Review & publish ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${submission.id}/edit$`));
  await expect(page.getByRole("heading", { level: 1, name: "Edit Recipe" })).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(name);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Save & Next" }).click();
  await expect(page.getByText("Step 2 - 5")).toBeVisible();
  // The patient's own words stay in view while staff build the real rows.
  await expect(page.getByText(submission.ingredients.split("\n")[0])).toBeVisible();
  await addIngredient(page, "broccoli raw", "Broccoli, raw", "Broccoli");
  await saveAndNext(page, 3);
  await addCategory(page, categories[0].name);
  await saveAndNext(page, 4);
  await addSource(page, source.name);
  await saveAndNext(page, 5);
  // The submitted photo is already the recipe's image.
  await expect(page.locator(".image-row").filter({ hasText: name })).toBeVisible();
  await page.getByRole("button", { name: "Publish" }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${submission.id}/details$`));
  await expect(toast(page, "Recipe saved!")).toBeVisible();
  expect((await recipeState(submission.id)).active).toBe(1);

  await gotoHydrated(page, "/nutrition/recipes/approval");
  await expect(page.getByRole("heading", { level: 1, name: "Recipe Approval" })).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
});

test("staff decline a submission with a code", async ({ page }) => {
  const { id, name } = await makeSubmission(`Fried treat ${uid()}`);
  await gotoHydrated(page, "/nutrition/recipes/approval");
  await scrollListTo(page, card(page, name));
  await card(page, name).getByRole("link", { name: `Decline ${name}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`Decline “${name}”?`)).toBeVisible();
  await dialog.getByLabel("Decline code").selectOption("C");
  await dialog.getByRole("button", { name: "Decline recipe" }).click();
  await expect(toast(page, "Recipe declined!")).toBeVisible();
  await expect(card(page, name)).toHaveCount(0);
  expect((await recipeState(id)).decline_code).toBe("C");
});

test("a decline that fails says so", async ({ page }) => {
  // A recipe that does not exist cannot be declined.
  const res = await page.request.post("/nutrition/recipes/approval", { form: { id: "999999", decline_code: "A" }, maxRedirects: 0 });
  expect(res.status()).toBe(302);
  await gotoHydrated(page, "/nutrition/recipes/approval");
  await expect(toast(page, "Recipe not declined! Please try again.")).toBeVisible();
});

test("in Spanish, staff read the approval list and start the wizard on a submission", async ({ page, baseURL }) => {
  const { id, name } = await makeSubmission(`Sopa del paciente ${uid()}`);
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/nutrition/recipes/approval");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Aprobación de recetas · Portal del Paciente");
  await expect(page.getByRole("heading", { level: 1, name: "Aprobación de recetas" })).toBeVisible();
  await scrollListTo(page, card(page, name));
  await expect(card(page, name)).toContainText("Enviada el");
  await card(page, name).getByRole("link", { name: `Revisar y publicar ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/nutrition/recipes/${id}/edit$`));
  await expect(page.getByRole("heading", { level: 1, name: "Editar receta" })).toBeVisible();
  await expect(page.getByText("Paso 1 de 5")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Pasos de la receta" })).toContainText("2. Ingredientes");
  // What the patient wrote stays as written.
  await expect(page.getByLabel("Nombre", { exact: true })).toHaveValue(name);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("button", { name: "Guardar y continuar" }).click();
  await expect(toast(page, "Se actualizó el elemento.")).toBeVisible();
  await expect(page.getByText("Paso 2 de 5")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Agregar un ingrediente" })).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Buscar alimentos" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Spanish, staff decline a submission from its page with a code", async ({ page, baseURL }) => {
    const { id, name } = await makeSubmission(`Postre frito ${uid()}`);
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await page.goto(`/nutrition/recipes/${id}/details`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const bar = page.getByRole("region", { name: "Aprobar o rechazar" });
    await bar.getByText("Rechazar", { exact: true }).click();
    await bar.getByLabel("Código de rechazo").selectOption("C");
    await expect(bar.getByRole("option", { name: "C – No cumple las pautas de la dieta de la Etapa Aguda" })).toHaveCount(1);
    await bar.getByRole("button", { name: "Rechazar receta" }).click();
    await expect(page).toHaveURL(/\/nutrition\/recipes\/approval$/);
    await expect(toast(page, "Receta rechazada.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Aprobación de recetas" })).toBeVisible();
    await expect(page.getByRole("heading", { name })).toHaveCount(0);
    expect((await recipeState(id)).decline_code).toBe("C");
  });
});
