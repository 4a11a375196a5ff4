import { expect } from "vitest";
import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";

export const baseUrl = () => {
  const url = process.env.API_URL;
  if (!url) throw new Error("API_URL not set: run through the vitest api project");
  return url;
};
export const dataDir = () => process.env.API_DATA_DIR!;

// Each test file is its own module: starting every file at the same address would put the first
// calls of every file (their sign-ins) in one rate-limit window. A random start keeps them apart.
let ipSeq = Math.floor(Math.random() * 60_000);
/** A fresh client address per call site, so rate limits belong to one test. */
export function newIp() {
  ipSeq += 1;
  return `172.16.${Math.floor(ipSeq / 250) % 250}.${(ipSeq % 250) + 1}`;
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
