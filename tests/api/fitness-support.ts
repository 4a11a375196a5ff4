import { addDays, todayIn } from "../../app/domain/calendar";
import { call, withServerDb } from "./client";

/** Shared by the fitness API test files: fresh patients, weigh-ins and the clinic's today. */

export { addDays };

export const DEMO_PASSWORD = "patient-demo-password";
export const BRISK_WALK = 1078;

let seq = 0;
/**
 * Sign-ins are rate-limited per address, and client.ts's addresses start over in every test file:
 * the fresh patients of these files sign in from addresses of their own.
 */
const net = 1 + Math.floor(Math.random() * 250);
const ownIp = () => `10.${net}.${(seq >> 8) & 255}.${(seq & 255) + 1}`;

async function signIn(email: string): Promise<string> {
  const res = await call("/api/token-auth/", { json: { email, password: DEMO_PASSWORD }, ip: ownIp() });
  if (res.status !== 200) throw new Error(`token-auth failed: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data.token as unknown as string;
}

/**
 * A patient of their own for one test (clinic 1), signed in over the API. The password is the
 * demo patients' (its stored hash is copied), so no registration code is used up.
 */
export async function freshPatient(label = "fit"): Promise<{ id: number; token: string; email: string }> {
  seq += 1;
  const email = `${label}-${Date.now().toString(36)}-${seq}@example.com`;
  const id = await withServerDb(async (db) => {
    const { password_hash } = (await db.prepare("select password_hash from users where email = ?").get<{ password_hash: string }>("patient@example.com"))!;
    const now = new Date().toISOString();
    const row = await db
      .prepare(
        "insert into users (email, password_hash, user_type, first_name, last_name, city, state, clinic_id, created_at, password_changed_at) values (?, ?, 'P', 'Test', 'Patient', 'Tampa', 'FL', 1, ?, ?) returning id",
      )
      .get<{ id: number }>(email, password_hash, now, now);
    return Number(row!.id);
  });
  return { id, token: await signIn(email), email };
}

/** A clinic weigh-in, stored the way the weights area stores it (kilograms). */
export async function weighIn(userId: number, day: string, kg: number): Promise<void> {
  const now = new Date().toISOString();
  await withServerDb((db) =>
    db.prepare("insert into weights (user_id, measured_on, member_created, weight_kg, created_at, updated_at) values (?, ?, 0, ?, ?, ?)").run(userId, day, kg, now, now),
  );
}

/** Health-data audit rows of a patient since a moment. */
export async function auditRows(patientId: number, since: string): Promise<{ event: string; record_type: string; record_id: number | null; user_id: number; detail: string }[]> {
  return await withServerDb((db) =>
    db.prepare("select event, record_type, record_id, user_id, detail from audit_log where patient_id = ? and occurred_at >= ? order by id").all(patientId, since),
  );
}

/** The calendar day at clinic 1 (where fresh patients belong). */
export async function clinicToday(): Promise<string> {
  const clinic = await withServerDb((db) => db.prepare("select time_zone from clinics where id = 1").get<{ time_zone: string }>());
  return todayIn(clinic!.time_zone);
}

/** A call that must succeed with `status`; its JSON body. */
export async function expectStatus<T = Record<string, unknown>>(status: number, pathname: string, opts: Parameters<typeof call>[1] = {}): Promise<T> {
  const res = await call(pathname, opts);
  if (res.status !== status) throw new Error(`${opts.method ?? (opts.json !== undefined ? "POST" : "GET")} ${pathname}: expected ${status}, got ${res.status} ${JSON.stringify(res.data)}`);
  return res.data as unknown as T;
}

/** A web session (the sign-in form's cookie), for checking page guards over HTTP. */
export async function sessionCookie(email: string, password: string): Promise<string> {
  const res = await fetch(`${process.env.API_URL}/signin`, {
    method: "POST",
    body: new URLSearchParams({ intent: "login", email, password }),
    headers: { "X-Forwarded-For": `172.31.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    redirect: "manual",
  });
  if (res.status !== 302) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** A page request with a session: status and Location. */
export async function pageGet(pathname: string, cookie?: string) {
  const res = await fetch(`${process.env.API_URL}${pathname}`, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  return { status: res.status, location: res.headers.get("location") };
}
