import { expectNoA11yViolations } from "./a11y";
import { freshCareStaff, plateauPatient } from "./care-data";
import { expect, gotoHydrated, pageAs, secondPage, test, toast, withServerDb } from "./fixtures";
import { freshPatient, tampaDay } from "./progress-data";

/**
 * The care team (issue 25), with JavaScript: the Tampa nurse filters her panel to plateau, opens
 * the patient, reviews the flag, leaves a note on today's journal day and records a clinic
 * weigh-in; the patient sees the note on that day (and marks it read) and the weigh-in marked as
 * the clinic's. Who may open what, the API and every rule's edges are tested over HTTP and in
 * units; here what a person does and sees.
 */

test("the nurse finds a stalled patient, reviews the flag, leaves a note and records a weigh-in; the patient sees both", async ({ page, browser }) => {
  // One journey across two people and three axe checks: room for it on a busy machine.
  test.setTimeout(60_000);
  const patient = await plateauPatient(page);
  const nurse = await pageAs(browser, "nurse");
  try {
    const n = nurse.page;
    await gotoHydrated(n, "/patients");
    await expect(n.getByRole("heading", { level: 1, name: "Patients" })).toBeVisible();
    await n.getByLabel("Search by name").fill(patient.lastName);
    await n.getByLabel("Flag", { exact: true }).selectOption("plateau");
    await n.getByRole("button", { name: "Show patients" }).click();
    await expect(n).toHaveURL(/flag=plateau/);
    const row = n.getByRole("row").filter({ hasText: patient.name });
    await expect(row).toContainText("Plateau");
    await expectNoA11yViolations(n);

    await row.getByRole("link", { name: patient.name }).click();
    await expect(n.getByRole("heading", { level: 1, name: patient.name })).toBeVisible();
    const flags = n.getByRole("region", { name: "Flags" });
    await flags.getByLabel("Review note for plateau").fill("Talked it through; new meal plan.");
    await flags.getByRole("button", { name: "Mark reviewed" }).click();
    await expect(toast(n, "Flag marked reviewed.")).toBeVisible();
    await expect(flags).toContainText("Reviewed by Florence Baker");

    // A note on today's journal day. The day's own note form is inside the journal card: until the
    // open day is drawn, the notes card's form for today is still the one on the page.
    const journal = n.getByRole("region", { name: "Journal, last 14 days" });
    await journal.getByRole("link").first().click();
    await expect(n).toHaveURL(new RegExp(`day=${tampaDay()}`));
    await journal.getByLabel("Note for the patient").fill("Steady is good. Let's add a walk after dinner.");
    await journal.getByRole("button", { name: "Send note" }).click();
    await expect(toast(n, "Note sent to the patient.")).toBeVisible();

    // A clinic weigh-in, entered by the nurse.
    const weighIn = n.getByRole("region", { name: "Record a clinic weigh-in" });
    await weighIn.getByLabel("Weight (lb)").fill("199.4");
    await weighIn.getByLabel("Pulse (bpm)").fill("68");
    await weighIn.getByRole("button", { name: "Record weigh-in" }).click();
    await expect(toast(n, "Clinic weigh-in recorded.")).toBeVisible();
    await expect(n.getByRole("table", { name: "Latest weigh-ins" }).getByRole("row").nth(1)).toContainText("Clinic (Florence Baker)");
    await expectNoA11yViolations(n);
  } finally {
    await nurse.close();
  }

  // The patient: the note on the journal day, with who wrote it; then read.
  await gotoHydrated(page, "/nutrition/journal");
  const notes = page.getByRole("region", { name: "From your care team" });
  await expect(notes).toContainText("Steady is good. Let's add a walk after dinner.");
  await expect(notes).toContainText("Florence Baker");
  await notes.getByRole("button", { name: "Mark as read" }).click();
  await expect(toast(page, "Marked as read.")).toBeVisible();
  await expect(notes.getByRole("button", { name: "Mark as read" })).toHaveCount(0);
  await expect(notes).toContainText("read");

  // The weigh-in is the clinic's on the patient's progress page.
  await gotoHydrated(page, "/progress");
  const history = page.getByRole("table", { name: /Weight history/ });
  await expect(history.getByRole("row").nth(1)).toContainText("199.4");
  await expect(history.getByRole("row").nth(1)).toContainText("Clinic");

  // And the nurse's reads and writes are in the patient's "who viewed my record".
  await gotoHydrated(page, "/my-data");
  await expect(page.getByRole("table", { name: /Who viewed/ })).toContainText("Florence Baker");
  await expectNoA11yViolations(page);
});

