import crypto from "node:crypto";
import { db } from "~/db/db.server";
import { done, invalid, type Outcome } from "~/domain/outcome";
import { env } from "~/env.server";
import { channelFor } from "./notify.server";
import { channelsOf, isKind, type NotificationKind, UNSUBSCRIBED } from "./kinds";
import { BAD_UNSUBSCRIBE_LINK } from "./messages";
import { savePreference } from "./notifications.server";

/**
 * One-click unsubscribe (RFC 8058) for one kind of email, signed out: the link in each email
 * carries a token naming the member and the kind, signed with the server's secret, so it cannot
 * be made for anyone else or another kind. It never expires: an old email's link still works.
 */

const mac = (userId: number, kind: string) =>
  crypto.createHmac("sha256", env.SESSION_SECRET).update(`unsubscribe:${userId}:${kind}`).digest("base64url");

export function unsubscribeToken(userId: number, kind: NotificationKind): string {
  return `${userId}.${kind}.${mac(userId, kind)}`;
}

export interface UnsubscribeTarget {
  userId: number;
  kind: NotificationKind;
}

/** The member and kind a token names, or null when it is not one of ours. */
export function readUnsubscribeToken(token: unknown): UnsubscribeTarget | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const m = /^(\d{1,10})\.([a-z_]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m || !isKind(m[2])) return null;
  const userId = Number(m[1]);
  const expected = Buffer.from(mac(userId, m[2]));
  const given = Buffer.from(m[3]);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? { userId, kind: m[2] } : null;
}

/** Stops the emails of the token's kind (the portal notifications stay). Unsubscribing twice is fine. */
export async function unsubscribe(token: unknown): Promise<Outcome<UnsubscribeTarget & { wasSubscribed: boolean }>> {
  const target = readUnsubscribeToken(token);
  if (!target) return invalid({ token: [BAD_UNSUBSCRIBE_LINK] });
  const user = await db.selectFrom("users").select("id").where("id", "=", target.userId).executeTakeFirst();
  if (!user) return invalid({ token: [BAD_UNSUBSCRIBE_LINK] });
  const current = await channelFor(db, target.userId, target.kind);
  const wasSubscribed = current === "email";
  if (wasSubscribed && channelsOf(target.kind).includes(UNSUBSCRIBED)) await savePreference(db, target.userId, target.kind, UNSUBSCRIBED);
  return done({ ...target, wasSubscribed });
}
