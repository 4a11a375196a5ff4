import path from "node:path";
import Database from "better-sqlite3";
import { consoleErrors, expect, gotoHydrated, serverDataDir, test, toast } from "./fixtures";
import { freshPatient, tampaDay, uniqueSurname } from "./progress-data";

/**
 * /reports (issue 40) as a patient: the last 4 weeks by week with its charts and servings, a
 * question added for the visit, no console error; the range form without JavaScript (the charts'
 * numbers as open tables, the CSV link keeping the range), a refused range answered by the server. The rows' figures, who
 * may open the page and the forms' refusals are tested over HTTP (tests/api/reports-intake.test.ts).
 */

/** Two weigh-ins of the patient's own, written into the server's database (the weigh-in forms are tested in the progress specs). */
function weighIns(patientId: number, kgs: [day: string, kg: number][]) {
  const sqlite = new Database(path.join(serverDataDir(), "portal.sqlite"));
  try {
    sqlite.pragma("busy_timeout = 5000");
    const now = new Date().toISOString();
    const insert = sqlite.prepare("insert into weights (user_id, measured_on, member_created, weight_kg, created_by, created_at, updated_at) values (?, ?, 1, ?, ?, ?, ?)");
    for (const [day, kg] of kgs) insert.run(patientId, day, kg, patientId, now, now);
  } finally {
    sqlite.close();
  }
}

test("a patient reads their last 4 weeks by week, with the charts, adds a question for the visit, compares with the 4 weeks before and downloads the visit summary", async ({ page }) => {
  const errors = consoleErrors(page);
  const { id } = await freshPatient(page, uniqueSurname());
  weighIns(id, [
    [tampaDay(-20), 100],
    [tampaDay(-1), 98.5],
  ]);
  await gotoHydrated(page, "/reports?range=7d&group=day");
  await page.getByLabel("Range", { exact: true }).selectOption("4w");
  await page.getByLabel("Group by", { exact: true }).selectOption("week");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/range=4w.*group=week/);
  const table = page.getByRole("region", { name: "Food, exercise and weight" });
  await expect(table.getByRole("columnheader", { name: "Week of" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Whole range/ })).toBeVisible();
  // The charts are drawn, their tables closed until asked for.
  await expect(page.getByRole("img", { name: "Energy against your goal: the numbers are in the table below." })).toBeVisible();
  await expect(page.getByRole("img", { name: "Weight trend: the numbers are in the table below." })).toBeVisible();
  const weightTable = page.getByRole("region", { name: "Weight trend and its change, period by period" });
  await expect(weightTable).toBeHidden();
  await page.getByRole("region", { name: "Weight trend", exact: true }).getByText("Show the chart as a table").click();
  await expect(weightTable.getByRole("columnheader", { name: "Weight trend (lb)" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Exchange servings" }).getByRole("columnheader", { name: "Vegetable (servings)" })).toBeVisible();

  const questions = page.getByRole("region", { name: "Questions for your visit" });
  await expect(questions.getByText("No questions yet.")).toBeVisible();
  await questions.getByLabel("Your question").fill("Can I swap rice for quinoa?");
  await questions.getByRole("button", { name: "Add question" }).click();
  await expect(questions.getByRole("listitem").filter({ hasText: "Can I swap rice for quinoa?" })).toBeVisible();
  await expect(questions.getByLabel("Your question")).toHaveValue("");
  // The range asked is kept.
  await expect(page).toHaveURL(/range=4w.*group=week/);

  // Beside the 4 weeks before.
  await page.getByLabel("Compare with the previous period").check();
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/compare=true/);
  await expect(page.getByRole("heading", { name: "This period beside the previous one" })).toBeVisible();

  // The visit summary, to print or download: the same question is on it.
  await page.getByRole("link", { name: "Open my visit summary" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Visit summary/ })).toBeVisible();
  await expect(page.getByText("Can I swap rice for quinoa?")).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`visit-summary-${tampaDay()}.pdf`);
  expect(errors).toEqual([]);
});

