import http from "node:http";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { baseUrl, call, newIp, signInCookie, tokenFor, withServerDb } from "./client";

/**
 * The web pages' safety rails (spec part 1 §9; issue 2 §5, §9), over HTTP: rate limits on the
 * signed-out forms, the Content-Security-Policy, caching of member pages, cross-site POSTs.
 */

const PATIENT = { email: "patient@example.com", password: "patient-demo-password" };

const form = (fields: Record<string, string>) => ({
  method: "POST",
  rawBody: new URLSearchParams(fields).toString(),
  contentType: "application/x-www-form-urlencoded",
});

describe("rate limits on the signed-out forms", () => {
  const signInAttempt = (from: string) => call("/signin", { ...form({ intent: "login", email: PATIENT.email, password: "wrong-password" }), ip: from });

  it("the 11th sign-in POST within a minute from one address gets 429; another address is not affected", async () => {
    const ip = newIp();
    for (let i = 1; i <= 10; i++) expect((await signInAttempt(ip)).status, `try ${i}`).toBe(400);
    expect((await signInAttempt(ip)).status).toBe(429);
    expect((await signInAttempt(newIp())).status).toBe(400);
  });

  it("that 429 page says when to try again (Retry-After)", async () => {
    const ip = newIp();
    for (let i = 1; i <= 10; i++) await signInAttempt(ip);
    const eleventh = await signInAttempt(ip);
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("the 11th forgot-password request within a minute from one address gets 429", async () => {
    const ip = newIp();
    const attempt = () => call("/forgot-password", { ...form({ email: `flood-${Math.random().toString(36).slice(2)}@example.com` }), ip });
    for (let i = 1; i <= 10; i++) expect((await attempt()).status, `try ${i}`).toBe(302);
    expect((await attempt()).status).toBe(429);
  });
});

describe("headers", () => {
  it("/signin is served with a nonce-based CSP that forbids framing, a new nonce each time", async () => {
    const res = await call("/signin");
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src [^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src [^;]*'unsafe-inline'/);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // The page's own scripts carry that nonce.
    const nonce = (h: string) => /'nonce-([^']+)'/.exec(h)?.[1];
    expect(String(res.data)).toContain(`nonce="${nonce(csp)}"`);
    const again = await call("/signin");
    expect(nonce(again.headers.get("content-security-policy") ?? "")).not.toBe(nonce(csp));
  });

  it("X-Content-Type-Options is sent once, on pages, uploads and private photos alike", async () => {
    const once = (res: { headers: Headers }) => expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    once(await call("/signin"));
    const staff = await tokenFor("admin@example.com", "admin-demo-password");
    const photo = await withServerDb((db) => db.prepare("select id from testimonial_images order by id limit 1").get<{ id: number }>());
    expect(photo, "the demo has testimonial photos").toBeTruthy();
    const private_ = await call(`/testimonial-photos/${photo!.id}/s`, { token: staff });
    expect(private_.status).toBe(200);
    once(private_);
    const picture = await withServerDb((db) => db.prepare("select photo_s from images where owner_id is null order by id limit 1").get<{ photo_s: string }>());
    const upload = await call(`/uploads/${picture!.photo_s}`);
    expect(upload.status).toBe(200);
    once(upload);
  });

  it("a page and a script are compressed for a client that accepts an encoding, sent as they are to one that asks for no encoding; both say they vary on it", async () => {
    // node:http, not fetch: fetch always asks for an encoding.
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(`${baseUrl()}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    const gzipped = await raw("/signin", { "accept-encoding": "gzip" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    const page = zlib.gunzipSync(gzipped.body).toString("utf8");
    expect(page).toContain("Sign in to your portal");
    // A browser's header: Brotli, the page sent whole with its length.
    const br = await raw("/signin", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(zlib.brotliDecompressSync(br.body).toString("utf8")).toContain("Sign in to your portal");
    const plain = await raw("/signin", {});
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body.toString("utf8")).toContain("Sign in to your portal");
    // The page's own scripts, served from /build, likewise.
    const script = /\/build\/[\w/-]+\.js/.exec(page)?.[0];
    expect(script, "the page loads a script from /build").toBeTruthy();
    const js = await raw(script!, { "accept-encoding": "gzip" });
    expect(js.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(js.body).length).toBeGreaterThan(js.body.length);
    expect((await raw(script!, {})).headers["content-encoding"]).toBeUndefined();
  });

  it("pages with patient data are never stored by caches", async () => {
    const cookie = await signInCookie(PATIENT.email, PATIENT.password);
    for (const url of ["/home", "/nutrition/recipes", "/nutrition/journal"]) {
      const res = await call(url, { headers: { Cookie: cookie } });
      expect(res.status, url).toBe(200);
      expect(res.headers.get("cache-control"), url).toContain("no-store");
    }
  });
});

describe("cross-site requests", () => {
  it("a POST from another site is refused with 403 and no session; the same POST from our own origin works", async () => {
    const login = form({ intent: "login", email: PATIENT.email, password: PATIENT.password });
    const evil = await call("/signin", { ...login, headers: { Origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(evil.data.error_code).toBe("CROSS_SITE_REQUEST");
    expect(evil.headers.get("set-cookie") ?? "").not.toContain("__session");

    const crossSite = await call("/signout", { method: "POST", headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(crossSite.status).toBe(403);

    const own = await call("/signin", { ...login, headers: { Origin: new URL(baseUrl()).origin } });
    expect(own.status).toBe(302);
    expect(own.headers.get("set-cookie")).toContain("__session=");
  });
});

describe("cross-site requests: scheme, host and port all count (issue 24 §5)", () => {
  it("an Origin of https:// on this http server, or of another port, is refused; the public URL's own origin is accepted", async () => {
    const login = form({ intent: "login", email: PATIENT.email, password: PATIENT.password });
    const own = new URL(baseUrl());
    const otherScheme = `https://${own.host}`;
    const otherPort = `${own.protocol}//${own.hostname}:${Number(own.port) + 1}`;
    for (const origin of [otherScheme, otherPort, `${own.protocol}//evil.${own.hostname}:${own.port}`]) {
      const res = await call("/signin", { ...login, headers: { Origin: origin } });
      expect(res.status, origin).toBe(403);
      expect(res.headers.get("set-cookie") ?? "", origin).not.toContain("__session");
    }
    // JSON calls are held to the same rule when a browser sends an Origin.
    expect((await call("/api/token-auth/", { json: { email: PATIENT.email, password: PATIENT.password }, headers: { Origin: otherScheme }, direct: true })).status).toBe(403);
    expect((await call("/signin", { ...login, headers: { Origin: own.origin } })).status).toBe(302);
  });
});

describe("cross-site requests that carry only a Referer (issue 36 item 25)", () => {
  it("a foreign Referer without an Origin is refused like a foreign Origin; our own page's Referer passes", async () => {
    const login = form({ intent: "login", email: PATIENT.email, password: PATIENT.password });
    const own = new URL(baseUrl());
    for (const referer of ["https://evil.example/page", `https://${own.host}/signin`, `${own.protocol}//${own.hostname}:${Number(own.port) + 1}/signin`, "not a url"]) {
      const res = await call("/signin", { ...login, headers: { Referer: referer } });
      expect(res.status, referer).toBe(403);
      expect(res.data.error_code, referer).toBe("CROSS_SITE_REQUEST");
      expect(res.headers.get("set-cookie") ?? "", referer).not.toContain("__session");
    }
    expect((await call("/api/token-auth/", { json: { email: PATIENT.email, password: PATIENT.password }, headers: { Referer: "https://evil.example/" }, direct: true })).status).toBe(403);
    // A page of ours (full URL, or the origin alone as "strict-origin" sends it) and no Referer at all (the apps) pass.
    expect((await call("/signin", { ...login, headers: { Referer: `${own.origin}/signin?redirectTo=%2Fhome` } })).status).toBe(302);
    expect((await call("/signin", { ...login, headers: { Referer: `${own.origin}/` } })).status).toBe(302);
    expect((await call("/signin", login)).status).toBe(302);
  });
});

describe("the client's address behind the proxy (issue 24 §8)", () => {
  it("is the one the trusted proxy appended: made-up addresses written before it do not escape the sign-in limit", async () => {
    const real = newIp();
    const attempt = (i: number) =>
      call("/signin", { ...form({ intent: "login", email: PATIENT.email, password: "wrong-password" }), headers: { "X-Forwarded-For": `203.0.113.${i}, ${real}` } });
    for (let i = 1; i <= 10; i++) expect((await attempt(i)).status, `try ${i}`).toBe(400);
    expect((await attempt(11)).status).toBe(429);
  });
});

describe("no open redirect after sign-in", () => {
  it("follows a same-site redirectTo, and sends anything that would leave the site to /home", async () => {
    const signIn = async (redirectTo: string) => {
      const res = await call(`/signin?redirectTo=${encodeURIComponent(redirectTo)}`, form({ intent: "login", email: PATIENT.email, password: PATIENT.password }));
      expect(res.status, JSON.stringify(redirectTo)).toBe(302);
      return res.headers.get("location");
    };
    expect(await signIn("/nutrition/journal?date=2025-01-06")).toBe("/nutrition/journal?date=2025-01-06");
    // A tab or newline is dropped by browsers ("/\t/evil.com" is "//evil.com"); a backslash is a slash.
    for (const evil of ["//evil.example", "/\\evil.example", "/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "https://evil.example", "/\u0000/evil.example", "evil.example"]) {
      expect(await signIn(evil), JSON.stringify(evil)).toBe("/home");
    }
  });
});
