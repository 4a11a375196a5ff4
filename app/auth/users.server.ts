import { db } from "~/db/db.server";
import { preparedRead } from "~/db/prepared";
import { DEFAULT_TIME_ZONE } from "~/domain/calendar";
import { DEFAULT_UNITS, isUnits, type Units } from "~/domain/units";
import { staffRoleOf, type PublicUser } from "~/domain/users";

export interface SessionUser extends PublicUser {
  token_version: number;
  /** The clinic's IANA zone: the member's "today" (app/domain/calendar.ts). */
  time_zone: string;
  /** What the member reads and types weights and lengths in (issue 26; storage stays canonical). */
  units: Units;
  /** The language the member chose (issue 41), or null: the page's own detection decides. */
  language: string | null;
}

/** The signed-in member's row, asked on every page: prepared once (app/db/prepared.ts). */
const sessionUserRow = preparedRead(["userId"], (a: { userId: number }) =>
  db
    .selectFrom("users")
    .leftJoin("clinics", "clinics.id", "users.clinic_id")
    .select([
      "users.id",
      "users.email",
      "users.user_type",
      "users.staff_role",
      "users.first_name",
      "users.middle_name",
      "users.last_name",
      "users.city",
      "users.state",
      "users.token_version",
      "users.is_active",
      "users.units",
      "users.language",
      "clinics.name as clinic_name",
      "clinics.city as clinic_city",
      "clinics.state as clinic_state",
      "clinics.phone as clinic_phone",
      "clinics.time_zone as clinic_time_zone",
    ])
    .where("users.id", "=", a.userId),
);

export async function getSessionUser(userId: number): Promise<SessionUser | null> {
  const [row] = await sessionUserRow(db, { userId });
  if (!row || !row.is_active) return null;
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
    token_version: row.token_version,
    time_zone: row.clinic_time_zone ?? DEFAULT_TIME_ZONE,
    units: isUnits(row.units) ? row.units : DEFAULT_UNITS,
    language: row.language,
    clinic:
      row.clinic_name === null
        ? null
        : { name: row.clinic_name, city: row.clinic_city ?? "", state: row.clinic_state ?? "", phone: row.clinic_phone ?? "" },
  };
}

export function toPublicUser(u: SessionUser): PublicUser {
  const { token_version: _v, time_zone: _z, units: _u, language: _l, ...rest } = u;
  return rest;
}

