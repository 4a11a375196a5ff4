import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getSessionUser } from "~/auth/users.server";
import { checkToken, issueToken, REVOKED, refreshToken, signInApp, TOKEN_MSG, tokenFromHeader } from "./jwt.server";
import { createFamily } from "./token-families.server";

const client = { ip: "192.0.2.9", userAgent: "vitest" };

async function patient() {
  const row = await db.selectFrom("users").select("id").where("email", "=", "patient2@example.com").executeTakeFirstOrThrow();
  const user = await getSessionUser(row.id);
  if (!user) throw new Error("seeded patient missing");
  return user;
}

describe("API tokens", () => {
  it("issues a token that verifies to the same member", async () => {
    const user = await patient();
    const check = await checkToken(await signInApp(user, client));
    expect(check.ok && check.user.email).toBe("patient2@example.com");
  });

  it("refuses another algorithm, issuer or audience, and garbage", async () => {
    const user = await patient();
    const key = new TextEncoder().encode(env.JWT_SECRET);
    const forged = await new SignJWT({ ver: user.token_version })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(String(user.id))
      .setIssuer("someone-else")
      .setAudience("clinic-portal-api")
      .setExpirationTime("5m")
      .sign(key);
    expect((await checkToken(forged)).ok).toBe(false);
    expect(await checkToken("a.b.c")).toEqual({ ok: false, message: TOKEN_MSG.undecodable });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(`{"sub":"${user.id}"}`).toString("base64url")}.`;
    expect((await checkToken(unsigned)).ok).toBe(false);
  });

  it("a password change (token_version bump) voids older tokens, and refresh too", async () => {
    const user = await patient();
    const token = await signInApp(user, client);
    await db.updateTable("users").set({ token_version: user.token_version + 1 }).where("id", "=", user.id).execute();
    try {
      expect(await checkToken(token)).toEqual({ ok: false, message: TOKEN_MSG.revoked });
      expect((await refreshToken(token, client)).ok).toBe(false);
    } finally {
      await db.updateTable("users").set({ token_version: user.token_version }).where("id", "=", user.id).execute();
    }
  });

  it("refresh gives a new token while the original sign-in is recent", async () => {
    const user = await patient();
    const refreshed = await refreshToken(await signInApp(user, client), client);
    expect(refreshed.ok).toBe(true);
    const stale = await refreshToken(await issueToken(user, await createFamily(user.id, client), { origIat: Math.floor(Date.now() / 1000) - 8 * 86400 }), client);
    expect(stale).toEqual({ ok: false, message: TOKEN_MSG.refreshExpired });
  });

  it("a refresh spends the token it was given; refreshing a spent one revokes the whole sign-in, audited", async () => {
    const user = await patient();
    const first = await signInApp(user, client);
    const second = await refreshToken(first, client);
    if (!second.ok) throw new Error(second.message);
    expect(await checkToken(first)).toEqual({ ok: false, message: REVOKED });
    expect((await checkToken(second.token)).ok).toBe(true);

    const before = await db.selectFrom("audit_log").select(db.fn.countAll<number>().as("n")).where("event", "=", "token_rejected").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(await refreshToken(first, client)).toEqual({ ok: false, message: REVOKED });
    // The thief's replay took the newest token down with it.
    expect(await checkToken(second.token)).toEqual({ ok: false, message: REVOKED });
    expect((await refreshToken(second.token, client)).ok).toBe(false);
    const after = await db.selectFrom("audit_log").select(db.fn.countAll<number>().as("n")).where("event", "=", "token_rejected").where("user_id", "=", user.id).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) + 1);
    // Another sign-in of the same member is untouched.
    expect((await checkToken(await signInApp(user, client))).ok).toBe(true);
  });

  it("two refreshes of one token at once: one wins, the other is a reuse", async () => {
    const user = await patient();
    const token = await signInApp(user, client);
    const results = await Promise.all([refreshToken(token, client), refreshToken(token, client)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const won = results.find((r) => r.ok);
    expect(won && won.ok && (await checkToken(won.token)).ok).toBe(false);
  });

  it("a token without a sign-in family is refused", async () => {
    const user = await patient();
    const key = new TextEncoder().encode(env.JWT_SECRET);
    const legacy = await new SignJWT({ ver: user.token_version, orig_iat: Math.floor(Date.now() / 1000) })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.id))
      .setIssuer("clinic-portal")
      .setAudience("clinic-portal-api")
      .setIssuedAt()
      .setExpirationTime("5m")
      .sign(key);
    expect(await checkToken(legacy)).toEqual({ ok: false, message: REVOKED });
  });

  it("reads JWT and Bearer authorization headers", () => {
    const req = (v: string) => new Request("http://x/", { headers: { authorization: v } });
    expect(tokenFromHeader(req("JWT abc.def.ghi"))).toBe("abc.def.ghi");
    expect(tokenFromHeader(req("Bearer abc.def.ghi"))).toBe("abc.def.ghi");
    expect(tokenFromHeader(req("Basic xyz"))).toBeNull();
  });
});
