// Shared by the audit view's loader and its filter form (the browser bundle too).

/** The events a row can carry, for the filter (security events, then health reads and writes). */
export const AUDIT_EVENTS = [
  "sign_in",
  "sign_in_failed",
  "sign_out",
  "registered",
  "token_issued",
  "password_changed",
  "password_reset_requested",
  "email_change_requested",
  "email_changed",
  "language_changed",
  "session_expired",
  "permission_denied",
  "rate_limited",
  "token_rejected",
  "upload_refused",
  "body_too_large",
  "staff_changed",
  "record_not_found",
  "staff_read",
  "audit_rows_lost",
  "health_read",
  "health_create",
  "health_update",
  "health_delete",
  "health_export",
] as const;
export type AuditEventName = (typeof AUDIT_EVENTS)[number];
