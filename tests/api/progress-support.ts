import path from "node:path";
import Database from "better-sqlite3";
import { hashPassword } from "../../app/auth/password.server";
import { dataDir, tokenFor } from "./client";

/**
 * Shared by the progress, badge and testimonial API tests: a fresh patient of their own (written
 * straight into the test server's database, so no registration code is used up) and the rows the
 * server wrote (the audit log).
 */
let seq = 0;
const PASSWORD = "fresh-patient-password";

export function serverDb() {
  return new Database(path.join(dataDir(), "portal.sqlite"));
}

export async function freshPatient(label = "fresh"): Promise<{ id: number; email: string; token: string }> {
  seq += 1;
  const email = `${label}-${seq}-${Date.now().toString(36)}@example.com`;
  const hash = await hashPassword(PASSWORD);
  const now = new Date().toISOString();
  const sqlite = serverDb();
  try {
    sqlite.pragma("busy_timeout = 5000");
    const info = sqlite
      .prepare(
        "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, ?, 'P', 'Fresh', 'Patient', 'Tampa', 'FL', 1, ?, ?)",
      )
      .run(email, hash, now, now);
    return { id: Number(info.lastInsertRowid), email, token: await tokenFor(email, PASSWORD) };
  } finally {
    sqlite.close();
  }
}

/** The health audit rows about one patient, newest first. */
export function auditRows(patientId: number): { event: string; record_type: string; record_id: number | null; user_id: number }[] {
  const sqlite = serverDb();
  try {
    return sqlite.prepare("select event, record_type, record_id, user_id from audit_log where patient_id = ? order by id desc").all(patientId) as never;
  } finally {
    sqlite.close();
  }
}

/** The clinic's calendar day in Tampa (the seeded clinic 1). */
export const tampaToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());
