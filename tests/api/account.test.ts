import { describe, expect, it } from "vitest";
import { linkIn, waitForMailTo } from "../support/mail";
import { call, dataDir, signInCookie, tokenFor, visit, withServerDb } from "./client";
import { FRESH_PASSWORD, freshPatient } from "./progress-support";

/**
 * A member's own account over HTTP (issue 26, issue 24 item 3): the profile, email and password
 * changes, app tokens that can be withdrawn (rotation, logout, devices, sign out everywhere).
 */

const form = (fields: Record<string, string>) => ({ rawBody: new URLSearchParams(fields).toString(), contentType: "application/x-www-form-urlencoded" });
/** A page POST with a session cookie, as the page's own form sends it. */
const postPage = (path: string, cookie: string, fields: Record<string, string>) => call(path, { method: "POST", headers: { Cookie: cookie }, ...form(fields) });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1], "base64url").toString()) as { fam: number; gen: number };

describe("GET and PUT /api/me", () => {
  it("answers the profile; changes name parts, phone and units; the clinic's record is not the member's to change", async () => {
    const me = await freshPatient("profile");
    const got = await call("/api/me", { token: me.token });
    expect(got.status).toBe(200);
    expect(got.data).toMatchObject({ id: me.id, email: me.email, first_name: "Fresh", phone: "", units: "imperial", date_of_birth: null, pending_email: null });
    expect(got.data.clinic).toMatchObject({ name: expect.any(String) });

    const put = await call("/api/me", { method: "PUT", token: me.token, json: { first_name: "Ana", middle_name: "Luz", phone: "+1 (813) 555-0142", units: "metric", date_of_birth: "1990-01-01", city: "Nowhere" } });
    expect(put.status).toBe(200);
    expect(put.data).toMatchObject({ first_name: "Ana", middle_name: "Luz", last_name: "Patient", phone: "(813) 555-0142", units: "metric", date_of_birth: null, city: "Tampa" });
    // What was left out stays.
    const patch = await call("/api/me", { method: "PATCH", token: me.token, json: { last_name: "Reyes" } });
    expect(patch.data).toMatchObject({ first_name: "Ana", middle_name: "Luz", last_name: "Reyes", units: "metric" });
  });

  it("the date of birth comes from the clinic's registration code", async () => {
    const code = String(2_000_000_000 + Math.floor(Math.random() * 999_999_999));
    const email = `born-${code}@example.com`;
    await withServerDb((db) =>
      db
        .prepare("insert into registration_codes (code, clinic_id, first_name, last_name, city, state, created_at, date_of_birth) values (?, 1, 'Ivy', 'Born', 'Tampa', 'FL', ?, '1981-07-04')")
        .run(code, new Date().toISOString()),
    );
    expect((await call("/api/members/", { json: { unique_id: code, email, password: "ivy-password-1", confirmPassword: "ivy-password-1" } })).status).toBe(201);
    const me = await call("/api/me", { token: await tokenFor(email, "ivy-password-1") });
    expect(me.data).toMatchObject({ first_name: "Ivy", date_of_birth: "1981-07-04" });
  });

  it("refuses bad input with the field's message and changes nothing", async () => {
    const me = await freshPatient("profile-bad");
    const bad = await call("/api/me", { method: "PUT", token: me.token, json: { first_name: "  ", phone: "call me", units: "stone", last_name: "x".repeat(65) } });
    expect(bad.status).toBe(400);
    expect(bad.data).toEqual({
      error_code: "VALIDATION_ERROR",
      errors: {
        first_name: ["Required"],
        last_name: ["Must be 64 characters or less"],
        phone: ["Please enter a phone number with its area code, such as (813) 555-0142: digits, spaces and + ( ) - . only."],
        units: ["Select a valid choice."],
      },
    });
    expect((await call("/api/me", { method: "PUT", token: me.token, json: {} })).data).toMatchObject({ errors: { non_field_errors: ["Required"] } });
    expect((await call("/api/me", { method: "PUT", token: me.token, rawBody: "{nope", direct: true })).data).toMatchObject({ error_code: "PARSE_ERROR" });
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ first_name: "Fresh", units: "imperial", phone: "" });
    expect((await call("/api/me", { method: "PUT", json: { first_name: "X" } })).status).toBe(401);
  });
});

