import type { AppLoadContext } from "@remix-run/node";
import { nowIso } from "~/db/db.server";
import type { Viewer } from "~/domain/outcome";
import type { RequestScope } from "~/request-scope.server";
import { queueAuditRow, writeAuditRow } from "./audit-queue.server";
import { clientOf, currentClient } from "./client.server";

export type AuditEvent =
  | "sign_in"
  | "sign_in_failed"
  | "sign_out"
  | "password_changed"
  | "password_reset_requested"
  | "email_change_requested"
  | "email_changed"
  /** A member chose the language the portal speaks to them in (detail: the language's code). */
  | "language_changed"
  | "registered"
  | "token_issued"
  | "session_expired"
  | "permission_denied"
  | "rate_limited"
  | "token_rejected"
  | "upload_refused"
  | "body_too_large"
  /** A staff account's role or clinics changed (detail: what, and whose account by id). */
  | "staff_changed"
  | "record_not_found"
  | "staff_read";

/**
 * Appends one row to the audit log (the table refuses updates and deletes). `detail` is for
 * non-identifying context only (channel, reason) — never an email, name or health value.
 */
export async function audit(
  event: AuditEvent,
  who: { userId: number | null; ip: string; userAgent: string },
  detail = "",
): Promise<void> {
  await writeAuditRow({ occurred_at: nowIso(), event, user_id: who.userId, ip: who.ip, user_agent: who.userAgent, detail });
}

/**
 * A security event recorded where no request is at hand (a session found idle, an upload refused
 * by its content): the client comes from the request being served (server.mjs).
 */
export async function auditEvent(event: AuditEvent, userId: number | null, detail = ""): Promise<void> {
  await audit(event, { userId, ...currentClient() }, detail.slice(0, 200));
}

/**
 * A 404 served to a signed-in member or token holder: a record that is missing or not theirs
 * (issue 24 §4: probing another patient's ids was invisible). Called by the HTTP server once the
 * response has gone out, wherever in the app the 404 came from; the detail is the method and
 * path, never the query.
 */
export async function recordNotFound(scope: RequestScope, request: { method: string; path: string }): Promise<void> {
  if (scope.viewerId === null) return;
  await audit("record_not_found", { userId: scope.viewerId, ...scope.client }, `${request.method} ${request.path}`.slice(0, 200));
}

export type HealthAction = "read" | "create" | "update" | "delete" | "export";

/** The kinds of health record; each area adds its own here. */
export type HealthRecord =
  | "journal_day"
  | "journal_entry"
  | "journal_summary"
  | "nutrition_goal"
  | "fitness_plan"
  | "exercise_log"
  | "fitness_history"
  | "fitness_journal"
  | "fitness_goal"
  | "weight"
  | "body_profile"
  | "badge"
  | "testimonial"
  | "testimonial_image"
  | "data_export"
  /** The care team's view of a patient: the panel's rows, the record and its parts (issue 25). */
  | "care_panel"
  | "care_record"
  | "care_note"
  | "care_flag"
  /** The home dashboard: one read of the blocks it shows (weights, badge, plan, journal totals). */
  | "home_dashboard"
  /** The member's notifications: they name badges and decisions, and a weekly summary a weight change (issue 26). */
  | "notifications"
  /** Messages with the care team (issue 39): a conversation read (or listed, or its state changed), a message written or withdrawn, a photo fetched. */
  | "conversation"
  | "message"
  | "message_photo"
  /** Medicines (issue 38): the patient's page or the care card (all of them), one regimen, a recorded dose, a side effect. */
  | "medications"
  | "medication"
  | "medication_dose"
  | "side_effect"
  /** Reports (issue 40): the visit summary, on the page, as JSON or as its PDF; the intake report of a range; a question for the visit. */
  | "visit_summary"
  | "intake_report"
  | "visit_question";