test("a weight far from the trend is saved only once the patient confirms it", async ({ page }) => {
  await freshPatient(page);
  const add = async (weight: string) => {
    await gotoHydrated(page, "/progress?panel=add-weight");
    const panel = page.getByRole("dialog", { name: "Add Weight" });
    await panel.getByLabel("Weight (lb)").fill(weight);
    await panel.getByRole("button", { name: "Add Weight" }).click();
    return panel;
  };
  await add("200");
  await expect(toast(page, "Weight Entry Added!")).toBeVisible();
  const panel = await add("168");
  await expect(panel.getByText("This is more than 5 % away from the trend (200 lb). Please check the weight.")).toBeVisible();
  await panel.getByLabel("Yes, this weight is right").check();
  await panel.getByRole("button", { name: "Add Weight" }).click();
  await expect(toast(page, "Weight Entry Added!")).toBeVisible();
  await expect(page.getByRole("table", { name: /Weight history/ }).getByRole("row").nth(1)).toContainText("168");
});

test("care staff who read kilograms see the panel and the record in kilograms and record a weigh-in and a goal in kilograms; the patient reads pounds", async ({ page, browser }) => {
  const patient = await plateauPatient(page);
  const staff = await secondPage(browser);
  try {
    const n = staff.page;
    const { name } = await freshCareStaff(n, "metric");
    await gotoHydrated(n, `/patients?q=${patient.lastName}`);
    await expect(n.getByRole("columnheader", { name: /Start → trend \(kg\)/ })).toBeVisible();
    await expect(n.getByRole("columnheader", { name: /Rate \(kg\/wk\)/ })).toBeVisible();
    // The first weigh-in, 200.2 lb, is 90.8 kg.
    const row = n.getByRole("row").filter({ hasText: patient.name });
    await expect(row).toContainText("90.8 →");

    await row.getByRole("link", { name: patient.name }).click();
    await expect(n.getByRole("heading", { level: 1, name: patient.name })).toBeVisible();
    await expect(n.getByRole("list", { name: "Summary" })).toContainText("kg/week");
    const weighIn = n.getByRole("region", { name: "Record a clinic weigh-in" });
    await weighIn.getByLabel("Weight (kg)").fill("90.1");
    await weighIn.getByRole("button", { name: "Record weigh-in" }).click();
    await expect(toast(n, "Clinic weigh-in recorded.")).toBeVisible();
    const latest = n.getByRole("table", { name: "Latest weigh-ins" });
    await expect(latest.getByRole("columnheader", { name: "Weight (kg)" })).toBeVisible();
    await expect(latest.getByRole("row").nth(1)).toContainText("90.1");
    await expect(latest.getByRole("row").nth(1)).toContainText(`Clinic (${name})`);

    const goals = n.getByRole("region", { name: "Goals", exact: true });
    await goals.getByLabel("Goal weight (kg)").fill("10");
    await goals.getByRole("button", { name: "Save goal weight" }).click();
    await expect(goals.getByText("Must be 22.7 or more")).toBeVisible();
    await goals.getByLabel("Goal weight (kg)").fill("80");
    await goals.getByRole("button", { name: "Save goal weight" }).click();
    await expect(toast(n, "Goal weight saved.")).toBeVisible();
    await expect(n.getByRole("region", { name: "Weight", exact: true })).toContainText("the goal 80 kg");
  } finally {
    await staff.close();
  }

  // The patient reads pounds: 90.1 kg is 198.6 lb, and the goal 80 kg is 176.4 lb.
  await gotoHydrated(page, "/progress");
  const history = page.getByRole("table", { name: /Weight history/ });
  await expect(history.getByRole("row").nth(1)).toContainText("198.6");
  await expect(history.getByRole("row").nth(1)).toContainText("Clinic");
  await expect(page.getByText("176.4 lb").first()).toBeVisible();
});

