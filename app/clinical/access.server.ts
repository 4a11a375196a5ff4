import { sql } from "kysely";
import { isAdmin, isStaff } from "~/domain/users";
import { db } from "~/db/db.server";
import { byName } from "~/db/names";
import { DEFAULT_TIME_ZONE } from "~/domain/calendar";
import type { Db, Viewer } from "~/domain/outcome";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Who sees whom (docs/decisions/0120): a programme administrator sees every clinic's patients,
 * care staff the patients of the clinics assigned to them, a patient nobody's. Another clinic's
 * patient is simply not found, exactly like a missing one.
 */

/** A clinic as GET /api/care/clinics answers it, and its time zone (the server's, not sent). */
export type CareClinic = z.infer<typeof apiShapes.careClinic> & { time_zone: string };

/** The caller's clinics, by name, with their number of patients (GET /api/care/clinics, the panel's picker). */
export async function careClinics(viewer: Viewer): Promise<CareClinic[]> {
  return clinicsOf(db, viewer);
}

/** careClinics read through `conn` (a job's connection: the morning count). */
export async function clinicsOf(conn: Db, viewer: Viewer): Promise<CareClinic[]> {
  if (!isStaff(viewer)) return [];
  let q = conn
    .selectFrom("clinics as c")
    .select([
      "c.id",
      "c.name",
      "c.city",
      "c.state",
      "c.time_zone",
      (eb) =>
        eb
          .selectFrom("users as u")
          .select(sql<number>`count(*)`.as("n"))
          .whereRef("u.clinic_id", "=", "c.id")
          .where("u.user_type", "=", "P")
          .as("patients"),
    ]);
  // An administrator's are every clinic; care staff's, those assigned to them (a subquery, one round trip).
  if (!isAdmin(viewer)) q = q.where("c.id", "in", (eb) => eb.selectFrom("staff_clinics").select("clinic_id").where("user_id", "=", viewer.id));
  const rows = await q.orderBy(byName(conn, "c.name")).orderBy("c.id").execute();
  return rows.map((r) => ({ ...r, patients: Number(r.patients ?? 0) }));
}

/** A patient as the care pages name them. */
export interface CarePatient {
  id: number;
  first_name: string;
  middle_name: string;
  last_name: string;
  email: string;
  clinic_id: number;
  clinic_name: string;
  /** The patient's clinic's zone: their "today". */
  time_zone: string;
  /** The account's creation (ISO), for a patient with no weigh-in yet. */
  created_at: string;
}

/** A patient the viewer may see, or null (missing, not a patient, or another clinic's). */
export async function patientInScope(viewer: Viewer, patientId: number): Promise<CarePatient | null> {
  if (!isStaff(viewer)) return null;
  let q = db
    .selectFrom("users as u")
    .innerJoin("clinics as c", "c.id", "u.clinic_id")
    .select(["u.id", "u.first_name", "u.middle_name", "u.last_name", "u.email", "u.clinic_id", "c.name as clinic_name", "c.time_zone", "u.created_at"])
    .where("u.id", "=", patientId)
    .where("u.user_type", "=", "P");
  if (!isAdmin(viewer)) q = q.where("u.clinic_id", "in", (eb) => eb.selectFrom("staff_clinics").select("clinic_id").where("user_id", "=", viewer.id));
  const row = await q.executeTakeFirst();
  return row ? { ...row, clinic_id: row.clinic_id!, time_zone: row.time_zone || DEFAULT_TIME_ZONE } : null;
}
