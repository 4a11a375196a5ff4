import type { AppLoadContext } from "@remix-run/node";
import type { Viewer } from "~/domain/outcome";
import { auditHealth } from "~/security/audit.server";

/**
 * A list of testimonials or images can hold several members' records (the staff list): one read
 * row per member on the page, so each member's audit trail shows it (decision 0031).
 */
export async function auditListRead(
  from: { request: Request; context: AppLoadContext },
  actor: Viewer,
  record: "testimonial" | "testimonial_image",
  memberIds: readonly number[],
  detail: string,
): Promise<void> {
  for (const patientId of new Set(memberIds)) await auditHealth(from, { actor, patientId, action: "read", record, detail });
}
