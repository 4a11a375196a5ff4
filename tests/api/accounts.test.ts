import { describe, expect, it } from "vitest";
import { latestMailTo, resetLinkIn, waitForMailTo } from "../support/mail";
import { call, dataDir, newIp, serverModules, solvedCaptcha, tokenFor, withServerDb } from "./client";

const PATIENT = { email: "patient@example.com", password: "patient-demo-password" };

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A token of a real app sign-in, signed by the app's own jwt module at a set time (the server's
 * 15-minute life, 7-day refresh): the sign-in's family and place in it are the fresh sign-in's.
 */
async function tokenIssuedAt(email: string, password: string, at: { issuedAt?: number; origIat?: number }): Promise<string> {
  const signedIn = await tokenFor(email, password);
  const { fam, gen } = JSON.parse(Buffer.from(signedIn.split(".")[1], "base64url").toString("utf8")) as { fam: number; gen: number };
  const { issueToken } = await serverModules(() => import("~/auth/jwt.server"));
  const user = await withServerDb((db) => db.prepare("select id, token_version from users where email = ?").get<{ id: number; token_version: number }>(email));
  if (!user) throw new Error(`${email} is not seeded`);
  return issueToken(user, { id: fam, generation: gen }, at);
}

describe("POST /api/token-auth/", () => {
  it("returns a token and the member with the spec's user fields and user_type", async () => {
    const res = await call("/api/token-auth/", { json: PATIENT });
    expect(res.status).toBe(200);
    expect(typeof res.data.token).toBe("string");
    expect(res.data.user).toEqual({
      id: expect.any(Number),
      email: "patient@example.com",
      user_type: "P",
      staff_role: null,
      first_name: "Jane",
      middle_name: "A",
      last_name: "Doe",
      city: "Tampa",
      state: "FL",
      clinic: { name: "Tampa Medical Weight Loss Clinic", city: "Tampa", state: "FL", phone: "(813) 555-0100" },
    });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("staff get user_type A, and their staff_role: a programme administrator or care staff (issue 25)", async () => {
    const res = await call("/api/token-auth", { json: { email: "admin@example.com", password: "admin-demo-password" } });
    expect(res.status).toBe(200);
    expect(res.data.user).toMatchObject({ user_type: "A", staff_role: "admin" });
    const nurse = await call("/api/token-auth", { json: { email: "nurse@example.com", password: "nurse-demo-password" } });
    expect(nurse.status).toBe(200);
    expect(nurse.data.user).toMatchObject({ user_type: "A", staff_role: "care", first_name: "Florence" });
  });

  it("a wrong password or an unknown account: 400 with non_field_errors, the same message", async () => {
    const wrong = await call("/api/token-auth/", { json: { ...PATIENT, password: "nope-nope" } });
    const unknown = await call("/api/token-auth/", { json: { email: "ghost@example.com", password: "nope-nope" } });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toEqual({ non_field_errors: ["Unable to log in with provided credentials."] });
    expect(unknown.data).toEqual(wrong.data);
  });

  it("missing fields, wrong types and bad JSON are 400s with a clear error", async () => {
    const missing = await call("/api/token-auth/", { json: {} });
    expect(missing.status).toBe(400);
    expect(missing.data).toEqual({ email: ["Required"], password: ["Required"] });
    const types = await call("/api/token-auth/", { json: { email: 42, password: ["x"] } });
    expect(types.status).toBe(400);
    expect(Object.keys(types.data).sort()).toEqual(["email", "password"]);
    const bad = await call("/api/token-auth/", { rawBody: "{not json" });
    expect(bad.status).toBe(400);
    expect(bad.data.error_code).toBe("PARSE_ERROR");
    const arr = await call("/api/token-auth/", { json: [1, 2] });
    expect(arr.status).toBe(400);
  });

  it("only POST is allowed", async () => {
    const res = await call("/api/token-auth/");
    expect(res.status).toBe(405);
    expect(res.data).toEqual({ error_code: "METHOD_NOT_ALLOWED", detail: 'Method "GET" not allowed.' });
  });

  it("the 11th try in a minute from one address gets 429", async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i++) {
      const r = await call("/api/token-auth/", { ip, json: { email: "ghost@example.com", password: "whatever1" } });
      expect(r.status).toBe(400);
    }
    const eleventh = await call("/api/token-auth/", { ip, json: PATIENT });
    expect(eleventh.status).toBe(429);
    expect(eleventh.headers.get("retry-after")).toBeTruthy();
    expect(eleventh.data.error_code).toBe("RATE_LIMITED");
    // another address is not affected
    expect((await call("/api/token-auth/", { json: PATIENT })).status).toBe(200);
  });
});

