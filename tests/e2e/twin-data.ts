import type { Page } from "@playwright/test";
import { hashPassword } from "../../app/auth/password.server";
import { signInWithPassword, withServerDb } from "./fixtures";
import { uniqueSurname } from "./progress-data";

/** Tables of a member's own records, copied to the twin. */
const MEMBER_TABLES = ["weights", "body_profiles", "journal_entries", "nutrition_goals", "member_exercise_plans", "exercise_logs", "fitness_goals"];

/**
 * A metric twin of a demo member: a new account with the same role and clinic, kilograms and
 * centimetres, and a copy of the member's own records. Signed in on `page`.
 */
export async function metricTwinOf(page: Page, email: string) {
  const twin = `metric-${uniqueSurname().toLowerCase()}@example.com`;
  const password = "metric-twin-password-1";
  const hash = await hashPassword(password);
  withServerDb((db) => {
    const from = (db.prepare("select id from users where email = ?").get(email) as { id: number }).id;
    const columns = (table: string) => (db.prepare(`pragma table_info(${table})`).all() as { name: string }[]).map((c) => c.name).filter((c) => c !== "id");
    const userColumns = columns("users").filter((c) => !["email", "password_hash", "units"].includes(c));
    const to = Number(
      db
        .prepare(`insert into users (email, password_hash, units, ${userColumns.join(", ")}) select ?, ?, 'metric', ${userColumns.join(", ")} from users where id = ?`)
        .run(twin, hash, from).lastInsertRowid,
    );
    for (const table of MEMBER_TABLES) {
      const rest = columns(table).filter((c) => c !== "user_id");
      db.prepare(`insert into ${table} (user_id, ${rest.join(", ")}) select ?, ${rest.join(", ")} from ${table} where user_id = ?`).run(to, from);
    }
    db.prepare("insert into staff_clinics (user_id, clinic_id, assigned_by, assigned_at) select ?, clinic_id, assigned_by, assigned_at from staff_clinics where user_id = ?").run(to, from);
  });
  await signInWithPassword(page, twin, password);
  return { email: twin, password };
}

