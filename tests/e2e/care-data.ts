import type { Page } from "@playwright/test";
import { dropPendingToast, expect, withServerDb } from "./fixtures";
import { freshPatient, tampaDay, uniqueSurname } from "./progress-data";

/**
 * A Tampa patient of the test's own whose weight has stalled: six weekly weigh-ins hardly moving
 * (written as a scale's import would), then today's through the Add Weight form, whose write
 * brings the care team's summary up to date. Signed in on `page`.
 */
export async function plateauPatient(page: Page) {
  const lastName = uniqueSurname();
  const patient = await freshPatient(page, lastName);
  const now = new Date().toISOString();
  withServerDb((db) => {
    const insert = db.prepare("insert into weights (user_id, measured_on, member_created, weight_kg, created_by, created_at, updated_at) values (?, ?, 1, ?, ?, ?, ?)");
    for (const [back, lb] of [[42, 200.2], [35, 200], [28, 199.9], [21, 200.1], [14, 200], [7, 199.9]] as const) insert.run(patient.id, tampaDay(-back), lb * 0.45359237, patient.id, now, now);
  });
  const res = await page.request.post("/progress", { form: { intent: "add-weight", weight: "200" }, maxRedirects: 0 });
  expect(res.status(), "today's weigh-in").toBe(302);
  await dropPendingToast(page);
  return { ...patient, name: `Sam ${lastName}` };
}
