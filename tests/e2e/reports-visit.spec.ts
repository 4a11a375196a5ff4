import { expect, gotoHydrated, pageAs, signInAs, test, withServerDb } from "./fixtures";
import { freshPatient, tampaDay, uniqueSurname } from "./progress-data";

/**
 * The visit summary (issue 40) as a nurse: from the record to the summary, a chosen start day,
 * the PDF downloaded; the start-day form without JavaScript, a refused day answered by the
 * server. Who may open what, the audit rows and the API are tested over HTTP
 * (tests/api/reports-visit.test.ts).
 */

const daysBefore = (n: number) => {
  const d = new Date(`${tampaDay()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - n);
  return d.toISOString().slice(0, 10);
};

/** A Tampa patient with a question for the visit. */
async function patientWithQuestion(page: Parameters<typeof freshPatient>[0]) {
  const patient = await freshPatient(page, uniqueSurname());
  withServerDb((db) => db.prepare("insert into visit_questions (user_id, body, created_at) values (?, ?, ?)").run(patient.id, "Is my new walking plan enough?", new Date().toISOString()));
  return patient;
}

test("the nurse opens the visit summary from the record, starts it from a chosen day and downloads its PDF", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const patient = await patientWithQuestion(page);
  const nurse = await pageAs(browser, "nurse");
  try {
    const n = nurse.page;
    await gotoHydrated(n, `/patients/${patient.id}`);
    await n.getByRole("link", { name: "Visit summary" }).click();
    await expect(n.getByRole("heading", { level: 1, name: `Visit summary: ${patient.firstName} ${patient.lastName} · Tampa Medical Weight Loss Clinic` })).toBeVisible();
    await expect(n.getByText("No earlier visit on file.")).toBeVisible();
    await expect(n.getByRole("region", { name: "The patient's questions" })).toContainText("Is my new walking plan enough?");
    await expect(n.getByRole("region", { name: "Food and exercise by week" }).getByRole("row", { name: /Whole period/ })).toBeVisible();

    await n.getByLabel("Since").fill(daysBefore(10));
    await n.getByRole("button", { name: "Show" }).click();
    await expect(n).toHaveURL(new RegExp(`since=${daysBefore(10)}`));
    const pdfLink = n.getByRole("link", { name: "Download PDF" });
    await expect(pdfLink).toHaveAttribute("href", `/patients/${patient.id}/visit.pdf?since=${daysBefore(10)}`);
    const [download] = await Promise.all([n.waitForEvent("download"), pdfLink.click()]);
    expect(download.suggestedFilename()).toBe(`visit-summary-${patient.id}-${tampaDay()}.pdf`);
  } finally {
    await nurse.close();
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the start-day form is a plain GET: a day in the future is refused with the server's message, a past one is shown", async ({ page }) => {
    const patient = await patientWithQuestion(page);
    await signInAs(page, "nurse");
    await page.goto(`/patients/${patient.id}/visit`);
    await page.getByLabel("Since").fill(daysBefore(-3));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The date cannot be in the future." })).toBeVisible();
    await page.getByLabel("Since").fill(daysBefore(5));
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByRole("link", { name: "Download PDF" })).toHaveAttribute("href", `/patients/${patient.id}/visit.pdf?since=${daysBefore(5)}`);
  });
});
