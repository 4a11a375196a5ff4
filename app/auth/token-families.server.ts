import { db, nowIso } from "~/db/db.server";
import { env } from "~/env.server";
import type { Db } from "~/domain/outcome";

/**
 * Each app sign-in is a token family: one row in api_tokens (docs/decisions/0132). The tokens it
 * hands out carry the family's id and generation. A refresh moves the generation on, so the token
 * it was given is spent; showing a spent token to refresh again means two holders share the
 * chain (a stolen token), and the whole family is revoked. Signing out (POST /api/logout/), a
 * password change and "sign out everywhere" revoke families too.
 */

export interface TokenFamily {
  id: number;
  user_id: number;
  generation: number;
  expires_at: string;
  revoked_at: string | null;
}

export type RevokeReason = "logout" | "reuse" | "password" | "everywhere" | "device";

export async function createFamily(userId: number, client: { ip: string; userAgent: string }): Promise<TokenFamily> {
  const now = new Date();
  const row = await db
    .insertInto("api_tokens")
    .values({
      user_id: userId,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + env.JWT_REFRESH_DAYS * 86_400_000).toISOString(),
      ip: client.ip,
      user_agent: client.userAgent.slice(0, 200),
    })
    .returning(["id", "user_id", "generation", "expires_at", "revoked_at"])
    .executeTakeFirstOrThrow();
  return row;
}

export async function findFamily(id: number): Promise<TokenFamily | undefined> {
  return db.selectFrom("api_tokens").select(["id", "user_id", "generation", "expires_at", "revoked_at"]).where("id", "=", id).executeTakeFirst();
}

/**
 * Spends generation `from` and answers the next one, or null when `from` was not the current
 * generation any more (another refresh got there first: a reuse) or the family was revoked.
 */
export async function advanceFamily(family: Pick<TokenFamily, "id">, from: number, client: { ip: string; userAgent: string }): Promise<number | null> {
  const result = await db
    .updateTable("api_tokens")
    .set({ generation: from + 1, last_used_at: nowIso(), ip: client.ip, user_agent: client.userAgent.slice(0, 200) })
    .where("id", "=", family.id)
    .where("generation", "=", from)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? from + 1 : null;
}

export async function revokeFamily(conn: Db, id: number, reason: RevokeReason): Promise<void> {
  await conn.updateTable("api_tokens").set({ revoked_at: nowIso(), revoked_reason: reason }).where("id", "=", id).where("revoked_at", "is", null).execute();
}

/** Every live family of the member (all their apps). */
export async function revokeAllFamilies(conn: Db, userId: number, reason: RevokeReason): Promise<number> {
  const result = await conn.updateTable("api_tokens").set({ revoked_at: nowIso(), revoked_reason: reason }).where("user_id", "=", userId).where("revoked_at", "is", null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
