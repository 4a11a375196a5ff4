import path from "node:path";
import Database from "better-sqlite3";
import type { Page } from "@playwright/test";
import { hashPassword } from "../../app/auth/password.server";
import { expect, serverDataDir } from "./fixtures";

/**
 * A fresh patient of the test's own, written into the database of the server under test (no
 * registration code is used up), signed in on the page. Clinic 1 (Tampa).
 */
let seq = 0;
const PASSWORD = "fresh-patient-password-1";

export async function freshPatient(page: Page, lastName = "Patient"): Promise<{ id: number; email: string; firstName: string; lastName: string }> {
  seq += 1;
  const email = `e2e-${process.pid}-${seq}-${Date.now().toString(36)}@example.com`;
  const now = new Date().toISOString();
  const hash = await hashPassword(PASSWORD);
  const sqlite = new Database(path.join(serverDataDir(), "portal.sqlite"));
  let id: number;
  try {
    sqlite.pragma("busy_timeout = 5000");
    id = Number(
      sqlite
        .prepare(
          "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, ?, 'P', 'Sam', ?, 'Tampa', 'FL', 1, ?, ?)",
        )
        .run(email, hash, lastName, now, now).lastInsertRowid,
    );
  } finally {
    sqlite.close();
  }
  const res = await page.request.post("/signin", { form: { intent: "login", email, password: PASSWORD }, maxRedirects: 0 });
  expect(res.status(), "sign-in of the fresh patient").toBe(302);
  return { id, email, firstName: "Sam", lastName };
}

/** A unique surname, so staff can find this test's member in the lists. */
export const uniqueSurname = () => `Tester${Date.now().toString(36).slice(-5)}${Math.random().toString(36).slice(2, 5)}`;

/** The clinic's calendar day in Tampa. */
export const tampaDay = (offsetDays = 0) => {
  const d = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(d);
};
