import type { UserType } from "~/db/tables/accounts";

/** The user as the session, the shell and the API's `user` field see it (spec part 1 §3). */
export interface PublicUser {
  id: number;
  email: string;
  user_type: UserType;
  first_name: string;
  middle_name: string;
  last_name: string;
  city: string;
  state: string;
  clinic: { name: string; city: string; state: string; phone: string } | null;
}

export const isAdmin = (u: Pick<PublicUser, "user_type">) => u.user_type === "A";

export function fullName(u: Pick<PublicUser, "first_name" | "middle_name" | "last_name">): string {
  return [u.first_name, u.middle_name, u.last_name].filter(Boolean).join(" ");
}
