import { SignJWT, jwtVerify, errors } from "jose";
import { z } from "zod";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getSessionUser, type SessionUser } from "~/auth/users.server";
import { auditEvent } from "~/security/audit.server";
import { DEFAULT_LANGUAGE, message } from "~/i18n/languages";
import { translateMessage } from "~/i18n/i18n.server";
import { advanceFamily, createFamily, findFamily, revokeFamily, type TokenFamily } from "./token-families.server";

/**
 * Mobile-app tokens: HS256 JWTs with the algorithm, issuer and audience pinned, and exp and iat
 * required (a token without an expiry would never expire). `ver` is the user's token_version, so
 * a password change voids every token issued before it. `fam` and `gen` name the sign-in the
 * token belongs to and its place in that sign-in's chain of refreshes (docs/decisions/0132): only
 * the newest token of a family works, a refresh spends the token it was given, and a spent token
 * offered for a refresh revokes the family. `orig_iat` bounds how long a chain may run (Django
 * REST framework JWT semantics).
 */
const ISSUER = "clinic-portal";
const AUDIENCE = "clinic-portal-api";
const ALG = "HS256";
const key = () => new TextEncoder().encode(env.JWT_SECRET);

/** Why a token is refused, as keys: the API says them in the caller's language (Django REST framework's English). */
export const TOKEN_MSG = {
  revoked: message("common:api.token.revoked"),
  refreshExpired: message("common:api.token.refreshExpired"),
  noUser: message("common:api.token.noUser"),
  expired: message("common:api.token.expired"),
  undecodable: message("common:api.token.undecodable"),
};
export const REVOKED = TOKEN_MSG.revoked;
export const REFRESH_EXPIRED = TOKEN_MSG.refreshExpired;

/**
 * A token of `family` for `user`. `origIat` carries a refreshed chain's first sign-in over;
 * `issuedAt` (unix seconds, default now) lets a test hold a token issued at a set time instead of
 * waiting for one.
 */
export async function issueToken(
  user: Pick<SessionUser, "id" | "token_version">,
  family: Pick<TokenFamily, "id" | "generation">,
  opts: { origIat?: number; issuedAt?: number } = {},
): Promise<string> {
  const now = opts.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({ ver: user.token_version, orig_iat: opts.origIat ?? now, fam: family.id, gen: family.generation })
    .setProtectedHeader({ alg: ALG, typ: "JWT" })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(now)
    .setExpirationTime(now + env.JWT_TTL_SECONDS)
    .sign(key());
}

/** A new app sign-in: its token family and first token. */
export async function signInApp(user: Pick<SessionUser, "id" | "token_version">, client: { ip: string; userAgent: string }): Promise<string> {
  return issueToken(user, await createFamily(user.id, client));
}

/** The audit log keeps a refusal's reason in English, as it keeps every security event. */
const auditReason = (reason: string) => translateMessage(DEFAULT_LANGUAGE, reason);

type Verified = { ok: true; user: SessionUser; origIat: number; family: TokenFamily; generation: number } | { ok: false; message: string };

/** Signature, claims, the member and the token's family; whether the token is still the family's newest is the caller's question. */
async function verify(token: string): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, key(), { algorithms: [ALG], issuer: ISSUER, audience: AUDIENCE, requiredClaims: ["exp", "iat"] });
    const userId = Number(payload.sub);
    const user = Number.isInteger(userId) ? await getSessionUser(userId) : null;
    if (!user) return { ok: false, message: TOKEN_MSG.noUser };
    if (payload.ver !== user.token_version) return { ok: false, message: REVOKED };
    const { fam, gen } = payload;
    if (typeof fam !== "number" || typeof gen !== "number") return { ok: false, message: REVOKED };
    const family = await findFamily(fam);
    if (!family || family.user_id !== user.id || family.revoked_at !== null) return { ok: false, message: REVOKED };
    const origIat = typeof payload.orig_iat === "number" ? payload.orig_iat : (payload.iat ?? 0);
    return { ok: true, user, origIat, family, generation: gen };
  } catch (e) {
    if (e instanceof errors.JWTExpired) return { ok: false, message: TOKEN_MSG.expired };
    return { ok: false, message: TOKEN_MSG.undecodable };
  }
}

export type TokenCheck = { ok: true; user: SessionUser; origIat: number; familyId: number } | { ok: false; message: string };

/**
 * A token that may be used now: valid, and the newest of a live sign-in (a refreshed one is
 * spent). Checked wherever one arrives (the Authorization header of an API call or a photo fetch,
 * the body of token-verify); a refused token is a security event, so it is recorded here, once,
 * for every caller (docs/decisions/0085).
 */
export async function checkToken(token: string): Promise<TokenCheck> {
  const check = await usableToken(token);
  if (!check.ok) await auditEvent("token_rejected", null, auditReason(check.message));
  return check;
}

async function usableToken(token: string): Promise<TokenCheck> {
  const v = await verify(token);
  if (!v.ok) return v;
  if (v.generation !== v.family.generation) return { ok: false, message: REVOKED };
  return { ok: true, user: v.user, origIat: v.origIat, familyId: v.family.id };
}

/**
 * A fresh token for the newest one of a sign-in, while the sign-in is recent enough; the token
 * given is spent. A spent token (or one another refresh has just spent) means the chain has two
 * holders: the sign-in is revoked for both, and the event is audited.
 */
export async function refreshToken(
  token: string,
  client: { ip: string; userAgent: string },
): Promise<{ ok: true; token: string; user: SessionUser } | { ok: false; message: string }> {
  const v = await verify(token);
  if (!v.ok) {
    await auditEvent("token_rejected", null, auditReason(v.message));
    return v;
  }
  const reused = async () => {
    await revokeFamily(db, v.family.id, "reuse");
    await auditEvent("token_rejected", v.user.id, "A spent token was refreshed again: the app's sign-in is revoked.");
    return { ok: false as const, message: REVOKED };
  };
  if (v.generation !== v.family.generation) return reused();
  const limit = Math.min(v.origIat + env.JWT_REFRESH_DAYS * 86400, Math.floor(Date.parse(v.family.expires_at) / 1000));
  if (Math.floor(Date.now() / 1000) > limit) return { ok: false, message: REFRESH_EXPIRED };
  const next = await advanceFamily(v.family, v.generation, client);
  if (next === null) return reused();
  return { ok: true, token: await issueToken(v.user, { id: v.family.id, generation: next }, { origIat: v.origIat }), user: v.user };
}

/** The body of token-verify and token-refresh, `{token}`, with Django REST framework's messages. */
export const tokenBody = z.object({
  token: z
    .string({ required_error: message("common:api.token.required"), invalid_type_error: message("common:api.token.notString") })
    .min(1, message("common:api.token.blank")),
});

/** `Authorization: JWT <token>` (the mobile apps) or `Bearer <token>`. */
export function tokenFromHeader(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const m = /^(JWT|Bearer)\s+(\S+)$/i.exec(header.trim());
  return m ? m[2] : null;
}

/** The app sign-in (token family) a request's token belongs to, or null without a live token. */
export async function callerFamilyId(request: Request): Promise<number | null> {
  const token = tokenFromHeader(request);
  const check = token ? await usableToken(token) : null;
  return check?.ok ? check.familyId : null;
}
