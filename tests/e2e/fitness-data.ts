import type { Page } from "@playwright/test";
import type { Viewer } from "~/domain/outcome";
import { loadDomain } from "../support/domain";
import { expect, serverDataDir } from "./fixtures";

/**
 * What the fitness browser tests own, made through the fitness domain functions against the
 * database of the server under test (the same SQLite file, WAL mode): fresh patients (each test
 * its own), weigh-ins, plan rows and logs.
 */

type Domain = Awaited<ReturnType<typeof load>>;
let domain: Promise<Domain> | undefined;

async function load() {
  const [{ db }, calendar, activity, myWorkout] = await Promise.all([
    import("~/db/db.server"),
    import("~/domain/calendar"),
    import("~/fitness/activity.server"),
    import("~/fitness/my-workout.server"),
  ]);
  const clinic = await db.selectFrom("clinics").select("time_zone").where("id", "=", 1).executeTakeFirstOrThrow();
  return { db, calendar, activity, myWorkout, timeZone: clinic.time_zone };
}

export const fitnessDomain = () => (domain ??= loadDomain(serverDataDir(), load));

export const BRISK_WALK = 1078;
const DEMO_PASSWORD = "patient-demo-password";

export interface Patient {
  id: number;
  email: string;
  viewer: Viewer;
}

let seq = 0;

/** A new patient of clinic 1, signed in on `page` (the demo password; no registration code used). */
export async function freshPatient(page: Page, label = "fit"): Promise<Patient> {
  const d = await fitnessDomain();
  seq += 1;
  const email = `${label}-${Date.now().toString(36)}-${process.pid}-${seq}@example.com`;
  const { password_hash } = await d.db.selectFrom("users").select("password_hash").where("email", "=", "patient@example.com").executeTakeFirstOrThrow();
  const now = new Date().toISOString();
  const { id } = await d.db
    .insertInto("users")
    .values({ email, password_hash, user_type: "P", first_name: "Fran", last_name: "Fit", city: "Tampa", state: "FL", clinic_id: 1, created_at: now, password_changed_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  const res = await page.request.post("/signin", { form: { intent: "login", email, password: DEMO_PASSWORD }, maxRedirects: 0 });
  expect(res.status(), `sign-in as ${email}`).toBe(302);
  return { id, email, viewer: { id, user_type: "P", time_zone: d.timeZone } };
}

/** The clinic's today (clinic 1, where fresh patients belong), and days around it. */
export async function clinicDay(offset = 0): Promise<string> {
  const d = await fitnessDomain();
  return d.calendar.addDays(d.calendar.todayIn(d.timeZone), offset);
}

export async function weighIn(patient: Patient, kg: number, offset = -7) {
  const d = await fitnessDomain();
  const now = new Date().toISOString();
  await d.db
    .insertInto("weights")
    .values({ user_id: patient.id, measured_on: await clinicDay(offset), member_created: 0, weight_kg: kg, created_at: now, updated_at: now })
    .execute();
}

/** Books exercises in the patient's plan on weekdays. */
export async function bookPlan(patient: Patient, rows: { exercise: number; days: number[] }[]) {
  const d = await fitnessDomain();
  const outcome = await d.myWorkout.setPlanRows(
    patient.viewer,
    rows.map((r) => ({ exercise: r.exercise, ...Object.fromEntries(["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"].map((k, i) => [k, r.days.includes(i) ? 1 : 0])) }) as never),
  );
  if (!outcome.ok) throw new Error(`plan: ${JSON.stringify(outcome)}`);
  return outcome.data;
}

export async function logExercise(patient: Patient, exercise: number, offset: number, duration: number) {
  const d = await fitnessDomain();
  const outcome = await d.activity.createLog(patient.viewer, { exercise, datedone: await clinicDay(offset), duration });
  if (!outcome.ok) throw new Error(`log: ${JSON.stringify(outcome)}`);
  return outcome.data;
}

/** An exercise of the test's own (staff edit and delete it). */
export async function makeExercise(name: string): Promise<number> {
  const d = await fitnessDomain();
  const now = new Date().toISOString();
  const { id } = await d.db
    .insertInto("exercises")
    .values({
      name,
      compendium_code: "02101",
      compendium_description: "stretching, mild",
      met: 2.3,
      category: "Stretching & yoga",
      type_of_activity: "Flexibility",
      description_html: "<p>A test stretch.</p>",
      instructions_html: "<ol><li>Stretch.</li></ol>",
      featured: 0,
      flame: 1,
      deleted_at: null,
      created_at: now,
      updated_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return id;
}

export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
