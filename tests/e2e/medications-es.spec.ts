import { expect, gotoHydrated, pageAs, test, toast } from "./fixtures";
import { freshPatient, uniqueSurname } from "./progress-data";

/**
 * Medicines in Spanish (issue 41): a patient reading Spanish (the `lng` cookie) adds a supplement,
 * takes today's dose and records a side effect, every text and message in Spanish; the nurse, who
 * chose nothing, reads the same patient's record in English. What people wrote and the formulary's
 * names stay as written.
 */

test("a patient in Spanish takes a dose and logs a side effect; the nurse reads the record in English", async ({ page, browser, baseURL }) => {
  test.setTimeout(60_000);
  const lastName = uniqueSurname();
  const patient = await freshPatient(page, lastName);
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);

  await gotoHydrated(page, "/medications");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1, name: "Mis medicamentos" })).toBeVisible();
  await expect(page).toHaveTitle("Mis medicamentos · Portal del Paciente");
  await expect(page.getByRole("region", { name: "Las últimas cuatro semanas" })).toContainText("Sin dosis programada");

  await page.getByRole("link", { name: "Agregar un suplemento", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Agregar un suplemento" })).toBeVisible();
  await page.getByLabel("Medicamento", { exact: true }).selectOption({ label: "Vitamin D3 (cholecalciferol)" });
  await expect(page.getByText(/Concentraciones de Vitamin D3: .*Horario habitual: Todos los días a las/)).toBeVisible();
  await page.getByLabel("Dosis", { exact: true }).fill("1000");
  await page.getByLabel("Horas del día").fill("00:00");
  await page.getByRole("button", { name: "Agregar suplemento" }).click();
  await expect(toast(page, "Suplemento agregado.")).toBeVisible();

  const vitamin = page.getByRole("region", { name: "Hoy" }).getByRole("listitem").filter({ hasText: "Vitamin D3" });
  await expect(vitamin).toContainText(/1[.,\s\u00a0]?000 UI/);
  await vitamin.getByRole("button", { name: "La tomé Vitamin D3" }).click();
  await expect(toast(page, "Dosis registrada. ¡Muy bien!")).toBeVisible();
  await expect(vitamin).toContainText("Tomada a las");
  await expect(page.getByRole("region", { name: "Mis medicamentos" })).toContainText("Todos los días a las 12:00");

  await page.getByRole("link", { name: "Efectos secundarios" }).click();
  const checkIn = page.getByRole("region", { name: "Registro diario" });
  await checkIn.getByRole("button", { name: "Registrar efecto secundario" }).click();
  await expect(checkIn.getByText("Por favor, elija un síntoma.")).toBeVisible();
  await checkIn.getByLabel("Síntoma").selectOption({ label: "Vómitos" });
  await checkIn.getByLabel("Intensidad").selectOption({ label: "4 – fuerte" });
  await checkIn.getByLabel("Nota (opcional)").fill("Después de cenar.");
  await checkIn.getByRole("button", { name: "Registrar efecto secundario" }).click();
  await expect(toast(page, "Efecto secundario registrado.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Las últimas dos semanas" })).toContainText(/Vómitos\s*4 – fuerte/);
  await expect(page.getByRole("region", { name: "Las últimas dos semanas" })).toContainText("Después de cenar.");
  await expect(page.getByRole("img", { name: "Gráfica de efectos secundarios: los datos están en la tabla de abajo" })).toBeVisible();

  // The nurse chose no language: the same record, in English.
  const nurse = await pageAs(browser, "nurse");
  try {
    const n = nurse.page;
    await gotoHydrated(n, `/patients/${patient.id}`);
    await expect(n.locator("html")).toHaveAttribute("lang", "en");
    await expect(n.getByRole("region", { name: "Flags" })).toContainText("Side effects");
    const meds = n.getByRole("region", { name: "Medicines" });
    await expect(meds).toContainText(/Vitamin D3\s*1,?000 IU/);
    await expect(meds).toContainText("Every day at 12:00 AM");
    await expect(meds).toContainText("Vomiting");
  } finally {
    await nurse.close();
  }
});
