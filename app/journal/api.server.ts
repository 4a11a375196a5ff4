import type { AppLoadContext } from "@remix-run/node";
import type { SessionUser } from "~/auth/users.server";
import { auditHealth, type HealthAction, type HealthRecord } from "~/security/audit.server";
import { todayOf } from "./journal.server";

/** The glue the /api journal calls share: the audit row of a call, and a range's defaults. */

export function auditApi(
  from: { request: Request; context: AppLoadContext; user: SessionUser },
  action: HealthAction,
  record: HealthRecord,
  recordId: number | null = null,
) {
  return auditHealth({ request: from.request, context: from.context }, { actor: from.user, patientId: from.user.id, action, record, recordId, detail: "api" });
}

/** `start_date` and `end_date` with their defaults: one day, today when neither is given. */
export function rangeOf(query: { start_date?: string; end_date?: string }, user: SessionUser): { start: string; end: string } {
  const start = query.start_date ?? query.end_date ?? todayOf(user);
  return { start, end: query.end_date ?? start };
}
