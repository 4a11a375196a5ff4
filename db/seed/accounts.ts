import type { Kysely } from "kysely";
import { hashPassword } from "../../app/auth/password.server";
import type { Database } from "../../app/db/schema";
import { clinicRows } from "./clinics";

export const DEMO = {
  admin: { email: "admin@example.com", password: "admin-demo-password" },
  nurse: { email: "nurse@example.com", password: "nurse-demo-password" },
  patient: { email: "patient@example.com", password: "patient-demo-password" },
  patient2: { email: "patient2@example.com", password: "patient-demo-password" },
  registrationCode: "1234567890",
} as const;

const PATIENTS = [
  { email: DEMO.patient.email, first: "Jane", middle: "A", last: "Doe", clinic: 1, born: "1978-04-12", phone: "(813) 555-0142" },
  { email: DEMO.patient2.email, first: "Maria", middle: "", last: "Garcia", clinic: 35, born: "1985-09-30", phone: "" },
  { email: "robert.patient@example.com", first: "Robert", middle: "", last: "Johnson", clinic: 16, born: "1969-01-23", phone: "" },
  { email: "linda.patient@example.com", first: "Linda", middle: "M", last: "Williams", clinic: 54, born: "1990-06-07", phone: "" },
  { email: "david.patient@example.com", first: "David", middle: "", last: "Brown", clinic: 82, born: "1972-11-15", phone: "" },
];

/** Unused codes a clinic handed out at intake, each for a patient-to-be at that clinic. */
const CODES = [
  { code: DEMO.registrationCode, first: "Alex", last: "Taylor", clinic: 1, born: "1982-02-14" },
  { code: "2345678901", first: "Sam", last: "Lee", clinic: 2 },
  { code: "3456789012", first: "Chris", last: "Morgan", clinic: 11 },
  { code: "4567890123", first: "Pat", last: "Rivera", clinic: 23 },
  { code: "5678901234", first: "Jordan", last: "Kim", clinic: 34 },
  { code: "6789012345", first: "Casey", last: "Nguyen", clinic: 45 },
  { code: "7890123456", first: "Morgan", last: "Patel", clinic: 56 },
  { code: "8901234567", first: "Taylor", last: "Brooks", clinic: 67 },
  { code: "9012345678", first: "Jamie", last: "Foster", clinic: 78 },
  { code: "1029384756", first: "Riley", last: "Hughes", clinic: 89 },
];

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

export async function seedAccounts(db: Kysely<Database>, today: string): Promise<void> {
  const existing = await db.selectFrom("users").select("id").limit(1).executeTakeFirst();
  if (existing) {
    console.log("accounts: already seeded");
    return;
  }
  const now = new Date().toISOString();
  const clinics = clinicRows();
  await db.insertInto("clinics").values(clinics).execute();
  const clinicAt = (n: number) => clinics[n - 1];

  const [adminHash, nurseHash, patientHash] = await Promise.all([
    hashPassword(DEMO.admin.password),
    hashPassword(DEMO.nurse.password),
    hashPassword(DEMO.patient.password),
  ]);

  /** A staff account of the Tampa clinic. */
  const staff = async (email: string, password_hash: string, staff_role: "admin" | "care", first_name: string, last_name: string) =>
    (
      await db
        .insertInto("users")
        .values({ email, password_hash, user_type: "A", staff_role, first_name, last_name, city: clinicAt(1).city, state: clinicAt(1).state, clinic_id: 1, created_at: now, password_changed_at: now })
        .returning("id")
        .executeTakeFirstOrThrow()
    ).id;
  const adminId = await staff(DEMO.admin.email, adminHash, "admin", "Grace", "Hopper");

  for (const [i, p] of PATIENTS.entries()) {
    const clinic = clinicAt(p.clinic);
    const { id } = await db
      .insertInto("users")
      .values({
        email: p.email,
        password_hash: patientHash,
        user_type: "P",
        first_name: p.first,
        middle_name: p.middle,
        last_name: p.last,
        city: clinic.city,
        state: clinic.state,
        clinic_id: p.clinic,
        created_at: now,
        password_changed_at: now,
        date_of_birth: p.born,
        phone: p.phone,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    // Everyone has a past visit and an upcoming one.
    await db
      .insertInto("appointments")
      .values([
        { user_id: id, appt_date: addDays(today, -14), appt_time: "09:30", created_at: now },
        { user_id: id, appt_date: addDays(today, 5 + i), appt_time: i % 2 ? "14:15" : "10:00", created_at: now },
      ])
      .execute();
  }

  // The Tampa clinic's nurse: care staff, assigned to Tampa only (docs/decisions/0120). Made after
  // the patients, so the demo patients keep the ids they always had.
  const nurseId = await staff(DEMO.nurse.email, nurseHash, "care", "Florence", "Baker");
  await db.insertInto("staff_clinics").values({ user_id: nurseId, clinic_id: 1, assigned_by: adminId, assigned_at: now }).execute();

  await db
    .insertInto("registration_codes")
    .values(
      CODES.map((c) => ({
        code: c.code,
        clinic_id: c.clinic,
        first_name: c.first,
        last_name: c.last,
        city: clinicAt(c.clinic).city,
        state: clinicAt(c.clinic).state,
        created_at: now,
        used_at: null,
        user_id: null,
        date_of_birth: "born" in c ? c.born : null,
      })),
    )
    .execute();
  console.log(`accounts: ${clinics.length} clinics, 1 admin, 1 nurse, ${PATIENTS.length} patients, ${CODES.length} registration codes`);
}
