import type { Kysely, Transaction } from "kysely";
import type { Database } from "~/db/schema";
import type { PublicUser } from "./users";

/**
 * The one result type of a domain call (docs/decisions/0030-shared-foundations.md). A domain
 * function that can refuse returns an Outcome; the API turns it into a response with `unwrap`
 * (app/api/domain.server.ts), a page with `pageOutcome` and `conformErrors`
 * (app/page/outcome.server.ts). "Not yours" is always not_found, never forbidden, so another
 * patient's record is not even revealed to exist; forbidden is for a role that may not act.
 */

/** Messages per field, keyed like the API: "name", "0.measure" for bulk rows, "non_field_errors". */
export type FieldErrors = Record<string, string[]>;

/**
 * Who is asking, the one viewer every area's domain functions take: their id and role (a staff
 * account's `staff_role` too, decision 0120) decide what they see and change, and their clinic's
 * time zone is their "today" (a patient's health data is dated by the clinic's calendar day). The
 * session's user is one. A viewer without `staff_role` is never an administrator.
 */
export type Viewer = Pick<PublicUser, "id" | "user_type"> & Partial<Pick<PublicUser, "staff_role">> & { time_zone: string };

export type Trx = Transaction<Database>;
/** The connection or an open transaction: helpers that take a Db run inside either. */
export type Db = Kysely<Database> | Trx;

/** A page of a list: how many there are in all, and this page's rows. */
export interface Page<T> {
  count: number;
  results: T[];
}

export type Outcome<T> =
  | { ok: true; data: T }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "forbidden" }
  | { ok: false; reason: "invalid"; errors: FieldErrors };

export const notFound = { ok: false, reason: "not_found" } as const;
export const forbidden = { ok: false, reason: "forbidden" } as const;
export const invalid = (errors: FieldErrors) => ({ ok: false, reason: "invalid", errors }) as const;
export const done = <T>(data: T) => ({ ok: true, data }) as const;

/** An invalid outcome with one message on one field. */
export const invalidField = (field: string, message: string) => invalid({ [field]: [message] });

/** The first message of a set of field errors (for a toast), or the fallback. */
export function firstError(errors: FieldErrors | undefined, fallback: string): string {
  for (const messages of Object.values(errors ?? {})) if (messages.length) return messages[0];
  return fallback;
}
