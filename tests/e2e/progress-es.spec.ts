import type { Page } from "@playwright/test";
import { expect, gotoHydrated, test, toast } from "./fixtures";
import { freshPatient, tampaDay } from "./progress-data";

/** Weight progress in Spanish (issue 41): the weigh-in, its entry and the chart's table, with JavaScript on and off. */

const inSpanish = (page: Page) => page.context().addCookies([{ name: "lng", value: "es", url: test.info().project.use.baseURL! }]);
const spanishDay = (day: string) => new Intl.DateTimeFormat("es-US", { year: "numeric", month: "short", day: "numeric", timeZone: "UTC" }).format(Date.parse(`${day}T00:00:00Z`));

test("a patient reading Spanish weighs in and sees the entry, the summary and the chart's table in Spanish", async ({ page }) => {
  await freshPatient(page);
  await inSpanish(page);
  await gotoHydrated(page, "/progress");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Progreso de peso · Portal del Paciente");
  await expect(page.getByRole("heading", { level: 1, name: "Progreso de peso" })).toBeVisible();
  await expect(page.getByText("Todavía no hay registros de peso. Su clínica registra uno")).toBeVisible();

  await page.getByLabel("Pies").fill("5");
  await page.getByLabel("Pulgadas").fill("8");
  await page.getByRole("button", { name: "Guardar estatura" }).click();
  await expect(toast(page, "Su estatura se ha guardado.")).toBeVisible();

  await page.getByRole("link", { name: "Agregar peso" }).first().click();
  const panel = page.getByRole("dialog", { name: "Agregar peso" });
  await panel.getByLabel("Peso (lb)").fill("200");
  await panel.getByLabel("Presión arterial, sistólica (mmHg)").fill("126");
  await panel.getByRole("button", { name: "Agregar peso" }).click();
  await expect(panel.getByText("Escriba los dos números de la presión arterial.")).toBeVisible();
  await panel.getByLabel("Presión arterial, diastólica (mmHg)").fill("81");
  await panel.getByRole("button", { name: "Agregar peso" }).click();
  await expect(toast(page, "¡Registro de peso agregado!")).toBeVisible();

  const current = page.getByRole("listitem").filter({ hasText: "Peso actual" });
  await expect(current.locator(".stat-value")).toHaveText("200 lb");
  await expect(current.locator(".stat-note")).toHaveText(`el ${spanishDay(tampaDay())}`);
  const bmi = page.getByRole("listitem").filter({ hasText: "IMC" });
  await expect(bmi.locator(".stat-value")).toHaveText("30.4"); // es-US writes a decimal point, as the clinics' patients read it
  await expect(bmi.locator(".stat-note")).toHaveText("Obesidad (clase 1) · estatura 5 ft 8 in");
  await expect(page.locator(".chart-box canvas")).toHaveCount(1);
  await page.getByText("Ver la gráfica de peso como tabla").click();
  const chartTable = page.getByRole("table", { name: "Datos de la gráfica de peso" });
  await expect(chartTable.getByRole("columnheader")).toHaveText(["Fecha", "Peso (lb)", "Tendencia (lb)", "Registrado por"]);
  await expect(chartTable.getByRole("row").nth(1)).toHaveText([spanishDay(tampaDay()), "200", "200", "Usted"].join(""));
  const history = page.getByRole("table", { name: /Historial de peso/ });
  await expect(history.getByRole("row").nth(1)).toContainText("126/81");
  await expect(history.getByRole("row").nth(1)).toContainText("Usted");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Add Weight form answers in Spanish: a weight far from the trend is asked about, then saved", async ({ page }) => {
    await freshPatient(page);
    await inSpanish(page);
    await page.goto("/progress");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByRole("link", { name: "Agregar peso" }).first().click();
    let panel = page.getByRole("dialog", { name: "Agregar peso" });
    await panel.getByLabel("Peso (lb)").fill("200");
    await panel.getByRole("button", { name: "Agregar peso" }).click();
    await expect(toast(page, "¡Registro de peso agregado!")).toBeVisible();
    // Before JavaScript the chart's data is the open table, in Spanish.
    await expect(page.getByRole("table", { name: "Datos de la gráfica de peso" })).toContainText("Usted");

    await page.getByRole("link", { name: "Agregar peso" }).first().click();
    panel = page.getByRole("dialog", { name: "Agregar peso" });
    await panel.getByLabel("Peso (lb)").fill("260");
    await panel.getByRole("button", { name: "Agregar peso" }).click();
    await expect(panel.getByText("Este peso se aleja más de un 5 % de la tendencia (200 lb). Revise el peso, por favor.")).toBeVisible();
    await panel.getByLabel("Sí, este peso es correcto").check();
    await panel.getByRole("button", { name: "Agregar peso" }).click();
    await expect(toast(page, "¡Registro de peso agregado!")).toBeVisible();
    await expect(page.getByRole("table", { name: /Historial de peso/ }).getByRole("row")).toHaveCount(3);
  });
});