describe("phone numbers (issue 36 item 6)", () => {
  it("PUT /api/me takes the number as the message describes it and stores one form of it; bad ones change nothing", async () => {
    const me = await freshPatient("phone-api");
    for (const [typed, stored] of [
      ["(813) 555-0142", "(813) 555-0142"],
      ["813.555.0142", "(813) 555-0142"],
      ["+1 813 555 0142", "(813) 555-0142"],
      ["+44 20 7946 0958", "+442079460958"],
      ["", ""],
    ]) {
      const put = await call("/api/me", { method: "PUT", token: me.token, json: { phone: typed } });
      expect(put.status, typed).toBe(200);
      expect(put.data.phone, typed).toBe(stored);
    }
    await call("/api/me", { method: "PUT", token: me.token, json: { phone: "(813) 555-0142" } });
    for (const typed of ["555-0142", "813+555+0142", "(813) 555-0142 ext 4"]) {
      const bad = await call("/api/me", { method: "PUT", token: me.token, json: { first_name: "Changed", phone: typed } });
      expect(bad.status, typed).toBe(400);
      expect(bad.data.errors, typed).toEqual({ phone: ["Please enter a phone number with its area code, such as (813) 555-0142: digits, spaces and + ( ) - . only."] });
    }
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ first_name: "Fresh", phone: "(813) 555-0142" });
  });

  it("on /profile a name change saves with the phone the form was filled with, as the demo patient's is stored; the API reads the same", async () => {
    const me = await freshPatient("phone-page");
    await withServerDb((db) => db.prepare("update users set phone = '(813) 555-0142' where id = ?").run(me.id));
    const cookie = await signInCookie(me.email, FRESH_PASSWORD);
    const page = await visit("/profile", { cookie });
    const filled = /<input[^>]*name="phone"[^>]*value="([^"]*)"/.exec(page.html)?.[1] ?? /<input[^>]*value="([^"]*)"[^>]*name="phone"/.exec(page.html)?.[1];
    expect(filled).toBe("(813) 555-0142");
    const saved = await postPage("/profile", cookie, { intent: "details", first_name: "Janet", middle_name: "", last_name: "Patient", phone: filled! });
    expect(saved.status).toBe(302);
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ first_name: "Janet", phone: "(813) 555-0142" });
    // The page stores what the API would: one form.
    expect((await postPage("/profile", cookie, { intent: "details", first_name: "Janet", last_name: "Patient", phone: "+1 813.555.0199" })).status).toBe(302);
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ phone: "(813) 555-0199" });
    const bad = await postPage("/profile", cookie, { intent: "details", first_name: "Janet", last_name: "Patient", phone: "555-0142" });
    expect(bad.status).toBe(400);
    expect(String(bad.data)).toContain("Please enter a phone number with its area code, such as (813) 555-0142");
  });
});

