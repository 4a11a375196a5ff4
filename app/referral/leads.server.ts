import { sql } from "kysely";
import { isAdmin } from "~/domain/users";
import { db } from "~/db/db.server";
import { done, forbidden, type Outcome, type Viewer } from "~/domain/outcome";
import { auditEvent } from "~/security/audit.server";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Leads for staff, newest first, with the member whose referral code brought each one (spec part
 * 1 §3 lead; the referral page). `referredOnly` keeps the ones that came with a code.
 */
export type LeadJson = z.infer<typeof apiShapes.lead>;

export async function listLeads(viewer: Viewer, query: { referredOnly: boolean; limit: number; offset: number }): Promise<Outcome<{ count: number; results: LeadJson[] }>> {
  if (!isAdmin(viewer)) return forbidden;
  // Names, emails and free text of people who are not members yet: every read is recorded.
  await auditEvent("staff_read", viewer.id, "leads");
  let base = db.selectFrom("leads as l");
  if (query.referredOnly) base = base.where("l.referral_code", "is not", null);
  const [rows, total] = await Promise.all([
    base
      .leftJoin("users as m", "m.id", "l.referred_by")
      .leftJoin("clinics as c", "c.id", "m.clinic_id")
      .select([
        "l.id",
        "l.first_name",
        "l.email",
        "l.zip",
        "l.comments",
        "l.subject",
        "l.created_at",
        "l.referral_code",
        "m.id as member_id",
        "m.first_name as member_first",
        "m.last_name as member_last",
        "m.email as member_email",
        "c.name as clinic_name",
      ])
      .orderBy("l.created_at", "desc")
      .orderBy("l.id", "desc")
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
    base.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow(),
  ]);
  return done({
    count: Number(total.n),
    results: rows.map((r) => ({
      id: r.id,
      first_name: r.first_name,
      email: r.email,
      zip: r.zip,
      comments: r.comments,
      subject: r.subject,
      created_at: r.created_at,
      referral_code: r.referral_code,
      referred_by:
        r.member_id === null
          ? null
          : { id: r.member_id, first_name: r.member_first ?? "", last_name: r.member_last ?? "", email: r.member_email ?? "", clinic: r.clinic_name },
    })),
  });
}
