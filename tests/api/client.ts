import { expect } from "vitest";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { loadDomain } from "../support/domain";
import { openTestDb, type TestDb } from "../support/test-db";

export const baseUrl = () => {
  const url = process.env.API_URL;
  if (!url) throw new Error("API_URL not set: run through the vitest api project");
  return url;
};
export const dataDir = () => process.env.API_DATA_DIR!;

/**
 * The test server's database: its SQLite file, or its PostgreSQL database on the PostgreSQL run
 * (tests/support/test-db.ts: portable SQL with `?` placeholders, every call awaited). Close it.
 */
export const serverDb = () => openTestDb({ dataDir: dataDir(), databaseUrl: process.env.API_DATABASE_URL || undefined });

/** Runs `fn` with the server's database and closes it after. */
export async function withServerDb<T>(fn: (db: TestDb) => Promise<T>): Promise<T> {
  const db = serverDb();
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

/**
 * The app's own modules in this test process, on the server's portal and database (either
 * engine) and with its secrets: what the server would do, done at a set time or state.
 */
export function serverModules<T>(modules: () => Promise<T>): Promise<T> {
  process.env.DATABASE_URL = process.env.API_DATABASE_URL ?? "";
  return loadDomain(dataDir(), modules);
}

// Each test file runs in its own worker against the one shared server, so addresses start at a
// random point: two files counting from the same start would share rate-limit buckets.
let ipSeq = Math.floor(Math.random() * 4_000_000);
/** A fresh client address per call site, so rate limits belong to one test. */
export function newIp() {
  ipSeq += 1;
  return `172.${16 + ((ipSeq >> 16) % 16)}.${(ipSeq >> 8) & 255}.${ipSeq & 255}`;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  rawBody?: string;
  contentType?: string;
  token?: string;
  scheme?: "JWT" | "Bearer";
  ip?: string;
  headers?: Record<string, string>;
}

export async function call(path: string, opts: CallOptions = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": opts.ip ?? newIp(), ...opts.headers };
  let body: string | undefined;
  if (opts.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.rawBody !== undefined) {
    headers["Content-Type"] = opts.contentType ?? "application/json";
    body = opts.rawBody;
  }
  if (opts.token) headers.Authorization = `${opts.scheme ?? "JWT"} ${opts.token}`;
  const res = await fetch(`${baseUrl()}${path}`, {
    method: opts.method ?? (body !== undefined ? "POST" : "GET"),
    headers,
    body,
    redirect: "manual",
  });
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    data = text;
  }
  return { status: res.status, data: data as Record<string, unknown> & Record<string, never>, headers: res.headers };
}

export async function tokenFor(email: string, password: string): Promise<string> {
  const res = await call("/api/token-auth/", { json: { email, password } });
  if (res.status !== 200) throw new Error(`token-auth failed: ${res.status} ${JSON.stringify(res.data)}`);
  return res.data.token as unknown as string;
}

/** Solves the captcha the way the mobile app would: fetch a challenge, do the work, send the payload. */
export async function solvedCaptcha(): Promise<string> {
  const res = await fetch(`${baseUrl()}/captcha/challenge`);
  const challenge = await res.json();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** Every call answers 401 NOT_AUTHENTICATED without a token, and 401 with a bad one. */
export async function expectTokenRequired(calls: [string, string][]) {
  for (const [method, path] of calls) {
    const none = await call(path, { method, json: method === "GET" || method === "DELETE" ? undefined : {} });
    expect(none.status, `${method} ${path}`).toBe(401);
    expect(none.data.error_code).toBe("NOT_AUTHENTICATED");
    const bad = await call(path, { method, token: "not.a.token" });
    expect(bad.status, `${method} ${path} (bad token)`).toBe(401);
  }
}

// ---------------------------------------------------------------------------------------------
// Pages over HTTP: who may open what is a matter of status codes and Location headers, so it is
// checked here, without a browser (docs/decisions/0033-browser-suite.md).

/** Signs in through the sign-in form's endpoint, as the browser's form does; returns the Cookie header to send. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const res = await call("/signin", {
    method: "POST",
    rawBody: new URLSearchParams({ intent: "login", email, password }).toString(),
    contentType: "application/x-www-form-urlencoded",
  });
  if (res.status !== 302) throw new Error(`sign-in as ${email} failed: ${res.status}`);
  const cookie = /__session=[^;]*/.exec(res.headers.get("set-cookie") ?? "")?.[0];
  if (!cookie) throw new Error(`sign-in as ${email} set no session cookie`);
  return cookie;
}

export interface PageVisit {
  /** Every redirect on the way, in order: the Location headers exactly as sent. */
  redirects: string[];
  /** The status of the page the redirects ended at. */
  status: number;
  /** That page's first h1, as text. */
  heading: string | null;
  html: string;
  headers: Headers;
}

/** GETs a page as a browser would (following redirects, with or without a session cookie), keeping each hop. */
export async function visit(path: string, opts: { cookie?: string } = {}): Promise<PageVisit> {
  const redirects: string[] = [];
  let url = path;
  for (let hop = 0; hop < 10; hop++) {
    const res = await call(url, { headers: opts.cookie ? { Cookie: opts.cookie } : {} });
    const location = res.headers.get("location");
    if (res.status >= 300 && res.status < 400 && location) {
      redirects.push(location);
      url = location;
      continue;
    }
    const html = typeof res.data === "string" ? res.data : JSON.stringify(res.data);
    return { redirects, status: res.status, heading: headingOf(html), html, headers: res.headers };
  }
  throw new Error(`${path}: more than 10 redirects (${redirects.join(" → ")})`);
}

/** The text of a page's first h1 (tags and React's text markers dropped, entities decoded). */
export function headingOf(html: string): string | null {
  const m = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  if (!m) return null;
  return m[1]
    .replace(/<[^>]*>/g, "")
    .replace(/&amp;/g, "&")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}