describe("app tokens that can be withdrawn (issue 24 item 3)", () => {
  it("a refresh spends the token it was given: the old one no longer works for calls, verify or another refresh", async () => {
    const me = await freshPatient("rotate");
    const refreshed = await call("/api/token-refresh/", { json: { token: me.token } });
    expect(refreshed.status).toBe(200);
    const fresh = refreshed.data.token as string;
    expect(claimsOf(fresh)).toEqual(expect.objectContaining({ fam: claimsOf(me.token).fam, gen: claimsOf(me.token).gen + 1 }));
    expect((await call("/api/me", { token: fresh })).status).toBe(200);
    expect(await call("/api/me", { token: me.token })).toMatchObject({ status: 401, data: { detail: "Token has been revoked." } });
    expect(await call("/api/token-verify/", { json: { token: me.token } })).toMatchObject({ status: 400, data: { non_field_errors: ["Token has been revoked."] } });
  });

  it("refreshing a spent token again revokes the whole sign-in (the thief's and the app's), and is audited", async () => {
    const me = await freshPatient("reuse");
    const other = await tokenFor(me.email, FRESH_PASSWORD);
    const next = (await call("/api/token-refresh/", { json: { token: me.token } })).data.token as string;
    const replay = await call("/api/token-refresh/", { json: { token: me.token } });
    expect(replay).toMatchObject({ status: 400, data: { non_field_errors: ["Token has been revoked."] } });
    expect((await call("/api/me", { token: next })).status).toBe(401);
    expect((await call("/api/token-refresh/", { json: { token: next } })).status).toBe(400);
    // The member's other app sign-in is not touched.
    expect((await call("/api/me", { token: other })).status).toBe(200);
    const rows = await withServerDb((db) => db.prepare("select event, detail from audit_log where user_id = ? and event = 'token_rejected'").all<{ event: string; detail: string }>(me.id));
    expect(rows).toEqual([{ event: "token_rejected", detail: "A spent token was refreshed again: the app's sign-in is revoked." }]);
    const family = await withServerDb((db) => db.prepare("select revoked_reason from api_tokens where id = ?").get<{ revoked_reason: string }>(claimsOf(me.token).fam));
    expect(family).toEqual({ revoked_reason: "reuse" });
  });

  it("POST /api/logout/ revokes the caller's sign-in only; {everywhere: true} every browser and app", async () => {
    const me = await freshPatient("logout");
    const phone = await tokenFor(me.email, FRESH_PASSWORD);
    const cookie = await signInCookie(me.email, FRESH_PASSWORD);
    expect((await call("/api/logout/", { method: "POST", json: {} })).status).toBe(401);
    expect((await call("/api/logout/", { method: "POST", token: me.token })).status).toBe(204);
    expect((await call("/api/me", { token: me.token })).status).toBe(401);
    expect((await call("/api/token-refresh/", { json: { token: me.token } })).status).toBe(400);
    expect((await call("/api/me", { token: phone })).status).toBe(200);
    expect((await visit("/home", { cookie })).status).toBe(200);

    expect((await call("/api/logout", { method: "POST", token: phone, json: { everywhere: true } })).status).toBe(204);
    expect((await call("/api/me", { token: phone })).status).toBe(401);
    expect((await visit("/home", { cookie })).redirects[0]).toMatch(/^\/signin/);
    // A sign-in after it works as ever.
    expect((await call("/api/me", { token: await tokenFor(me.email, FRESH_PASSWORD) })).status).toBe(200);
  });

  it("GET /api/me/devices lists browsers and apps, the caller's marked; DELETE signs one out; another member's is not found", async () => {
    const me = await freshPatient("devices");
    const cookie = await signInCookie(me.email, FRESH_PASSWORD);
    const list = await call("/api/me/devices/", { token: me.token, headers: { "User-Agent": "PortalApp/3.2 (iPhone; iOS 17.4)" } });
    expect(list.status).toBe(200);
    const devices = list.data.results as unknown as { id: string; kind: string; current: boolean }[];
    expect(devices.map((d) => [d.kind, d.current])).toEqual([
      ["app", true],
      ["web", false],
    ]);
    const web = devices.find((d) => d.kind === "web")!;
    const stranger = await freshPatient("devices-other");
    expect((await call(`/api/me/devices/${web.id}`, { method: "DELETE", token: stranger.token })).status).toBe(404);
    expect((await call("/api/me/devices/web-nothex", { method: "DELETE", token: me.token })).status).toBe(404);
    expect((await visit("/home", { cookie })).status).toBe(200);
    expect((await call(`/api/me/devices/${web.id}`, { method: "DELETE", token: me.token })).status).toBe(204);
    expect((await visit("/home", { cookie })).redirects[0]).toMatch(/^\/signin/);
    expect((await call(`/api/me/devices/${web.id}`, { method: "DELETE", token: me.token })).status).toBe(404);
  });
});

