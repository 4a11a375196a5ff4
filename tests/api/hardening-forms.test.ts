import { SignJWT } from "jose";
import { beforeAll, describe, expect, it } from "vitest";
import { baseUrl, call, newIp, tokenFor, withoutTexts, withServerDb } from "./client";
import { sessionCookie } from "./fitness-support";
import { JANE } from "./foods-support";
import { TEST_SECRETS } from "../support/secrets";

/** Issue 13 §5: the smaller leaks. */

let cookie: string;
let recipeId: number;
beforeAll(async () => {
  cookie = await sessionCookie(JANE.email, JANE.password);
  recipeId = (await withServerDb((db) => db.prepare("select id from recipes where active = 1 order by id limit 1").get<{ id: number }>()))!.id;
});

async function post(path: string, body: string, contentType: string, withCookie = false) {
  const headers: Record<string, string> = { "Content-Type": contentType, "X-Forwarded-For": newIp() };
  if (withCookie) headers.Cookie = cookie;
  const res = await fetch(`${baseUrl()}${path}`, { method: "POST", body, headers, redirect: "manual" });
  return { status: res.status, text: await res.text() };
}

describe("a web form action given a body that is not form data", () => {
  const pages: [string, boolean][] = [
    ["/signin", false],
    ["/signout", true],
    ["/register", false],
    ["/forgot-password", false],
    ["/request-information", false],
    ["/nutrition/myfood", true],
    ["/nutrition/myfood/add", true],
  ];
  const bodies: [string, string][] = [
    ["text/plain", "email=a@b.c&password=x"],
    ["application/json", '{"email":"a@b.c","password":"x"}'],
    ["multipart/form-data; boundary=zzz", "--zzz\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\nbroken"],
  ];

  it("answers 400 with a clear message, never 500, on every page", async () => {
    for (const [path, signedIn] of [...pages, [`/nutrition/recipes/${recipeId}/details`, true] as [string, boolean]]) {
      for (const [type, body] of bodies) {
        const res = await post(path, body, type, signedIn);
        expect(res.status, `${path} ${type}`).toBe(400);
        expect(res.text, `${path} ${type}`).toContain("The form could not be read");
      }
    }
  });

  it("a field name asking for a list index past 999 is unreadable at once (conform would build the list)", async () => {
    for (const [path, signedIn] of [["/signin", false], ["/register", false], ["/nutrition/myfood/add", true]] as [string, boolean][]) {
      const started = Date.now();
      const res = await post(path, "x[100000000]=1&email=a", "application/x-www-form-urlencoded", signedIn);
      expect(res.status, path).toBe(400);
      expect(res.text, path).toContain("The form could not be read");
      expect(Date.now() - started, path).toBeLessThan(2000);
    }
    // The multipart reader (recipe and content forms) holds the same line.
    const body = '--zzz\r\nContent-Disposition: form-data; name="rows[1000].qty"\r\n\r\n1\r\n--zzz--\r\n';
    const res = await post("/nutrition/recipes/add", body, "multipart/form-data; boundary=zzz", true);
    expect(res.status).toBe(400);
    expect(res.text).toContain("The form could not be read");
  });

  it("still reads real forms", async () => {
    const res = await post("/forgot-password", new URLSearchParams({ email: "nobody@example.com" }).toString(), "application/x-www-form-urlencoded");
    expect(res.status).toBe(302);
  });
});

describe("tokens", () => {
  const key = new TextEncoder().encode(TEST_SECRETS.JWT_SECRET);
  it("refuses a correctly signed token without exp, or without iat", async () => {
    const jane = (await withServerDb((db) => db.prepare("select id, token_version from users where email = ?").get<{ id: number; token_version: number }>(JANE.email)))!;
    // A real sign-in's family and generation (every token belongs to one, decision 0132).
    const { fam, gen } = JSON.parse(Buffer.from((await tokenFor(JANE.email, JANE.password)).split(".")[1], "base64url").toString()) as { fam: number; gen: number };
    const withClaims = async (claims: { exp?: boolean; iat?: boolean }) => {
      let jwt = new SignJWT({ ver: jane.token_version, orig_iat: Math.floor(Date.now() / 1000), fam, gen })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(jane.id))
        .setIssuer("clinic-portal")
        .setAudience("clinic-portal-api");
      if (claims.iat) jwt = jwt.setIssuedAt();
      if (claims.exp) jwt = jwt.setExpirationTime("10m");
      return jwt.sign(key);
    };
    // The control: with both, the forged-by-us token works (the secret is the test server's).
    expect((await call("/api/journals/", { token: await withClaims({ exp: true, iat: true }) })).status).not.toBe(401);
    expect((await call("/api/journals/", { token: await withClaims({ iat: true }) })).status).toBe(401);
    expect((await call("/api/journals/", { token: await withClaims({ exp: true }) })).status).toBe(401);
  });
});

