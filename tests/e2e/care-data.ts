import type { Page } from "@playwright/test";
import { hashPassword } from "../../app/auth/password.server";
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

/**
 * Care staff of the test's own, looking after the Tampa clinic and reading the given units (and,
 * when given, the language they chose on their profile), written into the server's database;
 * signed in on `page` (its own browser context).
 */
export async function freshCareStaff(page: Page, units: "imperial" | "metric", language: string | null = null) {
  const lastName = uniqueSurname();
  const email = `care-${lastName.toLowerCase()}@example.com`;
  const password = "care-e2e-password-1";
  const hash = await hashPassword(password);
  const now = new Date().toISOString();
  const id = withServerDb((db) => {
    const id = Number(
      db
        .prepare("insert into users (email, password_hash, user_type, staff_role, first_name, last_name, city, state, clinic_id, units, language, created_at, password_changed_at) values (?, ?, 'A', 'care', 'Robin', ?, 'Tampa', 'FL', 1, ?, ?, ?, ?)")
        .run(email, hash, lastName, units, language, now, now).lastInsertRowid,
    );
    db.prepare("insert into staff_clinics (user_id, clinic_id, assigned_at) values (?, 1, ?)").run(id, now);
    return id;
  });
  const res = await page.request.post("/signin", { form: { intent: "login", email, password }, maxRedirects: 0 });
  expect(res.status(), "sign-in of the fresh care staff").toBe(302);
  return { id, name: `Robin ${lastName}` };
}
