import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type RunningServer } from "../support/server";
import { newIp } from "./client";
import { pngBytes } from "./recipes-support";

/**
 * Issue 14: several instances share everything (docs/decisions/0090). Two servers on ONE database
 * (the same SQLite file in WAL mode, or the same PostgreSQL database on `npm run test:pg`) and one
 * uploads folder both mount: a session or token made by one works on the other, the rate limit
 * counts tries wherever they land, and a picture uploaded through one is served by the other.
 */
const PATIENT = { email: "patient2@example.com", password: "patient-demo-password" };
const STAFF = { email: "admin@example.com", password: "admin-demo-password" };
/** app/auth/auth.server.ts SESSION_ENDED (not imported: that module opens the app's database). */
const SESSION_ENDED = "Your session has ended. Please sign in again.";

let a: RunningServer;
let b: RunningServer;
let sharedUploads: string;

beforeAll(async () => {
  sharedUploads = fs.mkdtempSync(path.join(os.tmpdir(), "portal-shared-uploads-"));
  const shared = { UPLOADS_DIR: sharedUploads };
  // Two ports of their own, moved with API_TEST_PORT so that two checkouts can test at once.
  const first = Number(process.env.API_TEST_PORT ?? 3211) + 130;
  a = await startTestServer(first, shared);
  try {
    b = await startTestServer(first + 1, shared, { portal: a });
  } catch (e) {
    await a.stop();
    throw e;
  }
}, 120_000);

afterAll(async () => {
  await b?.stop();
  await a?.stop();
  fs.rmSync(sharedUploads, { recursive: true, force: true });
});

async function send(server: RunningServer, pathname: string, init: { method?: string; json?: unknown; form?: Record<string, string>; body?: FormData; token?: string; cookie?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { "X-Forwarded-For": init.ip ?? newIp() };
  let body: string | FormData | undefined = init.body;
  if (init.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(init.form).toString();
  }
  if (init.token) headers.Authorization = `JWT ${init.token}`;
  if (init.cookie) headers.Cookie = init.cookie;
  const res = await fetch(`${server.url}${pathname}`, { method: init.method ?? (body !== undefined ? "POST" : "GET"), headers, body, redirect: "manual" });
  const bytes = Buffer.from(await res.arrayBuffer());
  const text = bytes.toString("utf8");
  let data: Record<string, unknown> = {};
  try {
    data = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // a page or a picture
  }
  return { status: res.status, headers: res.headers, text, bytes, data };
}

async function tokenOn(server: RunningServer, who: { email: string; password: string }) {
  const res = await send(server, "/api/token-auth/", { json: who });
  expect(res.status, res.text).toBe(200);
  return res.data.token as string;
}

describe("two instances on one database", () => {
  it("run on the same data: one database, one uploads folder", () => {
    expect(b.dataDir).toBe(a.dataDir);
    expect(b.databaseUrl).toBe(a.databaseUrl);
    expect(a.url).not.toBe(b.url);
  });

  it("a page session made on A is signed in on B, and a token from A works on B", async () => {
    const signin = await send(a, "/signin", { form: { intent: "login", ...PATIENT } });
    expect(signin.status).toBe(302);
    const cookie = /__session=[^;]*/.exec(signin.headers.get("set-cookie") ?? "")?.[0];
    expect(cookie).toBeDefined();
    const home = await send(b, "/home", { cookie });
    expect(home.status, home.headers.get("location") ?? "").toBe(200);
    expect(home.text).toContain("Maria");
    // signed out on B (as the idle timer does): A no longer knows the session, and the flash
    // toast B left is shown by A
    const signout = await send(b, "/signout", { form: { reason: "idle" }, cookie });
    expect(signout.status).toBe(302);
    expect((await send(a, "/home", { cookie })).status).toBe(302);
    const toast = /__toast=[^;]*/.exec(signout.headers.get("set-cookie") ?? "")?.[0];
    expect(toast).toBeDefined();
    const signinPage = await send(a, "/signin", { cookie: toast });
    expect(signinPage.status).toBe(200);
    expect(signinPage.text).toContain(SESSION_ENDED);
    // shown once: the page clears the cookie, and the same cookie again shows nothing
    expect(signinPage.headers.get("set-cookie") ?? "").toMatch(/__toast=;.*Max-Age=0/i);
    expect((await send(b, "/signin", { cookie: toast })).text).not.toContain(SESSION_ENDED);

    const token = await tokenOn(a, PATIENT);
    const me = await send(b, "/api/me", { token });
    expect(me.status).toBe(200);
    expect(me.data).toMatchObject({ email: PATIENT.email, first_name: "Maria" });
  });

  it("refuses the 11th failed sign-in in a minute from one address, whichever instance receives it", async () => {
    const ip = newIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const server = i % 2 === 0 ? a : b;
      statuses.push((await send(server, "/api/token-auth/", { json: { email: PATIENT.email, password: "not-the-password" }, ip })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // the sign-in page counts in the same bucket, on either instance
    const page = await send(b, "/signin", { form: { intent: "login", ...PATIENT }, ip });
    expect(page.status).toBe(429);
    expect(page.headers.get("retry-after")).toMatch(/^\d+$/);
    // another address is unaffected
    expect((await send(b, "/api/token-auth/", { json: PATIENT })).status).toBe(200);
  });

  it("serves on B a picture uploaded through A, at the same URL", async () => {
    const staff = await tokenOn(a, STAFF);
    const photo = await pngBytes();
    const form = new FormData();
    form.append("name", "Shared plate");
    form.append("source", "Test kitchen");
    form.append("photo_o", new Blob([new Uint8Array(photo)], { type: "image/png" }), "shared.png");
    const up = await send(a, "/api/images/", { body: form, token: staff });
    expect(up.status, up.text).toBe(201);
    const url = up.data.photo_o as string;
    expect(url).toMatch(/^\/uploads\/images\/.+_o\.png$/);
    const fromB = await send(b, url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/png");
    expect(fromB.bytes.equals(photo)).toBe(true);
    expect((await send(b, (up.data.photo_s as string))).status).toBe(200);
    // it lives in the folder both mount, not in the data folder
    expect(fs.existsSync(path.join(sharedUploads, url.replace(/^\/uploads\//, "")))).toBe(true);
    expect(fs.existsSync(path.join(a.dataDir, url.replace(/^\/uploads\//, "uploads/")))).toBe(false);
  });
});
