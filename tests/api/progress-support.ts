import { hashPassword } from "../../app/auth/password.server";
import { tokenFor, withServerDb } from "./client";

/**
 * Shared by the progress, badge and testimonial API tests: a fresh patient of their own (written
 * straight into the test server's database, so no registration code is used up) and the rows the
 * server wrote (the audit log).
 */
let seq = 0;
export const FRESH_PASSWORD = "fresh-patient-password";
const PASSWORD = FRESH_PASSWORD;

export async function freshPatient(label = "fresh"): Promise<{ id: number; email: string; token: string }> {
  seq += 1;
  const email = `${label}-${seq}-${Date.now().toString(36)}@example.com`;
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const row = await withServerDb((db) =>
    db
      .prepare(
        "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, ?, 'P', 'Fresh', 'Patient', 'Tampa', 'FL', 1, ?, ?) returning id",
      )
      .get<{ id: number }>(email, hash, now, now),
  );
  return { id: Number(row!.id), email, token: await tokenFor(email, PASSWORD) };
}

/** The health audit rows about one patient, newest first. */
export async function auditRows(patientId: number): Promise<{ event: string; record_type: string; record_id: number | null; user_id: number }[]> {
  return await withServerDb((db) => db.prepare("select event, record_type, record_id, user_id from audit_log where patient_id = ? order by id desc").all(patientId));
}

/** The clinic's calendar day in Tampa (the seeded clinic 1). */
export const tampaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
