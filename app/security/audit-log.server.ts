import { sql } from "kysely";
import { isAdmin } from "~/domain/users";
import { db } from "~/db/db.server";
import { done, forbidden, type Outcome, type Viewer } from "~/domain/outcome";
import type { AuditEventName } from "./audit-events";
import { auditEvent } from "./audit.server";
import { flushAuditRows } from "./audit-queue.server";

/**
 * The staff's read-only view of the audit log (/audit; docs/decisions/0085-security-events.md).
 * The table stays append-only: this module only reads it.
 */

export const AUDIT_PAGE_SIZE = 50;

export interface AuditQuery {
  /** A patient's id or email: rows about their health data, and rows of their own actions. */
  patient: string;
  event: AuditEventName | "";
  /** Clinic-calendar-free UTC days, inclusive (the log is kept in UTC). */
  from: string | null;
  to: string | null;
  limit: number;
  offset: number;
}

export interface AuditRow {
  id: number;
  occurred_at: string;
  event: string;
  actor: string;
  patient: string;
  record: string;
  ip: string;
  detail: string;
}

export type AuditPage = { count: number; results: AuditRow[]; patientFound: boolean };

const nameOf = (first: string | null, last: string | null, email: string | null) => (email ? `${first ?? ""} ${last ?? ""}`.trim() || email : "");

async function patientIdOf(term: string): Promise<number | null> {
  const t = term.trim();
  if (!t) return null;
  const row = /^\d{1,10}$/.test(t)
    ? await db.selectFrom("users").select("id").where("id", "=", Number(t)).executeTakeFirst()
    : await db.selectFrom("users").select("id").where(sql<string>`lower(email)`, "=", t.toLowerCase()).executeTakeFirst();
  return row?.id ?? null;
}

export async function listAuditLog(viewer: Viewer, q: AuditQuery): Promise<Outcome<AuditPage>> {
  if (!isAdmin(viewer)) return forbidden;
  // The log names patients and what was done to their records: reading it is recorded too.
  await auditEvent("staff_read", viewer.id, "audit log");
  // The reads queued in this process appear at once, not a few milliseconds later.
  await flushAuditRows();
  const patientId = await patientIdOf(q.patient);
  if (q.patient.trim() && patientId === null) return done({ count: 0, results: [], patientFound: false });
  let base = db.selectFrom("audit_log as a");
  if (patientId !== null) base = base.where((eb) => eb.or([eb("a.patient_id", "=", patientId), eb("a.user_id", "=", patientId)]));
  if (q.event) base = base.where("a.event", "=", q.event);
  if (q.from) base = base.where("a.occurred_at", ">=", `${q.from}T00:00:00.000Z`);
  if (q.to) base = base.where("a.occurred_at", "<", nextDay(q.to));
  const [rows, total] = await Promise.all([
    base
      .leftJoin("users as u", "u.id", "a.user_id")
      .leftJoin("users as p", "p.id", "a.patient_id")
      .select([
        "a.id",
        "a.occurred_at",
        "a.event",
        "a.ip",
        "a.detail",
        "a.record_type",
        "a.record_id",
        "u.first_name as u_first",
        "u.last_name as u_last",
        "u.email as u_email",
        "p.first_name as p_first",
        "p.last_name as p_last",
        "p.email as p_email",
      ])
      .orderBy("a.occurred_at", "desc")
      .orderBy("a.id", "desc")
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return done({
    count: Number(total.n),
    patientFound: true,
    results: rows.map((r) => ({
      id: r.id,
      occurred_at: r.occurred_at,
      event: r.event,
      actor: nameOf(r.u_first, r.u_last, r.u_email),
      patient: nameOf(r.p_first, r.p_last, r.p_email),
      record: r.record_type ? `${r.record_type}${r.record_id ? ` #${r.record_id}` : ""}` : "",
      ip: r.ip,
      detail: r.detail,
    })),
  });
}

function nextDay(day: string): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString();
}
