import { expect } from "vitest";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { checkAgainstDocument } from "../support/contract-check";
import { loadDomain } from "../support/domain";
import { openTestDb, type TestDb } from "../support/test-db";

export const baseUrl = () => {
  const url = process.env.API_URL;
  if (!url) throw new Error("API_URL not set: run through the vitest api project");
  return url;
};
export const dataDir = () => process.env.API_DATA_DIR!;

/**
 * Where a call goes: /api through the validating proxy when the run has one (tests/support/
 * contract-proxy.ts), anything else (pages, /uploads, /captcha) straight to the server. The
 * document spells every path without a trailing slash and the server takes either, so a call
 * through the proxy goes out in the documented spelling; the tests of the slash itself, and of
 * calls outside the contract on purpose (unknown paths, methods, transport limits), pass `direct`.
 */
export function urlFor(path: string, opts: { direct?: boolean } = {}): string {
  const proxy = process.env.API_PROXY_URL;
  if (proxy && !opts.direct && path.startsWith("/api/")) return `${proxy}${path.replace(/\/+(?=[?#]|$)/, "")}`;
  return `${baseUrl()}${path}`;
}

interface Violation {
  location: string[];
  severity: string;
  code?: string | number;
  message: string;
}

/**
 * What the validator found wrong with one call: any difference between the answer and the
 * document; a call to a path or method the document lacks; a request the document calls invalid
 * that the server nevertheless accepted. A request the server refused (4xx) may break the
 * document: the API suite sends bad input on purpose, and the answer to it is checked.
 */
export function contractViolations(method: string, path: string, status: number, violations: Violation[]): string[] {
  const out = violations
    .filter((v) => {
      if (v.location[0] === "response") return true;
      if (v.location.length === 1 && /route|method/i.test(v.message)) return true; // no such path or method
      return !(status >= 400 && status < 500);
    })
    .map((v) => `${v.location.join(".")}: ${v.message}`);
  if (status >= 500) out.push(`the server answered ${status}`);
  return out.map((m) => `${method} ${path} → ${status}: ${m}`);
}

function expectContract(method: string, path: string, status: number, violations: Violation[]) {
  const broken = contractViolations(method, path, status, violations);
  if (broken.length) throw new Error(`The call breaks the API document (GET /api/openapi.json):\n${broken.join("\n")}`);
}

/**
 * A call through the validating proxy. The proxy forwards on kept-alive connections to the server,
 * which closes one after 5 idle seconds; a call that picks such a connection up as it closes (a
 * test that spent a few seconds on a direct upload, on a loaded machine) has its socket closed
 * without an answer. A GET is sent again once then, as any HTTP client retries an idempotent
 * request on a connection that went away (RFC 9110 §9.2.2); anything else is not.
 */
async function viaProxy(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (e) {
    const code = (e as { cause?: { code?: string } }).cause?.code;
    if ((init.method ?? "GET") !== "GET" || (code !== "UND_ERR_SOCKET" && code !== "ECONNRESET")) throw e;
    return await fetch(url, init);
  }
}

/**
 * `fetch` for the calls a test makes by hand: routed and checked as `call` is. An upload
 * (a FormData body) or a download the test marks `binary` goes straight to the server, since the
 * proxy carries bodies as text; Prism's engine checks it in this process instead
 * (tests/support/contract-check.ts).
 */
export async function fetchApi(path: string, init: RequestInit & { direct?: boolean; binary?: boolean } = {}): Promise<Response> {
  const { direct, binary, ...rest } = init;
  const method = rest.method ?? "GET";
  const checked = Boolean(process.env.API_PROXY_URL) && !direct && path.startsWith("/api/");
  if (!checked) return await fetch(urlFor(path, { direct: true }), rest);
  const documented = path.replace(/\/+(?=[?#]|$)/, "");
  if (!binary && !(rest.body instanceof FormData)) {
    const res = await viaProxy(urlFor(path), rest);
    const raw = res.headers.get("sl-violations");
    expectContract(method, documented, res.status, raw ? (JSON.parse(raw) as Violation[]) : []);
    return res;
  }
  const res = await fetch(`${baseUrl()}${path}`, rest);
  const headers: Record<string, string> = Object.fromEntries(new Headers(rest.headers));
  if (rest.body instanceof FormData) {
    // The form as it goes out, so the engine reads its fields (the file's bytes do not matter here).
    const form = new Request(baseUrl(), { method: "POST", body: rest.body });
    headers["content-type"] = form.headers.get("content-type") ?? "";
  }
  const text = (res.headers.get("content-type") ?? "").includes("json") ? await res.clone().text() : "";
  const violations = await checkAgainstDocument(
    process.env.API_CONTRACT_DOCUMENT!,
    { method, path: documented, headers },
    { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : text },
  );
  // Without the body the engine reads "Body parameter is required": the form was checked by the server's own answer.
  expectContract(method, documented, res.status, violations.filter((v) => !(v.location[0] === "request" && /body/i.test(v.message + v.location.join(".")))));
  return res;
}

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
  /** Straight to the server, past the validating proxy: for calls outside the contract on purpose. */
  direct?: boolean;
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
  const method = opts.method ?? (body !== undefined ? "POST" : "GET");
  const res = await fetchApi(path, { method, headers, body, redirect: "manual", direct: opts.direct });
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

/**
 * A page without the data block that carries its namespaces' texts to the browser (issue 41,
 * decision 0280): that block holds every text of the page's areas, shown or not, so "the page does
 * not say X" is asked of what the page draws. tests/api/languages.test.ts reads the block itself.
 */
export const withoutTexts = (html: string) => html.replace(/<script id="i18n-texts" type="application\/json">[^<]*<\/script>/, "");

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
    const html = withoutTexts(typeof res.data === "string" ? res.data : JSON.stringify(res.data));
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