test("care staff choose how they hear of new flags on their profile, and the morning count opens their panel", async ({ page }) => {
  const nurse = await freshCareStaff(page, "imperial");
  await gotoHydrated(page, "/profile");
  // Staff are offered the care team's kind only, not a patient's reminders.
  const choice = page.getByRole("group", { name: "New flags on my patients" });
  await expect(choice.getByLabel("In the portal", { exact: true })).toBeChecked();
  await expect(page.getByRole("group", { name: "Weekly summary" })).toHaveCount(0);
  await expect(page.getByRole("group", { name: "Badges earned" })).toHaveCount(0);
  await choice.getByLabel("In the portal and by email").check();
  await page.getByRole("button", { name: "Save notification choices" }).click();
  await expect(toast(page, "Your notification choices are saved.")).toBeVisible();
  await expect(page.getByRole("group", { name: "New flags on my patients" }).getByLabel("In the portal and by email")).toBeChecked();

  // The count as the morning job writes it (the job itself: app/care/digest.test.ts).
  withServerDb((db) =>
    db
      .prepare("insert into notifications (user_id, kind, title, body, link, created_at) values (?, 'care_flags', ?, ?, '/patients?clinic=1', ?)")
      .run(nurse.id, "2 new flags on your patients", "Raised Friday, November 27, 2026. Tampa Medical Weight Loss Clinic: Rapid loss 1, No weigh-in 1.", new Date().toISOString()),
  );
  await gotoHydrated(page, "/notifications");
  await page.getByRole("button", { name: /^Unread: 2 new flags on your patients/ }).click();
  await expect(page).toHaveURL(/\/patients\?clinic=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Patients" })).toBeVisible();
});

test("care staff who chose Spanish read the panel, a patient's record and the inbox in Spanish, and review a flag (issue 41)", async ({ page, browser }) => {
  const patient = await plateauPatient(page);
  const staff = await secondPage(browser);
  try {
    const n = staff.page;
    const { name } = await freshCareStaff(n, "imperial", "es");
    await gotoHydrated(n, "/patients");
    await expect(n.locator("html")).toHaveAttribute("lang", "es");
    await expect(n).toHaveTitle("Pacientes · Portal del Paciente");
    await expect(n.getByRole("heading", { level: 1, name: "Pacientes" })).toBeVisible();
    await n.getByLabel("Buscar por nombre").fill(patient.lastName);
    await n.getByLabel("Alerta", { exact: true }).selectOption("plateau");
    await n.getByRole("button", { name: "Mostrar pacientes" }).click();
    await expect(n).toHaveURL(/flag=plateau/);
    await expect(n.getByText("1 paciente coincide · Estancamiento")).toBeVisible();
    await expect(n.getByRole("columnheader", { name: /Inicio → tendencia \(lb\)/ })).toBeVisible();
    const row = n.getByRole("row").filter({ hasText: patient.name });
    await expect(row).toContainText("Estancamiento");

    await row.getByRole("link", { name: patient.name }).click();
    await expect(n.getByRole("heading", { level: 1, name: patient.name })).toBeVisible();
    await expect(n).toHaveTitle("Expediente del paciente · Portal del Paciente");
    await expect(n.getByRole("list", { name: "Resumen" })).toContainText("lb/semana");
    const flags = n.getByRole("region", { name: "Alertas" });
    await expect(flags).toContainText("Después de las primeras 4 semanas, la tendencia se movió menos de 0,5 % en 21 días.");
    await flags.getByLabel("Nota de revisión de «estancamiento»").fill("Hablamos de la dieta; nuevo plan de comidas.");
    await flags.getByRole("button", { name: "Marcar como revisada" }).click();
    await expect(toast(n, "Alerta marcada como revisada.")).toBeVisible();
    await expect(flags).toContainText(`Revisada por ${name}`);
    await n.getByRole("region", { name: "Mensajes" }).getByRole("link", { name: "Escribir al paciente" }).click();
    await expect(n.getByRole("heading", { level: 1, name: `Escribir a ${patient.name}` })).toBeVisible();
    await expect(n.getByRole("button", { name: "Enviar al paciente" })).toBeVisible();

    // The inbox: its filters and tabs in Spanish.
    await gotoHydrated(n, "/patients/messages");
    await expect(n).toHaveTitle("Mensajes · Pacientes · Portal del Paciente");
    await expect(n.getByRole("navigation", { name: "Conversaciones por estado" }).getByRole("link", { name: /^Esperando nuestra respuesta/ })).toHaveAttribute("aria-current", "page");
    await expect(n.getByLabel("Asignación")).toHaveValue("");
    await expect(n.getByRole("link", { name: "Respuestas guardadas" })).toBeVisible();
  } finally {
    await staff.close();
  }
});
