import { createCookie, redirect } from "@remix-run/node";
import { preparedRead } from "~/db/prepared";
import { db, nowIso } from "~/db/db.server";
import { env } from "~/env.server";
import { auditEvent } from "~/security/audit.server";
import { newToken, sha256 } from "~/security/tokens.server";
import type { Db } from "~/domain/outcome";

/**
 * Web sessions live in the database; the cookie carries only an opaque random id (signed), so
 * no patient data ever sits in a cookie and any session can be revoked server-side.
 */
export const sessionCookie = createCookie("__session", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.SECURE_COOKIES,
  path: "/",
  secrets: [env.SESSION_SECRET],
  // A browser-session cookie: the server-side row decides how long it lives.
});

const SENT_SESSION_COOKIE = /(?:^|;)\s*__session=[^;\s]/;

const ABSOLUTE_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const idleTimeoutMs = () => env.SESSION_IDLE_MINUTES * 60 * 1000;

/**
 * last_seen_at is rewritten at most this often, to keep reads cheap: a quarter of the idle limit,
 * at most a minute. (A fixed minute signed an active user out when the limit was one minute.)
 */
export const touchEveryMs = () => Math.min(60 * 1000, idleTimeoutMs() / 4);

export interface SessionRecord {
  idHash: string;
  userId: number;
}

/** A session by its id's hash, asked on every signed-in page: prepared once (app/db/prepared.ts). */
const sessionRow = preparedRead(["idHash"], (a: { idHash: string }) =>
  db.selectFrom("user_sessions").select(["id_hash", "user_id", "last_seen_at", "expires_at"]).where("id_hash", "=", a.idHash),
);

/** Reads the session id from the cookie and checks it against the table (idle and absolute expiry). */
export async function readSession(request: Request): Promise<SessionRecord | null> {
  const header = request.headers.get("Cookie");
  const raw: unknown = await sessionCookie.parse(header);
  if (typeof raw !== "string" || raw.length < 20) {
    // A cookie by our name that our secret did not sign: forged, or signed by a retired secret.
    if (raw === null && SENT_SESSION_COOKIE.test(header ?? "")) await auditEvent("token_rejected", null, "session cookie: bad signature");
    return null;
  }
  const idHash = sha256(raw);
  const [row] = await sessionRow(db, { idHash });
  if (!row) return null;
  const now = Date.now();
  const idleFor = now - Date.parse(row.last_seen_at);
  if (idleFor > idleTimeoutMs() || now > Date.parse(row.expires_at)) {
    await db.deleteFrom("user_sessions").where("id_hash", "=", idHash).execute();
    await auditEvent("session_expired", row.user_id, idleFor > idleTimeoutMs() ? "idle" : "absolute");
    return null;
  }
  // Sliding idle window.
  if (idleFor > touchEveryMs()) {
    await db.updateTable("user_sessions").set({ last_seen_at: new Date(now).toISOString() }).where("id_hash", "=", idHash).execute();
  }
  return { idHash, userId: row.user_id };
}

/** Starts a fresh session (a new id every sign-in) and returns its Set-Cookie header. */
export async function startSession(userId: number, client: { ip: string; userAgent: string }): Promise<string> {
  const { token, hash } = newToken();
  const now = nowIso();
  await db
    .insertInto("user_sessions")
    .values({
      id_hash: hash,
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(Date.now() + ABSOLUTE_LIFETIME_MS).toISOString(),
      ip: client.ip,
      user_agent: client.userAgent,
    })
    .execute();
  return sessionCookie.serialize(token);
}

/** Deletes the server-side session (if any) and returns a Set-Cookie header that clears the cookie. */
export async function endSession(request: Request): Promise<string> {
  const raw: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  if (typeof raw === "string") {
    await db.deleteFrom("user_sessions").where("id_hash", "=", sha256(raw)).execute();
  }
  return sessionCookie.serialize("", { maxAge: 0 });
}

export async function hasSessionCookie(request: Request): Promise<boolean> {
  const raw: unknown = await sessionCookie.parse(request.headers.get("Cookie"));
  return typeof raw === "string" && raw.length > 0;
}

export async function revokeAllSessions(conn: Db, userId: number): Promise<void> {
  await conn.deleteFrom("user_sessions").where("user_id", "=", userId).execute();
}

/** Every session of the member but one (a password change keeps the browser that made it signed in). */
export async function revokeOtherSessions(conn: Db, userId: number, keepIdHash: string): Promise<number> {
  const result = await conn.deleteFrom("user_sessions").where("user_id", "=", userId).where("id_hash", "!=", keepIdHash).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * A session as the member's device list shows it. `key` names it without giving away the row's
 * id (the first 16 hex digits of the id's hash, enough to tell a member's few sessions apart).
 */
export const sessionKey = (idHash: string) => idHash.slice(0, 16);

export async function liveSessions(userId: number) {
  const rows = await db
    .selectFrom("user_sessions")
    .select(["id_hash", "created_at", "last_seen_at", "expires_at", "ip", "user_agent"])
    .where("user_id", "=", userId)
    .orderBy("last_seen_at", "desc")
    .execute();
  const now = Date.now();
  return rows.filter((r) => now - Date.parse(r.last_seen_at) <= idleTimeoutMs() && now <= Date.parse(r.expires_at));
}

/** Ends one of the member's sessions by its key; false when none of theirs has it. */
export async function revokeSessionByKey(userId: number, key: string): Promise<boolean> {
  if (!/^[0-9a-f]{16}$/.test(key)) return false;
  const result = await db
    .deleteFrom("user_sessions")
    .where("user_id", "=", userId)
    .where((eb) => eb(eb.fn("substr", ["id_hash", eb.val(1), eb.val(16)]), "=", key))
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function signOutRedirect(request: Request, to = "/signin") {
  return redirect(to, { headers: { "Set-Cookie": await endSession(request) } });
}