describe("token verify, refresh and the Authorization header", () => {
  it("verify answers the token back when valid, non_field_errors when not", async () => {
    const token = await tokenFor(PATIENT.email, PATIENT.password);
    expect(await call("/api/token-verify/", { json: { token } })).toMatchObject({ status: 200, data: { token } });
    const bad = await call("/api/token-verify/", { json: { token: "a.b.c" } });
    expect(bad).toMatchObject({ status: 400, data: { non_field_errors: ["Error decoding signature."] } });
    const missing = await call("/api/token-verify/", { json: {} });
    expect(missing).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { token: ["This field is required."] } } });
  });

  it("refresh gives a new working token and the member", async () => {
    // Issued a minute ago, so the refreshed token's iat differs without waiting for the clock.
    const token = await tokenIssuedAt(PATIENT.email, PATIENT.password, { issuedAt: nowSeconds() - 60 });
    const res = await call("/api/token-refresh/", { json: { token } });
    expect(res.status).toBe(200);
    expect(res.data.token).not.toBe(token);
    expect((res.data.user as unknown as { first_name: string }).first_name).toBe("Jane");
    expect((await call("/api/me", { token: res.data.token as unknown as string })).status).toBe(200);
    expect((await call("/api/token-refresh/", { json: { token: "garbage" } })).status).toBe(400);
  });

  it("an expired token is refused by verify, refresh and the API; a sign-in past the refresh window cannot refresh", async () => {
    const expired = await tokenIssuedAt(PATIENT.email, PATIENT.password, { issuedAt: nowSeconds() - 16 * 60 });
    expect(await call("/api/token-verify/", { json: { token: expired } })).toMatchObject({ status: 400, data: { non_field_errors: ["Signature has expired."] } });
    expect(await call("/api/token-refresh/", { json: { token: expired } })).toMatchObject({ status: 400, data: { non_field_errors: ["Signature has expired."] } });
    expect((await call("/api/me", { token: expired })).status).toBe(401);
    const stale = await tokenIssuedAt(PATIENT.email, PATIENT.password, { origIat: nowSeconds() - 8 * 86400 });
    expect((await call("/api/me", { token: stale })).status).toBe(200);
    expect(await call("/api/token-refresh/", { json: { token: stale } })).toMatchObject({ status: 400, data: { non_field_errors: ["Refresh has expired."] } });
  });

  it("accepts `JWT <token>` and `Bearer <token>`; no or a bad token is 401", async () => {
    const token = await tokenFor(PATIENT.email, PATIENT.password);
    const jwt = await call("/api/me", { token });
    expect(jwt.status).toBe(200);
    expect(jwt.data.email).toBe("patient@example.com");
    expect((await call("/api/me/", { token, scheme: "Bearer" })).status).toBe(200);
    expect(await call("/api/me")).toMatchObject({ status: 401, data: { detail: "Authentication credentials were not provided." } });
    expect((await call("/api/me", { token: token.slice(0, -3) + "abc" })).status).toBe(401);
  });
});

describe("registration: POST /api/members/", () => {
  it("creates the patient from an unused code (dashes ignored)", async () => {
    const res = await call("/api/members/", {
      json: { unique_id: "5678-901-234", email: "jordan.kim@example.com", password: "jordan-password", confirmPassword: "jordan-password" },
    });
    expect(res.status).toBe(201);
    expect(res.data).toMatchObject({ email: "jordan.kim@example.com", first_name: "Jordan", user_type: "P", city: "Houston", state: "TX" });
    expect((await call("/api/token-auth/", { json: { email: "jordan.kim@example.com", password: "jordan-password" } })).status).toBe(200);
  });

  it("a used or wrong code is a field error in the VALIDATION_ERROR shape", async () => {
    await call("/api/members/", { json: { unique_id: "6789012345", email: "casey@example.com", password: "casey-password", confirmPassword: "casey-password" } });
    const used = await call("/api/members/", { json: { unique_id: "6789012345", email: "casey2@example.com", password: "casey-password", confirmPassword: "casey-password" } });
    expect(used).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { unique_id: ["This registration code has already been used."] } } });
    const wrong = await call("/api/members/", { json: { unique_id: "1111111111", email: "x1@example.com", password: "casey-password", confirmPassword: "casey-password" } });
    expect(wrong.data).toEqual({ error_code: "VALIDATION_ERROR", errors: { unique_id: ["Invalid registration code."] } });
  });

  it("all four fields required, email valid, passwords equal", async () => {
    const empty = await call("/api/members/", { json: {} });
    expect(empty.status).toBe(400);
    expect(empty.data.errors).toEqual({ unique_id: ["Required"], email: ["Required"], password: ["Required"], confirmPassword: ["Required"] });
    const mismatch = await call("/api/members/", { json: { unique_id: "7890123456", email: "nope", password: "password-one", confirmPassword: "password-two" } });
    expect(mismatch.data.errors).toEqual({ email: ["Invalid email address"], confirmPassword: ["Password does not match"] });
  });
});