describe("changing the password", () => {
  it("through the API: the current one is required; then every session and token of the account ends, the caller gets a new token", async () => {
    const me = await freshPatient("password-api");
    const phone = await tokenFor(me.email, FRESH_PASSWORD);
    const cookie = await signInCookie(me.email, FRESH_PASSWORD);
    const wrong = await call("/api/me/password", { token: me.token, json: { current_password: "not-it-at-all", password: "brand-new-pass", confirmPassword: "brand-new-pass" } });
    expect(wrong).toMatchObject({ status: 400, data: { errors: { current_password: ["Your current password is not right."] } } });
    const short = await call("/api/me/password", { token: me.token, json: { current_password: FRESH_PASSWORD, password: "short", confirmPassword: "shirt" } });
    expect(short.data).toMatchObject({ errors: { password: ["Must be 8 characters or more"], confirmPassword: ["Password does not match"] } });
    expect((await call("/api/me", { token: phone })).status).toBe(200);

    const done = await call("/api/me/password", { token: me.token, json: { current_password: FRESH_PASSWORD, password: "brand-new-pass", confirmPassword: "brand-new-pass" } });
    expect(done.status).toBe(200);
    expect((await call("/api/me", { token: done.data.token as string })).status).toBe(200);
    expect((await call("/api/me", { token: me.token })).status).toBe(401);
    expect((await call("/api/me", { token: phone })).status).toBe(401);
    expect((await call("/api/token-refresh/", { json: { token: phone } })).status).toBe(400);
    expect((await visit("/home", { cookie })).redirects[0]).toMatch(/^\/signin/);
    expect((await call("/api/token-auth/", { json: { email: me.email, password: FRESH_PASSWORD } })).status).toBe(400);
    const notice = await waitForMailTo(dataDir(), me.email, (m) => m.includes("Your patient portal password was changed"));
    expect(notice).toContain("every other device and app signed in to it was signed out");
  });

  it("on /profile: this browser stays signed in, every other session and app token ends", async () => {
    const me = await freshPatient("password-web");
    const here = await signInCookie(me.email, FRESH_PASSWORD);
    const there = await signInCookie(me.email, FRESH_PASSWORD);
    const wrong = await postPage("/profile", here, { intent: "password", current_password: "wrong-password", password: "another-pass-1", confirmPassword: "another-pass-1" });
    expect(wrong.status).toBe(400);
    expect((await visit("/home", { cookie: there })).status).toBe(200);

    const ok = await postPage("/profile", here, { intent: "password", current_password: FRESH_PASSWORD, password: "another-pass-1", confirmPassword: "another-pass-1" });
    expect(ok.status).toBe(302);
    expect(ok.headers.get("location")).toBe("/profile");
    expect((await visit("/profile", { cookie: here })).heading).toBe("My profile");
    expect((await visit("/home", { cookie: there })).redirects[0]).toMatch(/^\/signin/);
    expect((await call("/api/me", { token: me.token })).status).toBe(401);
  });
});

