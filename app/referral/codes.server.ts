import crypto from "node:crypto";
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { done, forbidden, type Db, type Outcome, type Viewer } from "~/domain/outcome";
import { isAdmin } from "~/domain/users";
import { normalizeReferralCode } from "./code-format";
import { referralUrl } from "./links.server";

export { normalizeReferralCode } from "./code-format";

/**
 * Personal referral codes (docs/decisions/0066-referral-codes.md): eight characters from an
 * alphabet without look-alikes (no 0/O, 1/I/L), so a code read off a printed card is typed right.
 * A code names no one: the request-information page shows only the code, never the member.
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

export function newReferralCode(random: (n: number) => Buffer = crypto.randomBytes): string {
  // 31 symbols: reject bytes ≥ 248 so every symbol is equally likely.
  let out = "";
  while (out.length < CODE_LENGTH) {
    for (const b of random(16)) {
      if (b < 248 && out.length < CODE_LENGTH) out += CODE_ALPHABET[b % CODE_ALPHABET.length];
    }
  }
  return out;
}


/** The member's code, made the first time they ask for it. */
async function referralCodeFor(conn: Db, userId: number): Promise<string> {
  const existing = await conn.selectFrom("referral_codes").select("code").where("user_id", "=", userId).executeTakeFirst();
  if (existing) return existing.code;
  for (;;) {
    const code = newReferralCode();
    const inserted = await conn
      .insertInto("referral_codes")
      .values({ user_id: userId, code, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.doNothing())
      .returning("code")
      .executeTakeFirst();
    if (inserted) return inserted.code;
    // Either this member got one meanwhile, or the code was taken: look again.
    const mine = await conn.selectFrom("referral_codes").select("code").where("user_id", "=", userId).executeTakeFirst();
    if (mine) return mine.code;
  }
}

/** The member whose code it is, or null. */
export async function memberOfCode(conn: Db, code: string): Promise<number | null> {
  const row = await conn.selectFrom("referral_codes").select("user_id").where("code", "=", normalizeReferralCode(code)).executeTakeFirst();
  return row?.user_id ?? null;
}

/** How many leads a member's code has brought. */
async function referralCount(conn: Db, userId: number): Promise<number> {
  const row = await conn.selectFrom("leads").select(sql<number>`count(*)`.as("n")).where("referred_by", "=", userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The member's referral card (Refer a friend, GET /api/referral): their code, the
 * request-information link it opens and how many leads it has brought. Staff have no card.
 */
export async function referralCard(viewer: Viewer): Promise<Outcome<{ code: string; url: string; referrals: number }>> {
  if (isAdmin(viewer)) return forbidden;
  const code = await referralCodeFor(db, viewer.id);
  return done({ code, url: referralUrl(code), referrals: await referralCount(db, viewer.id) });
}
