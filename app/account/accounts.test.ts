import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import { db } from "~/db/db.server";
import { newToken } from "~/security/tokens.server";
import { BAD_CREDENTIALS, checkCredentials, CODE_INVALID, CODE_USED, EMAIL_TAKEN, registerMember, resetPassword } from "./accounts.server";

const client = { ip: "192.0.2.1", userAgent: "vitest" };

describe("registration", () => {
  it("consumes a valid code and links the patient to the code's clinic", async () => {
    const r = await registerMember({ unique_id: "2345678901", email: "sam.lee@example.com", password: "a-good-password" }, client);
    expect(r.ok).toBe(true);
    const user = await db
      .selectFrom("users")
      .innerJoin("clinics", "clinics.id", "users.clinic_id")
      .select(["users.first_name", "users.user_type", "clinics.name", "users.password_hash"])
      .where("email", "=", "sam.lee@example.com")
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({ first_name: "Sam", user_type: "P", name: "Orlando Medical Weight Loss Clinic" });
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    const again = await registerMember({ unique_id: "2345678901", email: "other@example.com", password: "a-good-password" }, client);
    expect(again).toEqual({ ok: false, errors: { unique_id: [CODE_USED] } });
  });

  it("a wrong code or a taken email is a field error and changes nothing", async () => {
    const before = await db.selectFrom("users").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(await registerMember({ unique_id: "0000000000", email: "x@example.com", password: "a-good-password" }, client)).toEqual({
      ok: false,
      errors: { unique_id: [CODE_INVALID] },
    });
    expect(await registerMember({ unique_id: "3456789012", email: "patient@example.com", password: "a-good-password" }, client)).toEqual({
      ok: false,
      errors: { email: [EMAIL_TAKEN] },
    });
    const after = await db.selectFrom("users").select(db.fn.countAll().as("n")).executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
    const code = await db.selectFrom("registration_codes").select("used_at").where("code", "=", "3456789012").executeTakeFirstOrThrow();
    expect(code.used_at).toBeNull();
  });
});

describe("sign-in and password reset", () => {
  it("the same message for an unknown account and a wrong password; both audited", async () => {
    expect(await checkCredentials("nobody@example.com", "whatever-pass", client, "web")).toEqual({ ok: false, message: BAD_CREDENTIALS });
    expect(await checkCredentials("patient@example.com", "wrong-password", client, "web")).toEqual({ ok: false, message: BAD_CREDENTIALS });
    const failures = await db.selectFrom("audit_log").select(["event", "detail"]).where("event", "=", "sign_in_failed").execute();
    expect(failures.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(failures)).not.toContain("nobody@example.com");
  });

  it("a reset token works once, bumps the token version and revokes sessions", async () => {
    const user = await db.selectFrom("users").select(["id", "token_version"]).where("email", "=", "robert.patient@example.com").executeTakeFirstOrThrow();
    const { token, hash } = newToken();
    const now = Date.now();
    await db
      .insertInto("password_reset_tokens")
      .values({ user_id: user.id, token_hash: hash, created_at: new Date(now).toISOString(), expires_at: new Date(now + 60_000).toISOString(), used_at: null })
      .execute();
    await db
      .insertInto("user_sessions")
      .values({ id_hash: "h-" + now, user_id: user.id, created_at: "x", last_seen_at: new Date().toISOString(), expires_at: "9999", ip: "", user_agent: "" })
      .execute();
    expect(await resetPassword(token, "brand-new-password", client)).toBe("ok");
    expect(await resetPassword(token, "another-password", client)).toBe("NOT_FOUND");
    expect(await resetPassword("never-issued", "another-password", client)).toBe("NOT_FOUND");
    const after = await db.selectFrom("users").select("token_version").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(after.token_version).toBe(user.token_version + 1);
    const sessions = await db.selectFrom("user_sessions").select("id_hash").where("user_id", "=", user.id).execute();
    expect(sessions).toEqual([]);
    expect((await checkCredentials("robert.patient@example.com", "brand-new-password", client, "web")).ok).toBe(true);
  });

  it("an expired reset token is refused", async () => {
    const user = await db.selectFrom("users").select("id").where("email", "=", "linda.patient@example.com").executeTakeFirstOrThrow();
    const { token, hash } = newToken();
    await db
      .insertInto("password_reset_tokens")
      .values({ user_id: user.id, token_hash: hash, created_at: "2020-01-01T00:00:00Z", expires_at: "2020-01-01T01:00:00Z", used_at: null })
      .execute();
    expect(await resetPassword(token, "brand-new-password", client)).toBe("NOT_FOUND");
  });
});

describe("audit log", () => {
  it("is append-only: updates and deletes are refused by the database", async () => {
    await expect(sql`update audit_log set event = 'x'`.execute(db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_log`.execute(db)).rejects.toThrow(/append-only/);
  });
});
