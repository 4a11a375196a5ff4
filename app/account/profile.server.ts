import { staffRoleOf } from "~/domain/users";
import { db } from "~/db/db.server";
import { done, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { DEFAULT_UNITS, isUnits } from "~/domain/units";
import { isLanguage } from "~/i18n/i18n.server";
import { message } from "~/i18n/languages";
import { auditEvent } from "~/security/audit.server";
import { pendingEmail } from "./email-change.server";
import type { ProfileUpdateInput } from "./schemas";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/** The member's own profile (issue 26): what /profile shows and GET /api/me answers. */
export type Profile = z.infer<typeof apiShapes.profile>;

export async function getProfile(viewer: Viewer): Promise<Profile | null> {
  const row = await db
    .selectFrom("users as u")
    .leftJoin("clinics as c", "c.id", "u.clinic_id")
    .select([
      "u.id",
      "u.email",
      "u.user_type",
      "u.staff_role",
      "u.first_name",
      "u.middle_name",
      "u.last_name",
      "u.city",
      "u.state",
      "u.phone",
      "u.units",
      "u.date_of_birth",
      "u.language",
      "c.name as clinic_name",
      "c.city as clinic_city",
      "c.state as clinic_state",
      "c.phone as clinic_phone",
    ])
    .where("u.id", "=", viewer.id)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    user_type: row.user_type,
    staff_role: staffRoleOf(row),
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    city: row.city,
    state: row.state,
    clinic: row.clinic_name === null ? null : { name: row.clinic_name, city: row.clinic_city ?? "", state: row.clinic_state ?? "", phone: row.clinic_phone ?? "" },
    phone: row.phone,
    units: isUnits(row.units) ? row.units : DEFAULT_UNITS,
    date_of_birth: row.date_of_birth,
    pending_email: await pendingEmail(row.id),
    language: isLanguage(row.language) ? row.language : null,
  };
}

/**
 * Changes the name parts, phone, units and language given; the clinic's record (clinic, city,
 * state, date of birth) is not the member's to change. A language that is not one of the portal's
 * is refused and nothing is stored; a change of language leaves an audit row (what it became).
 */
export async function updateProfile(viewer: Viewer, input: ProfileUpdateInput): Promise<Outcome<Profile>> {
  if (input.language !== undefined && !isLanguage(input.language)) return invalidField("language", message("account:language.invalid"));
  const set = {
    ...(input.first_name !== undefined ? { first_name: input.first_name } : {}),
    ...("middle_name" in input ? { middle_name: input.middle_name ?? "" } : {}),
    ...(input.last_name !== undefined ? { last_name: input.last_name } : {}),
    ...("phone" in input ? { phone: input.phone ?? "" } : {}),
    ...(input.units !== undefined ? { units: input.units } : {}),
    ...(input.language !== undefined ? { language: input.language } : {}),
  };
  if (Object.keys(set).length) await db.updateTable("users").set(set).where("id", "=", viewer.id).execute();
  if (input.language !== undefined) await auditEvent("language_changed", viewer.id, input.language);
  const profile = await getProfile(viewer);
  return profile ? done(profile) : notFound;
}
