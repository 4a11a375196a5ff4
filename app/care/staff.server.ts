import { isAdmin, type StaffRole } from "~/domain/users";
import { db, nowIso } from "~/db/db.server";
import { byName } from "~/db/names";
import { done, forbidden, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { CARE_MSG } from "./codes";

/**
 * The staff page (/staff): a programme administrator gives each staff account its role and a
 * care-staff member its clinics (docs/decisions/0120). Only administrators read or change it.
 */

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: StaffRole | null;
  /** The account's own clinic (where they work), by name. */
  home_clinic: string | null;
  clinics: { id: number; name: string }[];
}

export async function listStaff(viewer: Viewer): Promise<Outcome<StaffMember[]>> {
  if (!isAdmin(viewer)) return forbidden;
  const [people, assigned] = await Promise.all([
    db
      .selectFrom("users as u")
      .leftJoin("clinics as c", "c.id", "u.clinic_id")
      .select(["u.id", "u.first_name", "u.last_name", "u.email", "u.staff_role", "c.name as home_clinic"])
      .where("u.user_type", "=", "A")
      .orderBy(byName(db, "u.last_name"))
      .orderBy(byName(db, "u.first_name"))
      .orderBy("u.id")
      .execute(),
    db
      .selectFrom("staff_clinics as s")
      .innerJoin("clinics as c", "c.id", "s.clinic_id")
      .select(["s.user_id", "c.id", "c.name"])
      .orderBy(byName(db, "c.name"))
      .orderBy("c.id")
      .execute(),
  ]);
  return done(
    people.map((p) => ({
      id: p.id,
      name: `${p.first_name} ${p.last_name}`.trim(),
      email: p.email,
      role: p.staff_role,
      home_clinic: p.home_clinic,
      clinics: assigned.filter((a) => a.user_id === p.id).map((a) => ({ id: a.id, name: a.name })),
    })),
  );
}

async function staffAccount(id: number) {
  return db.selectFrom("users").select(["id", "staff_role"]).where("id", "=", id).where("user_type", "=", "A").executeTakeFirst();
}

/** Gives a staff account its role. An administrator cannot take their own role away (no one would be left to give it back). */
export async function setStaffRole(viewer: Viewer, staffId: number, role: StaffRole): Promise<Outcome<{ id: number; role: StaffRole }>> {
  if (!isAdmin(viewer)) return forbidden;
  if (staffId === viewer.id && role !== "admin") return invalidField("role", CARE_MSG.ownRole);
  const account = await staffAccount(staffId);
  if (!account) return notFound;
  await db.updateTable("users").set({ staff_role: role }).where("id", "=", staffId).execute();
  return done({ id: staffId, role });
}

/** Assigns a clinic to a staff member (assigning one twice changes nothing). */
export async function assignClinic(viewer: Viewer, staffId: number, clinicId: number): Promise<Outcome<{ id: number; clinic: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  const [account, clinic] = await Promise.all([staffAccount(staffId), db.selectFrom("clinics").select("id").where("id", "=", clinicId).executeTakeFirst()]);
  if (!account) return notFound;
  if (!clinic) return invalidField("clinic", CARE_MSG.pickClinic);
  await db
    .insertInto("staff_clinics")
    .values({ user_id: staffId, clinic_id: clinicId, assigned_by: viewer.id, assigned_at: nowIso() })
    .onConflict((oc) => oc.columns(["user_id", "clinic_id"]).doNothing())
    .execute();
  return done({ id: staffId, clinic: clinicId });
}

export async function unassignClinic(viewer: Viewer, staffId: number, clinicId: number): Promise<Outcome<{ id: number; clinic: number }>> {
  if (!isAdmin(viewer)) return forbidden;
  const result = await db.deleteFrom("staff_clinics").where("user_id", "=", staffId).where("clinic_id", "=", clinicId).executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) return notFound;
  return done({ id: staffId, clinic: clinicId });
}

/** Every clinic by name, for the assignment picker. */
export function allClinics() {
  return db.selectFrom("clinics").select(["id", "name"]).orderBy(byName(db, "name")).orderBy("id").execute();
}