describe("password reset: /api/password_reset/ and /api/change-password", () => {
  it("never reveals whether the account exists, mails a single-use link, and voids old tokens", async () => {
    const email = "david.patient@example.com";
    const oldToken = await tokenFor(email, "patient-demo-password");
    const unknown = await call("/api/password_reset/", { json: { email: "ghost@example.com" } });
    expect(unknown).toMatchObject({ status: 200, data: { status: "OK" } });
    expect(latestMailTo(dataDir(), "ghost@example.com")).toBeNull();

    const known = await call("/api/password_reset/", { json: { email } });
    expect(known).toMatchObject({ status: 200, data: { status: "OK" } });
    // The link is made and mailed by the job worker, a moment after the answer.
    const mail = await waitForMailTo(dataDir(), email, (m) => m.includes("Reset your patient portal password"));
    const token = new URL(resetLinkIn(mail)).searchParams.get("token")!;

    const mismatch = await call("/api/change-password", { json: { token, password: "fresh-password-1", confirmPassword: "other" } });
    expect(mismatch.data).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { confirmPassword: ["Password does not match"] } });

    const changed = await call("/api/change-password", { json: { token, password: "fresh-password-1", confirmPassword: "fresh-password-1" } });
    expect(changed).toMatchObject({ status: 200, data: { status: "OK" } });
    const reused = await call("/api/change-password", { json: { token, password: "fresh-password-2", confirmPassword: "fresh-password-2" } });
    expect(reused).toMatchObject({ status: 404, data: { error_code: "NOT_FOUND" } });

    expect(await call("/api/token-verify/", { json: { token: oldToken } })).toMatchObject({ status: 400, data: { non_field_errors: ["Token has been revoked."] } });
    expect((await call("/api/token-auth/", { json: { email, password: "fresh-password-1" } })).status).toBe(200);
    expect((await call("/api/token-auth/", { json: { email, password: "patient-demo-password" } })).status).toBe(400);
  });

  it("a bad email is a VALIDATION_ERROR; an unknown token is NOT_FOUND", async () => {
    expect(await call("/api/password_reset/", { json: { email: "not-an-email" } })).toMatchObject({
      status: 400,
      data: { error_code: "VALIDATION_ERROR", errors: { email: ["Invalid email address"] } },
    });
    expect(await call("/api/change-password", { json: { token: "never-issued", password: "whatever-1", confirmPassword: "whatever-1" } })).toMatchObject({
      status: 404,
      data: { error_code: "NOT_FOUND" },
    });
  });
});

describe("newsletter and leads", () => {
  it("newsletter: 201, twice is fine, a bad email is a 400", async () => {
    expect(await call("/api/newsletter", { json: { email: "reader@example.com" } })).toMatchObject({ status: 201, data: { email: "reader@example.com" } });
    expect((await call("/api/newsletter", { json: { email: "reader@example.com" } })).status).toBe(201);
    expect(await call("/api/newsletter", { json: { email: "x" } })).toMatchObject({ status: 400, data: { errors: { email: ["Invalid email address"] } } });
  });

  const lead = { first_name: "Ann", email: "ann@example.com", zip: "33602", comments: "Please call me.", subject: "Request Information" };

  it("a lead needs a solved captcha", async () => {
    const none = await call("/api/leads", { json: lead });
    expect(none).toMatchObject({ status: 400, data: { error_code: "VALIDATION_ERROR", errors: { altcha: ["Please complete the captcha."] } } });
    const forged = await call("/api/leads", { json: { ...lead, altcha: "eyJmb28iOjF9" } });
    expect(forged.data).toMatchObject({ errors: { altcha: ["Please complete the captcha."] } });
    const ok = await call("/api/leads", { json: { ...lead, altcha: await solvedCaptcha() } });
    expect(ok).toMatchObject({ status: 201, data: lead });
  });

  it("lead fields are validated with the shared messages", async () => {
    const res = await call("/api/leads", { json: { first_name: "", email: "bad", zip: "123456", comments: "", subject: "Other", altcha: "x" } });
    expect(res.status).toBe(400);
    expect(res.data.errors).toEqual({
      first_name: ["Required"],
      email: ["Invalid email address"],
      zip: ["Must be 5 characters or less"],
      comments: ["Required"],
      subject: ["Required"],
    });
  });
});

describe("conventions", () => {
  it("an unknown /api path is a JSON 404", async () => {
    expect(await call("/api/no-such-thing")).toMatchObject({ status: 404, data: { error_code: "NOT_FOUND", detail: "Not found." } });
  });

  it("a state-changing request from another site is refused", async () => {
    const res = await call("/api/newsletter", { json: { email: "x@example.com" }, headers: { Origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    const fetchMeta = await call("/api/newsletter", { json: { email: "x@example.com" }, headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(fetchMeta.status).toBe(403);
  });

  it("every response carries the security headers", async () => {
    const res = await call("/api/me");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });
});
