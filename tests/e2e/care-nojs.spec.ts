import { freshCareStaff, plateauPatient } from "./care-data";
import { ACCOUNTS, expect, signInWithForm, test, toast } from "./fixtures";
import { tampaDay } from "./progress-data";

/** The care team's main forms without JavaScript: the panel's filter is a GET form, every action a plain POST. */
test.use({ javaScriptEnabled: false });

test("without JavaScript: the nurse filters the panel, leaves a note and records a weigh-in she has to confirm; the patient reads the note", async ({ page, browser }) => {
  const patient = await plateauPatient(page);
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const n = await ctx.newPage();
  try {
    // Signed in through the form, the nurse lands on her panel (issue 36 §14), her bell holding the
    // demo's count of the flags raised yesterday (§21).
    await n.goto("/signin");
    await signInWithForm(n, ACCOUNTS.nurse.email, ACCOUNTS.nurse.password);
    await expect(n).toHaveURL(/\/patients$/);
    await expect(n.getByRole("heading", { level: 1, name: "Patients" })).toBeVisible();
    await n.getByRole("link", { name: /^Notifications, \d+ unread$/ }).click();
    await expect(n.getByRole("region", { name: "Your notifications" })).toContainText(/\d+ new flags? on your patients/);
    await n.goto("/patients");
    await n.getByLabel("Search by name").fill(patient.lastName);
    await n.getByLabel("Flag", { exact: true }).selectOption("plateau");
    await n.getByRole("button", { name: "Show patients" }).click();
    await expect(n.getByRole("row").filter({ hasText: patient.name })).toContainText("Plateau");
    await n.getByRole("link", { name: patient.name }).click();
    await expect(n.getByRole("heading", { level: 1, name: patient.name })).toBeVisible();
    // The weight chart is its table, open; the headline's last weigh-in names the weight.
    await expect(n.getByRole("table", { name: /Weight chart data/ })).toBeVisible();
    await expect(n.getByRole("list", { name: "Summary" }).getByRole("listitem").filter({ hasText: "Last weigh-in" })).toContainText("200 lb");

    // The note: an empty one is refused by the server, then sent.
    await n.goto(`${new URL(n.url()).pathname}?day=${tampaDay()}`);
    await n.getByRole("button", { name: "Send note" }).click();
    await expect(n.getByText("Required")).toBeVisible();
    await n.getByLabel("Note for the patient").fill("Written without JavaScript.");
    await n.getByRole("button", { name: "Send note" }).click();
    await expect(toast(n, "Note sent to the patient.")).toBeVisible();

    // 10 % under the trend: the server asks, the nurse confirms, it is saved.
    const weighIn = () => n.getByRole("region", { name: "Record a clinic weigh-in" });
    await weighIn().getByLabel("Weight (lb)").fill("180");
    await weighIn().getByRole("button", { name: "Record weigh-in" }).click();
    await expect(weighIn().getByText("This is more than 5 % away from the trend (200 lb). Please check the weight.")).toBeVisible();
    await expect(weighIn().getByLabel("Weight (lb)")).toHaveValue("180");
    await weighIn().getByLabel("Yes, this weight is right").check();
    await weighIn().getByRole("button", { name: "Record weigh-in" }).click();
    await expect(toast(n, "Clinic weigh-in recorded.")).toBeVisible();
    await expect(n.getByRole("table", { name: "Latest weigh-ins" }).getByRole("row").nth(1)).toContainText("180");
  } finally {
    await ctx.close();
  }

  await page.goto("/nutrition/journal");
  const notes = page.getByRole("region", { name: "From your care team" });
  await expect(notes).toContainText("Written without JavaScript.");
  await notes.getByRole("button", { name: "Mark as read" }).click();
  await expect(toast(page, "Marked as read.")).toBeVisible();
  await expect(page.getByRole("region", { name: "From your care team" }).getByRole("button", { name: "Mark as read" })).toHaveCount(0);
});

test("without JavaScript, care staff who chose Spanish send a note in Spanish: the server's refusal and its toast in Spanish (issue 41)", async ({ page, browser }) => {
  const patient = await plateauPatient(page);
  const ctx = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const n = await ctx.newPage();
  try {
    await freshCareStaff(n, "imperial", "es");
    await n.goto(`/patients/${patient.id}?day=${tampaDay()}`);
    await expect(n.locator("html")).toHaveAttribute("lang", "es");
    // A day in the future: the server refuses it, in Spanish, and keeps what was typed.
    const journal = () => n.getByRole("region", { name: "Diario, últimos 14 días" });
    await journal().getByLabel("Día del diario").fill("2999-01-01");
    await journal().getByLabel("Nota para el paciente").fill("Escrita sin JavaScript.");
    await journal().getByRole("button", { name: "Enviar nota" }).click();
    await expect(journal().getByText("Una nota no puede ser para un día futuro.")).toBeVisible();
    await expect(journal().getByLabel("Nota para el paciente")).toHaveValue("Escrita sin JavaScript.");
    await journal().getByLabel("Día del diario").fill(tampaDay());
    await journal().getByRole("button", { name: "Enviar nota" }).click();
    await expect(toast(n, "Nota enviada al paciente.")).toBeVisible();
    await expect(n.getByRole("region", { name: "Notas al paciente" })).toContainText("Escrita sin JavaScript.");
  } finally {
    await ctx.close();
  }
});
