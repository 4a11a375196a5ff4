import { sql } from "kysely";
import { DEFAULT_TIME_ZONE } from "~/domain/calendar";
import type { Db, Viewer } from "~/domain/outcome";
import { isAdmin, isStaff } from "~/domain/users";

/**
 * Who sees which conversation (issue 39, the care team's rule of docs/decisions/0120): a patient
 * their own; care staff those of the clinics assigned to them; a programme administrator every
 * clinic's. Anything else is simply not found, exactly like a missing conversation.
 */

export type Side = "patient" | "staff";

/** The viewer's side of messaging: a patient, staff of either role, or neither (a staff account of no known role). */
export function sideOf(viewer: Viewer): Side | null {
  if (viewer.user_type === "P") return "patient";
  return isStaff(viewer) ? "staff" : null;
}

/** A conversation as the domain reads it: its row, the patient's name and the clinic's. */
export interface ConversationRecord {
  id: number;
  patient_id: number;
  patient_first: string;
  patient_last: string;
  clinic_id: number;
  clinic_name: string;
  time_zone: string;
  subject: string;
  status: "open" | "closed";
  awaiting: "staff" | "patient";
  waiting_since: string | null;
  waiting_count: number;
  assigned_to: number | null;
  assignee_first: string | null;
  assignee_last: string | null;
  patient_read_id: number;
  staff_read_id: number;
  created_at: string;
  last_message_at: string;
  updated_at: string;
  /** The last time the care team closed it (kept when a reply opens it again), and by whom. */
  closed_at: string | null;
  closer_first: string | null;
  closer_last: string | null;
}

/** The conversations' select, with the names a page shows. */
export function conversationRows(conn: Db) {
  return conn
    .selectFrom("conversations as c")
    .innerJoin("users as p", "p.id", "c.patient_id")
    .innerJoin("clinics as k", "k.id", "c.clinic_id")
    .leftJoin("users as a", "a.id", "c.assigned_to")
    .leftJoin("users as x", "x.id", "c.closed_by")
    .select([
      "c.id",
      "c.patient_id",
      "p.first_name as patient_first",
      "p.last_name as patient_last",
      "c.clinic_id",
      "k.name as clinic_name",
      "k.time_zone",
      "c.subject",
      "c.status",
      "c.awaiting",
      "c.waiting_since",
      "c.waiting_count",
      "c.assigned_to",
      "a.first_name as assignee_first",
      "a.last_name as assignee_last",
      "c.patient_read_id",
      "c.staff_read_id",
      "c.created_at",
      "c.last_message_at",
      "c.updated_at",
      "c.closed_at",
      "x.first_name as closer_first",
      "x.last_name as closer_last",
    ]);
}

/**
 * The viewer's conversations, as a condition on a select naming conversations `c`: their own as a
 * patient, their clinics' as staff (every clinic for an administrator), none otherwise.
 */
export function inScope(viewer: Viewer) {
  const side = sideOf(viewer);
  if (side === "patient") return sql<boolean>`${sql.ref("c.patient_id")} = ${viewer.id}`;
  if (side === "staff") return isAdmin(viewer) ? sql<boolean>`1 = 1` : sql<boolean>`${sql.ref("c.clinic_id")} in (select clinic_id from staff_clinics where user_id = ${viewer.id})`;
  return sql<boolean>`1 = 0`;
}

/** A conversation the viewer may see, or null (missing, another patient's, another clinic's). */
export async function visibleConversation(conn: Db, viewer: Viewer, id: number): Promise<ConversationRecord | null> {
  const row = await conversationRows(conn).where("c.id", "=", id).where(inScope(viewer)).executeTakeFirst();
  return row ? { ...row, time_zone: row.time_zone || DEFAULT_TIME_ZONE } : null;
}

export const personName = (first: string | null, last: string | null) => (first === null ? null : `${first} ${last ?? ""}`.trim());
