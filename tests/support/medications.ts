import { db, nowIso } from "~/db/db.server";
import { todayIn } from "~/domain/calendar";
import type { Viewer } from "~/domain/outcome";
import { recordDose } from "~/medications/doses.server";
import { doseSchema } from "~/medications/schemas";
import { viewerOf } from "./domain";

/**
 * What the medications area's tests on the unit suite's database share (app/medications/*.test.ts):
 * a new patient of the Tampa clinic, the nurse and the formulary's ids, a dose recorded through
 * the form's schema, and the patient's stored care summary.
 */

/** The Tampa clinic's time zone: the patients' "today". */
export const TZ = "America/New_York";
export const today = () => todayIn(TZ);

let seq = 0;

/** A new patient of clinic 1 (Tampa), made now; `label` starts their email and names them (a file's own). */
export async function medicationPatient(label: string, firstName: string, lastName: string): Promise<Viewer> {
  seq += 1;
  const now = nowIso();
  const { id } = await db
    .insertInto("users")
    .values({ email: `${label}-${Date.now().toString(36)}-${seq}@example.com`, password_hash: "x", user_type: "P", first_name: firstName, last_name: `${lastName} ${seq}`, city: "Tampa", state: "FL", clinic_id: 1, created_at: now, password_changed_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { id, user_type: "P", staff_role: null, time_zone: TZ };
}

/** The demo nurse, and the formulary's ids by name (read in a file's beforeAll). */
export async function nurseAndFormulary(): Promise<{ nurse: Viewer; ids: Map<string, number> }> {
  const nurse = await viewerOf("nurse@example.com");
  const ids = new Map((await db.selectFrom("medications").select(["id", "name"]).execute()).map((r) => [r.name, r.id]));
  return { nurse, ids };
}

/** A dose recorded by the patient, its body read by the form's schema. */
export const dose = (p: Viewer, body: Record<string, unknown>, now?: Date) => recordDose(p, doseSchema.parse(body), now);

/** The patient's care summary as stored. */
export const summary = (userId: number) => db.selectFrom("care_summaries").selectAll().where("user_id", "=", userId).executeTakeFirstOrThrow();