/**
 * The one function that records a read or a write of a patient's health data
 * (docs/decisions/0031-health-data-audit.md): who did it (`actor`), whose record it is
 * (`patientId`), what was done to which kind of record and which row, when and from where. Never
 * the values. Pages and handlers call it through its helpers below (auditOwn, auditStaff,
 * auditPhotoRead), which name the channel; lint refuses it anywhere else (decision 0245). They
 * call it after the domain call succeeds; a list or a day's view is one read row (record_id
 * null), and a list of several patients one row for each. A read's row is queued and written within a few milliseconds, off the page's path; any other row
 * is written before the call returns (app/security/audit-queue.server.ts).
 */
export async function auditHealth(
  from: { request: Request; context: AppLoadContext },
  entry: { actor: Viewer; patientId: number | readonly number[]; action: HealthAction; record: HealthRecord; recordId?: number | null; detail?: string },
): Promise<void> {
  // A list of several patients' rows (the care panel) is one row per patient, in one statement.
  const patients = typeof entry.patientId === "number" ? [entry.patientId] : entry.patientId;
  if (patients.length === 0) return;
  const client = clientOf(from.request, from.context);
  const occurred_at = nowIso();
  const rows = patients.map((patientId) => ({
    occurred_at,
    event: `health_${entry.action}`,
    user_id: entry.actor.id,
    ip: client.ip,
    user_agent: client.userAgent,
    detail: entry.detail ?? "",
    patient_id: patientId,
    record_type: entry.record,
    record_id: entry.recordId ?? null,
  }));
  for (const row of rows) {
    if (entry.action === "read") await queueAuditRow(row);
    else await writeAuditRow(row);
  }
}

/** A read or write of health data: the request it came in, and who asked (the session's user). */
export interface AuditFrom {
  request: Request;
  context: AppLoadContext;
  user: Viewer;
}

/** "api" for a call under /api, "page" for a page's loader or action: where a health row came from. */
export const channelOf = (request: Request) => (new URL(request.url).pathname.startsWith("/api/") ? "api" : "page");

/**
 * The one call for a patient's own health data, in every area's pages and /api handlers alike:
 * the actor and the patient are the signed-in user. `detail` gets the channel (`page` or `api`)
 * and, after a colon, any non-identifying context ("week", "add_plans").
 *
 *   await auditOwn({ request, context, user }, "update", "weight", { recordId: row.id });
 *   await auditOwn(args, "read", "journal_day");   // an /api handler's args hold the three
 */
export function auditOwn(from: AuditFrom, action: HealthAction, record: HealthRecord, opts: { recordId?: number | null; detail?: string } = {}): Promise<void> {
  const channel = channelOf(from.request);
  return auditHealth(from, {
    actor: from.user,
    patientId: from.user.id,
    action,
    record,
    recordId: opts.recordId ?? null,
    detail: opts.detail ? `${channel}:${opts.detail}` : channel,
  });
}

/**
 * A read or write of a named patient's health data by the signed-in user: the care team's pages
 * and calls, and a record whose owner the call names (a testimonial, edited by its member or by
 * staff). The patient is one or several (a panel page, a staff list of members' testimonials: one
 * read row per patient on it, each once). `detail` gets the channel as auditOwn's does.
 */
export function auditStaff(
  from: AuditFrom,
  patientId: number | readonly number[],
  action: HealthAction,
  record: HealthRecord,
  opts: { recordId?: number | null; detail?: string } = {},
): Promise<void> {
  const channel = channelOf(from.request);
  const patients = typeof patientId === "number" ? patientId : [...new Set(patientId)];
  return auditHealth(from, { actor: from.user, patientId: patients, action, record, recordId: opts.recordId ?? null, detail: opts.detail ? `${channel}:${opts.detail}` : channel });
}

/**
 * A private photo fetched (a testimonial's, a message's): one address serves the web page and the
 * apps (a session or a token), so the row says `photo` rather than a channel.
 */
export function auditPhotoRead(from: AuditFrom, patientId: number, record: "testimonial_image" | "message_photo", recordId: number): Promise<void> {
  return auditHealth(from, { actor: from.user, patientId, action: "read", record, recordId, detail: "photo" });
}
