import type { Page } from "@playwright/test";
import { expect, gotoHydrated, signInAs, test, toast } from "./fixtures";
import { BANANA, dayUrl, meal, panel } from "./journal-helpers";

/** The Daily Journal in Spanish (issue 41): the day, a food added to a meal and the totals, with JavaScript on and off. */

async function inSpanish(page: Page, baseURL: string | undefined) {
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
}

test.describe("el diario de alimentación en español", () => {
  test("a patient adds a food to lunch and reads the day's totals, all in Spanish", async ({ page, baseURL }) => {
    await inSpanish(page, baseURL);
    await signInAs(page, "patient");
    await gotoHydrated(page, "/nutrition");
    await expect(page.getByRole("heading", { level: 1, name: "Inicio de nutrición" })).toBeVisible();
    await expect(page).toHaveTitle("Inicio de nutrición · Portal del Paciente");
    await gotoHydrated(page, dayUrl("2025-05-12"));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1, name: "Diario de alimentación" })).toBeVisible();
    await expect(page).toHaveTitle("Diario de alimentación · Portal del Paciente");
    await expect(page.getByRole("navigation", { name: "Nutrición" }).getByRole("link", { name: "Diario", exact: true })).toBeVisible();
    await expect(page.getByText("lunes, 12 de mayo de 2025")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Metas" })).toBeVisible();
    await expect(meal(page, "Almuerzo").getByText("Todavía no hay nada registrado.")).toBeVisible();

    await meal(page, "Almuerzo").getByRole("link", { name: "+ Agregar a Almuerzo" }).click();
    await expect(panel(page).getByRole("heading", { name: "Agregar al diario" })).toBeFocused();
    await panel(page).getByRole("link", { name: /Agregar alimento/ }).click();
    await panel(page).getByRole("searchbox", { name: "Buscar alimentos" }).fill("bananas raw");
    // The food's name is the USDA table's, as written.
    await panel(page).getByRole("link", { name: new RegExp(`^${BANANA}`) }).click();
    await expect(panel(page).getByLabel("Comida")).toHaveValue("C");
    await panel(page).getByLabel("Medida").selectOption({ label: "gramos (g)" });
    await panel(page).getByLabel("Cantidad").fill("150");
    await expect(panel(page).getByText("≈ 134 kcal · 150 g")).toBeVisible();
    await panel(page).getByRole("button", { name: "Agregar al diario" }).click();
    await expect(toast(page, "¡Se agregó al diario!")).toBeVisible();
    await expect(panel(page).getByRole("link", { name: /Seleccionar receta/ })).toBeVisible();
    await page.getByRole("link", { name: "Cerrar el panel" }).click();

    await expect(meal(page, "Almuerzo").getByRole("row", { name: new RegExp(BANANA) })).toContainText("150 g");
    await expect(meal(page, "Almuerzo")).toContainText("2.3 frutas");
    await expect(page.getByRole("region", { name: "Calorías", exact: true })).toContainText("134");
    const nutrients = page.getByRole("region", { name: "Nutrientes" });
    await expect(nutrients.getByRole("row", { name: /Energía/ })).toContainText("134 kcal");
    await expect(nutrients.getByRole("row", { name: /Proteína/ })).toContainText("1.6 g");
    await expect(page.getByRole("region", { name: "Hidratación" }).getByRole("button", { name: "Hidratación: 1 oz más" })).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the add form posts and comes back with its error, then saves, in Spanish", async ({ page, baseURL }) => {
      await inSpanish(page, baseURL);
      await signInAs(page, "patient");
      await page.goto(dayUrl("2025-05-13"));
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await page.getByRole("link", { name: "+ Agregar alimento" }).click();
      await panel(page).getByRole("link", { name: /Agregar alimento/ }).click();
      await panel(page).getByRole("searchbox", { name: "Buscar alimentos" }).fill("bananas raw");
      await panel(page).getByRole("button", { name: "Buscar" }).click();
      await panel(page).getByRole("link", { name: new RegExp(`^${BANANA}`) }).click();

      await panel(page).getByLabel("Comida").selectOption("E");
      await panel(page).getByLabel("Cantidad").fill("0");
      await panel(page).getByRole("button", { name: "Agregar al diario" }).click();
      await expect(panel(page).getByText("Debe ser mayor que 0")).toBeVisible();
      await panel(page).getByLabel("Cantidad").fill("2");
      await panel(page).getByRole("button", { name: "Agregar al diario" }).click();
      await expect(toast(page, "¡Se agregó al diario!")).toBeVisible();
      await expect(meal(page, "Cena").getByRole("row", { name: new RegExp(BANANA) })).toBeVisible();
    });
  });
});
