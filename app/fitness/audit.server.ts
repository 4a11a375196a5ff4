import type { AppLoadContext } from "@remix-run/node";
import type { Viewer } from "~/domain/outcome";
import { auditHealth, type HealthAction, type HealthRecord } from "~/security/audit.server";

/**
 * The fitness area's records are the member's own: the actor is the patient. One call per read or
 * write (docs/decisions/0031); `via` says whether it was a page or the API.
 */
export function auditOwn(
  from: { request: Request; context: AppLoadContext },
  user: Viewer,
  action: HealthAction,
  record: HealthRecord,
  opts: { recordId?: number | null; via: "api" | "page"; detail?: string },
): Promise<void> {
  return auditHealth(from, {
    actor: user,
    patientId: user.id,
    action,
    record,
    recordId: opts.recordId ?? null,
    detail: opts.detail ? `${opts.via}:${opts.detail}` : opts.via,
  });
}
