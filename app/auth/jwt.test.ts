import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { getSessionUser } from "~/auth/users.server";
import { checkToken, issueToken, refreshToken, tokenFromHeader } from "./jwt.server";

async function patient() {
  const row = await db.selectFrom("users").select("id").where("email", "=", "patient2@example.com").executeTakeFirstOrThrow();
  const user = await getSessionUser(row.id);
  if (!user) throw new Error("seeded patient missing");
  return user;
}

describe("API tokens", () => {
  it("issues a token that verifies to the same member", async () => {
    const user = await patient();
    const check = await checkToken(await issueToken(user));
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
    expect(await checkToken("a.b.c")).toEqual({ ok: false, message: "Error decoding signature." });
    const unsigned = `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(`{"sub":"${user.id}"}`).toString("base64url")}.`;
    expect((await checkToken(unsigned)).ok).toBe(false);
  });

  it("a password change (token_version bump) voids older tokens, and refresh too", async () => {
    const user = await patient();
    const token = await issueToken(user);
    await db.updateTable("users").set({ token_version: user.token_version + 1 }).where("id", "=", user.id).execute();
    try {
      expect(await checkToken(token)).toEqual({ ok: false, message: "Token has been revoked." });
      expect((await refreshToken(token)).ok).toBe(false);
    } finally {
      await db.updateTable("users").set({ token_version: user.token_version }).where("id", "=", user.id).execute();
    }
  });

  it("refresh gives a new token while the original sign-in is recent", async () => {
    const user = await patient();
    const refreshed = await refreshToken(await issueToken(user));
    expect(refreshed.ok).toBe(true);
    const stale = await refreshToken(await issueToken(user, { origIat: Math.floor(Date.now() / 1000) - 8 * 86400 }));
    expect(stale).toEqual({ ok: false, message: "Refresh has expired." });
  });

  it("reads JWT and Bearer authorization headers", () => {
    const req = (v: string) => new Request("http://x/", { headers: { authorization: v } });
    expect(tokenFromHeader(req("JWT abc.def.ghi"))).toBe("abc.def.ghi");
    expect(tokenFromHeader(req("Bearer abc.def.ghi"))).toBe("abc.def.ghi");
    expect(tokenFromHeader(req("Basic xyz"))).toBeNull();
  });
});
