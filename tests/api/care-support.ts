import { hashPassword } from "../../app/auth/password.server";
import { tokenFor, withServerDb } from "./client";

/**
 * The care team's API tests make their own people, written straight into the test server's
 * database (no registration code is used up): patients of a clinic with a last name of their
 * own (so a panel search finds exactly them), and care staff assigned to a clinic.
 */

let seq = 0;
export const PASSWORD = "care-test-password";
const now = () => new Date().toISOString();

/** A unique word of letters only, for a last name a search can find. */
export function uniqueName(label: string): string {
  seq += 1;
  const n = `${Date.now().toString(36)}${seq}`;
  return `${label}${[...n].map((c) => String.fromCharCode(97 + (parseInt(c, 36) % 26))).join("")}`;
}

export interface Person {
  id: number;
  email: string;
  token: string;
  name: string;
}

export async function carePatient(label = "Panel", clinicId = 1): Promise<Person> {
  const last = uniqueName(label);
  const email = `${last.toLowerCase()}@example.com`;
  const hash = await hashPassword(PASSWORD);
  const row = await withServerDb((db) =>
    db
      .prepare(
        "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, ?, 'P', 'Casey', ?, 'Tampa', 'FL', ?, ?, ?) returning id",
      )
      .get<{ id: number }>(email, hash, last, clinicId, now(), now()),
  );
  return { id: Number(row!.id), email, token: await tokenFor(email, PASSWORD), name: `Casey ${last}` };
}

/** A care-staff member looking after the given clinics. */
export async function careStaff(clinicIds: number[], label = "Nurse"): Promise<Person> {
  const last = uniqueName(label);
  const email = `${last.toLowerCase()}@example.com`;
  const hash = await hashPassword(PASSWORD);
  const id = await withServerDb(async (db) => {
    const row = await db
      .prepare(
        "insert into users (email, password_hash, user_type, staff_role, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, ?, 'A', 'care', 'Robin', ?, 'Houston', 'TX', ?, ?, ?) returning id",
      )
      .get<{ id: number }>(email, hash, last, clinicIds[0] ?? null, now(), now());
    for (const c of clinicIds) await db.prepare("insert into staff_clinics (user_id, clinic_id, assigned_at) values (?, ?, ?)").run(Number(row!.id), c, now());
    return Number(row!.id);
  });
  return { id, email, token: await tokenFor(email, PASSWORD), name: `Robin ${last}` };
}

/** The health audit rows about a patient, newest first. */
export async function healthRows(patientId: number): Promise<{ event: string; record_type: string; record_id: number | null; user_id: number; detail: string }[]> {
  return withServerDb((db) => db.prepare("select event, record_type, record_id, user_id, detail from audit_log where patient_id = ? order by id desc").all(patientId));
}