test("in Spanish (issue 41): the patient reads /reports and its charts, adds a question and opens the visit summary, all in Spanish; the question stays as written", async ({ page, baseURL }) => {
  const errors = consoleErrors(page);
  const { id } = await freshPatient(page, uniqueSurname());
  weighIns(id, [
    [tampaDay(-20), 100],
    [tampaDay(-1), 98.5],
  ]);
  await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
  await gotoHydrated(page, "/reports");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Informes · Portal del Paciente");
  await expect(page.getByRole("heading", { level: 1, name: "Informes" })).toBeVisible();
  await expect(page.getByLabel("Rango", { exact: true })).toHaveValue("4w");
  const table = page.getByRole("region", { name: "Alimentación, ejercicio y peso" });
  await expect(table.getByRole("columnheader", { name: "Semana del" })).toBeVisible();
  await expect(table.getByRole("row", { name: /Todo el rango/ })).toBeVisible();
  await expect(page.getByRole("img", { name: "Tendencia del peso: los números están en la tabla de abajo." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Porciones de intercambio" }).getByRole("columnheader", { name: "Verduras (porciones)" })).toBeVisible();

  const questions = page.getByRole("region", { name: "Preguntas para su visita" });
  await questions.getByLabel("Su pregunta").fill("Can I swap rice for quinoa?");
  await questions.getByRole("button", { name: "Agregar pregunta" }).click();
  await expect(toast(page, "Pregunta agregada.")).toBeVisible();
  await expect(questions.getByRole("listitem").filter({ hasText: "Can I swap rice for quinoa?" })).toBeVisible();

  await page.getByRole("link", { name: "Abrir mi resumen de la visita" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Resumen de la visita" })).toBeVisible();
  await expect(page.getByText("No hay una visita anterior registrada.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Preguntas del paciente" })).toContainText("Can I swap rice for quinoa?");
  await expect(page.getByRole("link", { name: "Descargar PDF" })).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the range form is a plain GET: a future day is refused with the server's message, 7 days by day are shown", async ({ page }) => {
    await freshPatient(page, uniqueSurname());
    await page.goto("/reports");
    await page.getByLabel("Range", { exact: true }).selectOption("custom");
    await page.getByLabel("From", { exact: true }).fill(tampaDay(-3));
    await page.getByLabel("To", { exact: true }).fill(tampaDay(2));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The date cannot be in the future." })).toBeVisible();

    await page.getByLabel("Range", { exact: true }).selectOption("7d");
    await page.getByLabel("Group by", { exact: true }).selectOption("day");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/range=7d.*group=day/);
    const table = page.getByRole("region", { name: "Food, exercise and weight" });
    await expect(table.getByRole("columnheader", { name: "Day", exact: true })).toBeVisible();
    // Seven days and the whole range, under the heading row.
    await expect(table.getByRole("row")).toHaveCount(9);
    // No chart without JavaScript: its numbers, as the open table.
    await expect(page.getByRole("img", { name: /Energy against your goal/ })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Energy and its goal, period by period" }).getByRole("row")).toHaveCount(8);
    // The CSV of what is shown keeps the range and grouping.
    await expect(page.getByRole("link", { name: "Download these rows (CSV)" })).toHaveAttribute("href", "/reports.csv?range=7d&group=day");
  });

  test("in Spanish (issue 41): the range form answers a future day with the server's message in Spanish", async ({ page, baseURL }) => {
    await freshPatient(page, uniqueSurname());
    await page.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await page.goto("/reports");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.getByLabel("Rango", { exact: true }).selectOption({ label: "Elegir fechas" });
    await page.getByLabel("Desde", { exact: true }).fill(tampaDay(-3));
    await page.getByLabel("Hasta", { exact: true }).fill(tampaDay(2));
    await page.getByRole("button", { name: "Mostrar" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "La fecha no puede estar en el futuro." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Descargar estas filas (CSV)" })).toHaveAttribute("href", "/reports.csv?range=4w&group=week");
  });
});
