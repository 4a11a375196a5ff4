import { requestViewer } from "~/request-scope.server";
import { auditEvent } from "~/security/audit.server";
import type { FieldErrors, Outcome } from "~/domain/outcome";
import { BAD_REQUEST } from "~/ui/error-page";

/**
 * The page side of a domain Outcome: what a loader or an action does with not found, forbidden
 * and invalid. Thrown responses are shown by the nearest error boundary, which keeps the
 * portal's navigation (app/ui/error-page.tsx).
 */

/** The 404 answer; `headers` for a file's (who may cache it: "no-store" for a private one). */
export function notFoundResponse(headers: Record<string, string> = {}): Response {
  return new Response("Not Found", { status: 404, statusText: "Not Found", headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });
}

export function forbiddenResponse(): Response {
  // A refusal is a security event (issue 13 §4), recorded with who was refused (the guard found
  // them); the page is answered without waiting for the row.
  void auditEvent("permission_denied", requestViewer(), "page").catch(() => undefined);
  return new Response("Forbidden", { status: 403, statusText: "Forbidden" });
}

/** A lookup that answers null for "missing or not yours": the value, or a 404 page (or file: `headers`). */
export function foundOr404<T>(value: T | null | undefined, headers?: Record<string, string>): T {
  if (value === null || value === undefined) throw notFoundResponse(headers);
  return value;
}

/**
 * A domain outcome in a page: not found and forbidden become the 404 and 403 pages; success and
 * field errors come back for the action to answer (a redirect with a toast, or the form again).
 */
export function pageOutcome<T>(outcome: Outcome<T>): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  if (outcome.ok) return outcome;
  if (outcome.reason === "not_found") throw notFoundResponse();
  if (outcome.reason === "forbidden") throw forbiddenResponse();
  return { ok: false, errors: outcome.errors };
}

/**
 * A domain outcome a loader shows: its data; not found and forbidden are the 404 and 403 pages,
 * and field errors (a hand-edited URL the domain refuses) a plain 400.
 */
export function pageData<T>(outcome: Outcome<T>): T {
  const page = pageOutcome(outcome);
  if (!page.ok) throw badAddress();
  return page.data;
}

/**
 * Domain field errors as conform's reply wants them: `non_field_errors` are the form's own; a
 * one-row bulk create's "0.measure" is the single form's "measure".
 */
export function conformErrors(errors: FieldErrors): { formErrors: string[]; fieldErrors: Record<string, string[]> } {
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    if (key === "non_field_errors") formErrors.push(...messages);
    else (fieldErrors[key.replace(/^\d+\./, "")] ??= []).push(...messages);
  }
  return { formErrors, fieldErrors };
}

/** A loader's 400: an address (a hand-edited query or id) it could not read; the error page says so. */
export const badAddress = () => new Response(BAD_REQUEST.address, { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
