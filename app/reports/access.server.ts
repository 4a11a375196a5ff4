import { redirect } from "@remix-run/node";
import { apiErrors } from "~/api/api.server";
import { requireUser } from "~/auth/auth.server";
import type { SessionUser } from "~/auth/users.server";
import type { Viewer } from "~/domain/outcome";
import { isStaff } from "~/domain/users";
import { paths } from "~/paths";

/**
 * Who keeps a report of their own (issue 40): a patient. Staff read a patient's through the care
 * team's calls and pages (/patients/{id}/visit, GET /api/care/patients/{id}/reports/visit), as
 * messaging sends them to their side: the page sends them to their patients, the API refuses (403).
 */

/** The patient's report calls: staff are refused (403). */
export function requireReportCaller(user: Viewer): void {
  if (user.user_type !== "P") throw apiErrors.forbidden();
}

/** /reports: a patient opens it; staff are sent to their patients, any other account home. */
export async function requireReportPatient(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (user.user_type === "P") return user;
  throw redirect(isStaff(user) ? paths.patients() : paths.home());
}