describe("newsletter sign-up", () => {
  it("is rate-limited: the 11th try in a minute gets 429, in the API and on the sign-in page", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await call("/api/newsletter/", { json: { email: `news${i}@example.com` }, ip })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);

    const pageIp = newIp();
    const page: number[] = [];
    let last = "";
    for (let i = 0; i < 11; i++) {
      const res = await fetch(`${baseUrl()}/signin`, {
        method: "POST",
        body: new URLSearchParams({ intent: "newsletter", email: `page${i}@example.com` }),
        headers: { "X-Forwarded-For": pageIp },
        redirect: "manual",
      });
      last = await res.text();
      page.push(res.status);
    }
    expect(page[10]).toBe(429);
    // The refusal is the sign-in page with the panel and its message, not a bare error page.
    expect(last).toContain("Tips in your inbox");
    expect(last).toContain("Too many attempts. Please wait a minute and try again.");
    expect(last).toContain("Sign in to your portal");
    expect(page.slice(0, 10).every((s) => s === 200)).toBe(true);
  });
});

describe("forgot password", () => {
  it("keeps no email in the stored toast", async () => {
    const email = `flash-${Date.now()}@example.com`;
    const res = await post("/forgot-password", new URLSearchParams({ email }).toString(), "application/x-www-form-urlencoded");
    expect(res.status).toBe(302);
    const rows = await withServerDb((db) => db.prepare("select payload from flash_messages where lower(payload) like ?").all(`%${email.toLowerCase()}%`));
    expect(rows).toEqual([]);
  });
});

it("tokenFor still works (sanity)", async () => {
  expect(await tokenFor(JANE.email, JANE.password)).toMatch(/\./);
});

describe("a record id the database cannot hold", () => {
  const BAD_IDS = ["1e20", "99999999999", "2147483648", "abc", "-1"];

  it("a page form's id is never passed on: not found or a clear refusal, never 500 (both engines)", async () => {
    const staff = await sessionCookie("admin@example.com", "admin-demo-password");
    const forms: [string, Record<string, string>, string][] = [
      ["/progress", { intent: "delete" }, cookie],
      ["/progress", { intent: "edit-weight", weight: "180" }, cookie],
      ["/fitness/journal", { intent: "delete" }, cookie],
      ["/fitness/journal", { intent: "update", date: "2025-01-06", exercise: "1", type_of_activity: "Cardio", minutes: "10" }, cookie],
      ["/fitness/my-workout", { intent: "delete" }, cookie],
      ["/fitness/my-workout", { intent: "update", monday: "on" }, cookie],
      ["/fitness/my-history", { intent: "delete" }, cookie],
      ["/nutrition/journal", { intent: "delete" }, cookie],
      ["/testimonials", { intent: "delete" }, cookie],
      ["/nutrition/recipes/comments", { intent: "reject" }, staff],
      ["/fitness/exercises", { intent: "delete" }, staff],
      ["/ads", { intent: "delete" }, staff],
      ["/ads", { intent: "toggle" }, staff],
    ];
    for (const [path, fields, session] of forms) {
      for (const id of BAD_IDS) {
        const res = await fetch(`${baseUrl()}${path}`, {
          method: "POST",
          body: new URLSearchParams({ ...fields, id }).toString(),
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": newIp(), Cookie: session },
          redirect: "manual",
        });
        await res.arrayBuffer();
        expect([302, 400, 404], `${path} ${fields.intent} id=${id}: ${res.status}`).toContain(res.status);
      }
    }
  });

  it("an API list's offset beyond 2147483647 is a validation error, not a database error", async () => {
    const token = await tokenFor(JANE.email, JANE.password);
    for (const path of ["/api/journals/", "/api/food/", "/api/recipes/", "/api/log_exercises/", "/api/member_badge/"]) {
      for (const offset of ["1e20", "99999999999", "2147483648"]) {
        const res = await call(`${path}?offset=${offset}`, { token });
        expect(res.status, `${path}?offset=${offset}`).toBe(400);
        expect(res.data, `${path}?offset=${offset}`).toMatchObject({ error_code: "VALIDATION_ERROR", errors: { offset: ["Ensure this value is less than or equal to 2147483647."] } });
      }
    }
    // The largest offset the database takes is an empty page.
    const last = await call("/api/journals/?offset=2147483647", { token });
    expect(last.status).toBe(200);
    expect(last.data.results).toEqual([]);
  });
});

describe("the 400 page says what could not be read", () => {
  it("an unreadable form still says so", async () => {
    const res = await post("/nutrition/myfood", '{"x":1}', "application/json", true);
    expect(res.status).toBe(400);
    expect(res.text).toContain("The form could not be read.");
    expect(withoutTexts(res.text)).not.toContain("This address could not be read");
  });
});
