import { expect, test, toast } from "./fixtures";
import { freshPatient, uniqueSurname } from "./progress-data";

/** Medicines' main forms in Spanish without JavaScript (issue 41): the server's messages and toasts in Spanish. */
test.use({ javaScriptEnabled: false });

test("without JavaScript, in Spanish: a supplement added, a skip without its reason refused in Spanish, then recorded", async ({ page, baseURL }) => {
  await freshPatient(page, uniqueSurname());
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);

  await page.goto("/medications/add");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await page.getByLabel("Medicamento", { exact: true }).selectOption({ label: "Vitamin D3 (cholecalciferol)" });
  await page.getByLabel("Dosis", { exact: true }).fill("1000");
  await page.getByLabel("Horas del día").fill("00:00");
  await page.getByRole("button", { name: "Agregar suplemento" }).click();
  await expect(toast(page, "Suplemento agregado.")).toBeVisible();

  const vitamin = () => page.getByRole("region", { name: "Hoy" }).getByRole("listitem").filter({ hasText: "Vitamin D3" });
  await vitamin().getByRole("button", { name: "Omitir Vitamin D3" }).click();
  await expect(vitamin().getByText("Por favor, indique por qué omitió la dosis.")).toBeVisible();
  await vitamin().getByLabel("Por qué la omitió").selectOption({ label: "Se me terminó" });
  await vitamin().getByRole("button", { name: "Omitir Vitamin D3" }).click();
  await expect(toast(page, "Dosis omitida registrada.")).toBeVisible();
  await expect(vitamin()).toContainText("Omitida: Se me terminó.");
});
