import { expectNoA11yViolations } from "./a11y";
import { expect, gotoHydrated, pageAs, test, toast } from "./fixtures";
import { freshPatient, tampaDay, uniqueSurname } from "./progress-data";

/**
 * Medicines (issue 38), with JavaScript: the Tampa nurse prescribes a weekly pen with the label's
 * dose steps and titrates it; the patient takes this week's dose where the page suggests, adds a
 * supplement of their own and skips today's, and records a side effect bad enough to raise the care
 * team's flag, which the nurse then sees on the record and the panel. The rules, the API and who
 * may open what are tested in units and over HTTP; here what each person does and sees.
 */

const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

test("the nurse prescribes and titrates; the patient takes, skips and logs a side effect; the nurse sees the flag", async ({ page, browser }) => {
  // Two people, a dozen screens: room for it on a busy machine.
  test.setTimeout(90_000);
  const lastName = uniqueSurname();
  const patient = await freshPatient(page, lastName);
  const name = `Sam ${lastName}`;
  const nurse = await pageAs(browser, "nurse");
  try {
    const n = nurse.page;
    await gotoHydrated(n, `/patients/${patient.id}`);
    const prescribe = n.getByRole("region", { name: "Prescribe a medicine" });
    await prescribe.getByLabel("Medicine", { exact: true }).selectOption({ label: "Wegovy (semaglutide)" });
    await expect(prescribe.getByText("Strengths of Wegovy: 0.25 mg, 0.5 mg, 1 mg, 1.7 mg, 2.4 mg.")).toBeVisible();
    await prescribe.getByLabel("Dose", { exact: true }).fill("0.25");
    await prescribe.getByLabel("Schedule").selectOption("weekly");
    await prescribe.getByLabel("Times of day").fill("00:00");
    await prescribe.getByLabel("Day of the week (weekly)").selectOption({ label: WEEKDAYS[new Date(`${tampaDay()}T00:00:00Z`).getUTCDay()] });
    await prescribe.getByLabel("Follow the label's dose steps").check();
    await prescribe.getByRole("button", { name: "Prescribe" }).click();
    await expect(toast(n, "Medicine prescribed. The patient has been told.")).toBeVisible();
    const meds = n.getByRole("region", { name: "Medicines" });
    await expect(meds).toContainText(/Wegovy\s*0\.25 mg/);
    await expect(meds).toContainText("Next step: 0.5 mg from");
    // The create form is empty again after its success.
    await expect(prescribe.getByLabel("Medicine", { exact: true })).toHaveValue("");

    // Titrate: up to 0.5 mg from today, the plan's later steps giving way.
    await meds.getByLabel("New dose").selectOption({ label: "0.5 mg" });
    await meds.getByRole("button", { name: "Change the dose of Wegovy" }).click();
    await expect(toast(n, "Dose change saved. The patient has been told.")).toBeVisible();
    await expect(meds).toContainText(/Wegovy\s*0\.5 mg/);
    await expect(meds).not.toContainText("Next step:");
  } finally {
    await nurse.close();
  }

  // The patient takes this week's dose, where the page suggests.
  await gotoHydrated(page, "/medications");
  const today = page.getByRole("region", { name: "Today" });
  await expect(today.getByText("Suggested site: Abdomen, left, upper.")).toBeVisible();
  const wegovy = today.getByRole("listitem").filter({ hasText: "Wegovy" });
  await expect(wegovy).toContainText("0.5 mg");
  await expect(wegovy.getByLabel("Site")).toHaveValue("abdomen_left_upper");
  await wegovy.getByRole("button", { name: "Took it Wegovy" }).click();
  await expect(toast(page, "Dose recorded. Well done!")).toBeVisible();
  await expect(wegovy).toContainText("Taken at");
  await expect(wegovy).toContainText("Abdomen, left, upper");
  await expectNoA11yViolations(page);

  // A supplement of their own, whose dose today they skip.
  await page.getByRole("link", { name: "Add a supplement" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Add a supplement" })).toBeVisible();
  await page.getByLabel("Medicine", { exact: true }).selectOption({ label: "Vitamin D3 (cholecalciferol)" });
  await page.getByLabel("Dose", { exact: true }).fill("1000");
  await page.getByRole("button", { name: "Add supplement" }).click();
  await expect(toast(page, "Supplement added.")).toBeVisible();
  const vitamin = page.getByRole("region", { name: "Today" }).getByRole("listitem").filter({ hasText: "Vitamin D3" });
  await vitamin.getByLabel("Why skipped").selectOption("ran_out");
  await vitamin.getByRole("button", { name: "Skip Vitamin D3" }).click();
  await expect(toast(page, "Skipped dose recorded.")).toBeVisible();
  await expect(vitamin).toContainText("Skipped: I ran out.");

  // A side effect bad enough for the care team to see.
  await page.getByRole("link", { name: "Side effects" }).click();
  const checkIn = page.getByRole("region", { name: "Daily check-in" });
  await checkIn.getByLabel("Symptom").selectOption("vomiting");
  await checkIn.getByLabel("How bad").selectOption("4");
  await checkIn.getByLabel("Note (optional)").fill("After dinner, twice.");
  await checkIn.getByRole("button", { name: "Record side effect" }).click();
  await expect(toast(page, "Side effect recorded.")).toBeVisible();
  await expect(page.getByRole("region", { name: "The last two weeks" })).toContainText(/Vomiting\s*4 – bad/);
  await expect(checkIn.getByLabel("Symptom")).toHaveValue("");
  await expect(page.getByRole("img", { name: "Side-effect chart: the data is in the table below" })).toBeVisible();

  // The nurse: the flag on the record and on the panel.
  const again = await pageAs(browser, "nurse");
  try {
    const n = again.page;
    await gotoHydrated(n, `/patients?flag=side_effects&q=${lastName}`);
    await expect(n.getByRole("row").filter({ hasText: name })).toContainText("Side effects");
    await n.getByRole("link", { name }).click();
    await expect(n.getByRole("region", { name: "Flags" })).toContainText("Side effects");
    await expect(n.getByRole("region", { name: "Medicines" })).toContainText("Vitamin D3");
  } finally {
    await again.close();
  }
});

test("an administrator adds a medicine to the formulary, citing its label", async ({ browser }) => {
  const admin = await pageAs(browser, "admin");
  try {
    const a = admin.page;
    await gotoHydrated(a, "/medications");
    await expect(a.getByRole("heading", { level: 1, name: "Formulary" })).toBeVisible();
    await expect(a.getByRole("row").filter({ hasText: "Zepbound" })).toContainText("2.5 mg → 5 mg → 7.5 mg → 10 mg → 12.5 mg → 15 mg");
    await a.getByRole("link", { name: "Add a medicine" }).click();
    const medicine = `Testatide ${uniqueSurname()}`;
    await a.getByLabel("Name", { exact: true }).fill(medicine);
    await a.getByLabel("Generic name").fill("testatide");
    await a.getByLabel("Kind").selectOption("injection");
    await a.getByLabel("Route").selectOption("subcutaneous");
    await a.getByLabel("Unit of every dose").selectOption("mg");
    await a.getByLabel("Strengths").fill("1, 2");
    await a.getByLabel("Dose-step plan (optional)").fill("1:4, 3");
    await a.getByRole("button", { name: "Add to the formulary" }).click();
    await expect(a.getByText("Each step's dose must be one of the strengths.")).toBeVisible();
    await a.getByLabel("Dose-step plan (optional)").fill("1:4, 2");
    await a.getByLabel("Source of the steps (the product's label)").fill("Testatide US label, section 2.");
    await a.getByRole("button", { name: "Add to the formulary" }).click();
    await expect(toast(a, "Medicine added to the list.")).toBeVisible();
    await expect(a.getByRole("row").filter({ hasText: medicine })).toContainText("1 mg → 2 mg");
  } finally {
    await admin.close();
  }
});

test("an administrator reading Spanish runs the formulary in Spanish (issue 41)", async ({ browser, baseURL }) => {
  const admin = await pageAs(browser, "admin");
  try {
    const a = admin.page;
    await a.context().addCookies([{ name: "lng", value: "es", url: baseURL! }]);
    await gotoHydrated(a, "/medications/catalogue");
    await expect(a.locator("html")).toHaveAttribute("lang", "es");
    await expect(a).toHaveTitle("Formulario · Portal del Paciente");
    const zepbound = a.getByRole("row").filter({ hasText: "Zepbound" });
    await expect(zepbound).toContainText("Inyección");
    await expect(zepbound).toContainText("2.5 mg → 5 mg → 7.5 mg");
    await a.getByRole("link", { name: "Agregar un medicamento" }).click();
    const medicine = `Testatida ${uniqueSurname()}`;
    await a.getByLabel("Nombre", { exact: true }).fill(medicine);
    await a.getByLabel("Nombre genérico").fill("testatida");
    await a.getByLabel("Tipo").selectOption({ label: "Inyección" });
    await a.getByLabel("Vía de administración").selectOption({ label: "Debajo de la piel (subcutánea)" });
    await a.getByLabel("Unidad de cada dosis").selectOption("mg");
    await a.getByLabel("Concentraciones").fill("1, 2");
    await a.getByLabel("Plan de pasos de dosis (opcional)").fill("1:4, 3");
    await a.getByRole("button", { name: "Agregar al formulario" }).click();
    await expect(a.getByText("La dosis de cada paso debe ser una de las concentraciones.")).toBeVisible();
    await a.getByLabel("Plan de pasos de dosis (opcional)").fill("1:4, 2");
    await a.getByRole("button", { name: "Agregar al formulario" }).click();
    await expect(toast(a, "Medicamento agregado a la lista.")).toBeVisible();
    await expect(a.getByRole("row").filter({ hasText: medicine })).toContainText("Todos los días");
  } finally {
    await admin.close();
  }
});
