import type { StaffRole, UserType } from "~/db/tables/accounts";

export type { StaffRole } from "~/db/tables/accounts";

/** The user as the session, the shell and the API's `user` field see it (spec part 1 §3). */
export interface PublicUser {
  id: number;
  email: string;
  user_type: UserType;
  /** A staff account's role ("admin" or "care"); null for a patient (docs/decisions/0120). */
  staff_role: StaffRole | null;
  first_name: string;
  middle_name: string;
  last_name: string;
  city: string;
  state: string;
  clinic: { name: string; city: string; state: string; phone: string } | null;
}

type Role = Pick<PublicUser, "user_type"> & { staff_role?: StaffRole | null };

/**
 * A programme administrator: the catalogue, content, moderation and audit pages and calls. Care
 * staff are not: those answer them as they answer a patient. A staff account whose role is
 * unknown is no administrator.
 */
export const isAdmin = (u: Role) => u.user_type === "A" && u.staff_role === "admin";

/** Any staff account (administrator or care staff): the care pages and calls. */
export const isStaff = (u: Role) => u.user_type === "A" && (u.staff_role === "admin" || u.staff_role === "care");

/** Care staff (not a programme administrator): the care pages are their work. */
export const isCareStaff = (u: Role) => u.user_type === "A" && u.staff_role === "care";

/** A stored row's staff role as every user object carries it: only staff accounts have one. */
export const staffRoleOf = (row: { user_type: UserType; staff_role: StaffRole | null }): StaffRole | null => (row.user_type === "A" ? row.staff_role : null);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = { admin: "Programme administrator", care: "Care staff" };

export function fullName(u: Pick<PublicUser, "first_name" | "middle_name" | "last_name">): string {
  return [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(" ");
}