describe("changing the email", () => {
  it("takes effect only when the link sent to the new address is followed; the old address is told", async () => {
    const me = await freshPatient("email-old");
    const newEmail = `new-${me.email}`;
    const taken = await call("/api/me/email", { token: me.token, json: { email: "patient@example.com", current_password: FRESH_PASSWORD } });
    expect(taken.data).toMatchObject({ errors: { email: ["A member with this email address already exists."] } });
    const wrong = await call("/api/me/email", { token: me.token, json: { email: newEmail, current_password: "nope-nope" } });
    expect(wrong.data).toMatchObject({ errors: { current_password: ["Your current password is not right."] } });
    expect((await call("/api/me/email", { token: me.token, json: { email: "not-an-email", current_password: FRESH_PASSWORD } })).data).toMatchObject({ errors: { email: ["Invalid email address"] } });

    const asked = await call("/api/me/email", { token: me.token, json: { email: newEmail.toUpperCase(), current_password: FRESH_PASSWORD } });
    expect(asked).toMatchObject({ status: 202, data: { pending_email: newEmail } });
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ email: me.email, pending_email: newEmail });
    // Not yet: the old address still signs in, the new one does not.
    expect((await call("/api/token-auth/", { json: { email: newEmail, password: FRESH_PASSWORD } })).status).toBe(400);

    const mail = await waitForMailTo(dataDir(), newEmail, (m) => m.includes("Confirm your new patient portal email"));
    const link = new URL(linkIn(mail, "/confirm-email"));
    // Opening the link (a mail scanner does) changes nothing; the page's button does.
    const opened = await visit(`${link.pathname}${link.search}`);
    expect(opened.heading).toBe("Confirm your new email");
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ email: me.email });
    const token = link.searchParams.get("token")!;
    const confirmed = await call("/confirm-email", { method: "POST", ...form({ token }) });
    expect(confirmed.status).toBe(200);
    expect(String(confirmed.data)).toContain(newEmail);

    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ email: newEmail, pending_email: null });
    expect((await call("/api/token-auth/", { json: { email: newEmail, password: FRESH_PASSWORD } })).status).toBe(200);
    expect((await call("/api/token-auth/", { json: { email: me.email, password: FRESH_PASSWORD } })).status).toBe(400);
    const told = await waitForMailTo(dataDir(), me.email, (m) => m.includes("Your patient portal email was changed"));
    expect(told).toContain(newEmail);
    // The queue holds ids and days only (issue 37): no job of an email change names an address.
    const jobs = await withServerDb((db) => db.prepare("select kind, payload from jobs where kind like 'account.email%'").all<{ kind: string; payload: string }>());
    expect(jobs.map((j) => j.kind)).toContain("account.email_changed");
    expect(jobs.filter((j) => j.payload.includes("@"))).toEqual([]);
    // The link works once.
    expect((await call("/confirm-email", { method: "POST", ...form({ token }) })).status).toBe(400);
    expect((await call("/confirm-email", { method: "POST", ...form({ token: "made-up-token-made-up-token" }) })).status).toBe(400);
  });

  it("a newer request replaces a pending one, and DELETE cancels it", async () => {
    const me = await freshPatient("email-twice");
    await call("/api/me/email", { token: me.token, json: { email: `first-${me.email}`, current_password: FRESH_PASSWORD } });
    const firstMail = await waitForMailTo(dataDir(), `first-${me.email}`);
    await call("/api/me/email", { token: me.token, json: { email: `second-${me.email}`, current_password: FRESH_PASSWORD } });
    expect((await call("/api/me/email", { token: me.token })).data).toEqual({ email: me.email, pending_email: `second-${me.email}` });
    const firstToken = new URL(linkIn(firstMail, "/confirm-email")).searchParams.get("token")!;
    expect((await call("/confirm-email", { method: "POST", ...form({ token: firstToken }) })).status).toBe(400);
    expect((await call("/api/me/email", { method: "DELETE", token: me.token })).status).toBe(204);
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ email: me.email, pending_email: null });
  });
});

describe("/profile over HTTP", () => {
  it("saves details and units; refuses bad input with the field's message", async () => {
    const me = await freshPatient("profile-page");
    const cookie = await signInCookie(me.email, FRESH_PASSWORD);
    const page = await visit("/profile", { cookie });
    expect(page).toMatchObject({ status: 200, heading: "My profile" });
    expect(page.headers.get("cache-control")).toContain("no-store");
    const bad = await postPage("/profile", cookie, { intent: "details", first_name: "", last_name: "Patient", phone: "abc" });
    expect(bad.status).toBe(400);
    expect((await postPage("/profile", cookie, { intent: "units", units: "furlongs" })).status).toBe(400);
    expect((await postPage("/profile", cookie, { intent: "nonsense" })).status).toBe(400);
    expect((await postPage("/profile", cookie, { intent: "units", units: "metric" })).status).toBe(302);
    expect((await postPage("/profile", cookie, { intent: "details", first_name: "Rosa", last_name: "Diaz", phone: "813-555-0100" })).status).toBe(302);
    expect((await call("/api/me", { token: me.token })).data).toMatchObject({ first_name: "Rosa", middle_name: "", last_name: "Diaz", phone: "(813) 555-0100", units: "metric" });
  });

  it("sign out everywhere ends this browser, the others and the apps", async () => {
    const me = await freshPatient("everywhere");
    const here = await signInCookie(me.email, FRESH_PASSWORD);
    const there = await signInCookie(me.email, FRESH_PASSWORD);
    const res = await postPage("/profile", here, { intent: "sign-out-everywhere" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/signin");
    for (const cookie of [here, there]) expect((await visit("/home", { cookie })).redirects[0]).toMatch(/^\/signin/);
    expect((await call("/api/me", { token: me.token })).status).toBe(401);
  });
});
