import { SignJWT, jwtVerify, errors } from "jose";
import { z } from "zod";
import { env } from "~/env.server";
import { getSessionUser, type SessionUser } from "~/auth/users.server";
import { auditEvent } from "~/security/audit.server";

/**
 * Mobile-app tokens: HS256 JWTs with the algorithm, issuer and audience pinned, and exp and iat
 * required (a token without an expiry would never expire). `ver` is the
 * user's token_version, so a password change voids every token issued before it. `orig_iat`
 * bounds how long a chain of refreshes may run (Django REST framework JWT semantics).
 */
const ISSUER = "clinic-portal";
const AUDIENCE = "clinic-portal-api";
const ALG = "HS256";
const key = () => new TextEncoder().encode(env.JWT_SECRET);

/**
 * A token for `user`. `origIat` carries a refreshed chain's first sign-in over; `issuedAt` (unix
 * seconds, default now) lets a test hold a token issued at a set time instead of waiting for one.
 */
export async function issueToken(user: Pick<SessionUser, "id" | "token_version">, opts: { origIat?: number; issuedAt?: number } = {}): Promise<string> {
  const now = opts.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: user.token_version, orig_iat: opts.origIat ?? now })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + env.JWT_TTL_SECONDS)
    .sign(key());
}

export type TokenCheck =
  | { ok: true; user: SessionUser; origIat: number }
  | { ok: false; message: string };

/**
 * Checks a token, wherever one arrives (the Authorization header of an API call or a photo
 * fetch, the body of token-refresh and token-verify). A refused token is a security event, so
 * it is recorded here, once, for every caller (docs/decisions/0085).
 */
export async function checkToken(token: string): Promise<TokenCheck> {
  const check = await verifyToken(token);
  if (!check.ok) await auditEvent("token_rejected", null, check.message);
  return check;
}

async function verifyToken(token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ["exp", "iat"] });
    const userId = Number(payload.sub);
    const user = Number.isInteger(userId) ? await getSessionUser(userId) : null;
    if (!user) return { ok: false, message: "User doesn't exist." };
    if (payload.ver !== user.token_version) return { ok: false, message: "Token has been revoked." };
    const origIat = typeof payload.orig_iat === "number" ? payload.orig_iat : (payload.iat ?? 0);
    return { ok: true, user, origIat };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, message: "Signature has expired." };
    return { ok: false, message: "Error decoding signature." };
  }
}

/** A fresh token for a still-valid one, while the original sign-in is recent enough. */
export async function refreshToken(token: string): Promise<{ ok: true; token: string; user: SessionUser } | { ok: false; message: string }> {
  const check = await checkToken(token);
  if (!check.ok) return check;
  const limit = check.origIat + env.JWT_REFRESH_DAYS * 86400;
  if (Math.floor(Date.now() / 1000) > limit) return { ok: false, message: "Refresh has expired." };
  return { ok: true, token: await issueToken(check.user, { origIat: check.origIat }), user: check.user };
}

/** The body of token-verify and token-refresh, `{token}`, with Django REST framework's messages. */
export const tokenBody = z.object({
  token: z.string({ required_error: "This field is required.", invalid_type_error: "Not a valid string." }).min(1, "This field may not be blank."),
});

/** `Authorization: JWT <token>` (the mobile apps) or `Bearer <token>`. */
export function tokenFromHeader(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const m = /^(JWT|Bearer)\s+(\S+)$/i.exec(header.trim());
  return m ? m[2] : null;
}
