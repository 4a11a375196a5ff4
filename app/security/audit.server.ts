import { db, nowIso } from "~/db/db.server";

export type AuditEvent =
  | "sign_in"
  | "sign_in_failed"
  | "sign_out"
  | "password_changed"
  | "password_reset_requested"
  | "registered"
  | "token_issued"
  | "session_expired";

/**
 * Appends one row to the audit log (the table refuses updates and deletes). `detail` is for
 * non-identifying context only (channel, reason) — never an email, name or health value.
 */
export async function audit(
  event: AuditEvent,
  who: { userId: number | null; ip: string; userAgent: string },
  detail = "",
): Promise<void> {
  await db
    .insertInto("audit_log")
    .values({ occurred_at: nowIso(), event, user_id: who.userId, ip: who.ip, user_agent: who.userAgent, detail })
    .execute();
}
