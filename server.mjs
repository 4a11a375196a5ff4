// The portal's HTTP server: Remix's Express adapter (the one remix-serve wraps) plus what a
// health portal needs in front of every request: a per-response CSP nonce, security headers,
// a cross-site write check and the client's address for rate limits and the audit log.
// See docs/decisions/0002-own-http-server.md.
import crypto from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import v8 from "node:v8";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";

installGlobals({ nativeFetch: true });

// After each full collection V8 lets the heap grow to 1.6 times what is alive, not its default of
// up to four times: under load the server then stays near 190 MB resident instead of 330-420 MB,
// at no throughput cost we could measure (issue 15, docs/decisions/0035-route-matching.md).
v8.setFlagsFromString("--heap-growing-percent=60");

const here = path.dirname(fileURLToPath(import.meta.url));
const build = await import("./build/index.js");
const env = build.entry.module.env;
const { bodyLimitFor, refuseOversizedBody, startupNotices } = build.entry.module;

const app = express();
app.disable("x-powered-by");
// A hop count or the proxies' addresses, never "any": the client's address is the right-most one
// in X-Forwarded-For that no trusted proxy wrote (docs/deploying.md).
app.set("trust proxy", env.TRUST_PROXY);

// Compressed for a client that asks for it (browsers and the apps do). A request without
// Accept-Encoding (a health check, a script) skips the middleware, which otherwise wraps the
// response's methods and negotiates on every request for nothing to compress (70 µs in the
// bisect's model of these layers, within noise to 90 µs on the real /signin; issue 28,
// docs/decisions/0035-route-matching.md). It still says the answer depends on the header, so a
// shared cache never keeps the plain copy for everyone. Pages are compressed in entry.server.
const compress = compression();
app.use((req, res, next) => {
  if (req.headers["accept-encoding"]) return compress(req, res, next);
  res.vary("Accept-Encoding");
  next();
});

// The same on every response but for the CSP's nonce, so worked out once.
const CSP_REST = [
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data: blob: https://i.ytimg.com",
  "font-src 'self'",
  "connect-src 'self'",
  "worker-src 'self'",
  "media-src 'self'",
  "frame-src https://www.youtube-nocookie.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  env.isProd && env.SECURE_COOKIES ? "upgrade-insecure-requests" : "",
]
  .filter(Boolean)
  .join("; ");
const cspOf = (nonce) => `default-src 'self'; script-src 'self' 'nonce-${nonce}' 'strict-dynamic'; style-src 'self' 'nonce-${nonce}'; ${CSP_REST}`;
const SECURITY_HEADERS = Object.entries({
  "X-Frame-Options": "DENY",
  // On every response, files included: a route that set it again would send it twice.
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  ...(env.SECURE_COOKIES ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
});

app.use((req, res, next) => {
  const nonce = crypto.randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", cspOf(nonce));
  for (const [name, value] of SECURITY_HEADERS) res.setHeader(name, value);
  next();
});

// State-changing requests from another site are refused, on top of SameSite cookies. Browsers
// send Sec-Fetch-Site and/or Origin; the mobile apps send neither and authenticate with a JWT.
// An Origin must be the public URL's own: scheme, host and port (https://host on an http server
// is another origin, and so is another port). A request with no Origin (older browsers, some
// form posts) is held to its Referer instead: its origin must be ours too, and one that does not
// parse is foreign (issue 36 item 25). No Referer at all passes, as the apps send none.
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return "null";
  }
};
app.use((req, res, next) => {
  if (SAFE.has(req.method)) return next();
  const site = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const referer = req.get("referer");
  const crossSite = site === "cross-site" || site === "same-site";
  const foreignOrigin = origin !== undefined ? origin !== env.PUBLIC_ORIGIN : referer !== undefined && originOf(referer) !== env.PUBLIC_ORIGIN;
  if (crossSite || foreignOrigin) {
    res.status(403).type("application/json").send(JSON.stringify({ error_code: "CROSS_SITE_REQUEST", detail: "Cross-site requests are not allowed." }));
    return;
  }
  next();
});

// Every body has a bound, counted while it arrives (docs/decisions/0080-bounded-request-bodies.md):
// a declared length over it is refused before a byte is read; a chunked body is refused the moment
// it crosses it. The refusal goes out at once; what follows is dropped
// unread-into-memory for a second at most, then the socket is closed.
const OVERSIZED = Symbol("oversized body");
const REFUSAL_GRACE_MS = 1000;
app.use((req, res, next) => {
  if (SAFE.has(req.method)) return next();
  const limit = bodyLimitFor(req.get("content-type"));
  // Set once the body is refused or the answer has gone out: what still arrives reaches no reader.
  let over = false;
  // Answered before the body was read (a refusal, a 401): what is already on its way is dropped,
  // never kept, for a moment so the client reads the answer rather than a reset; then the
  // connection is closed.
  res.once("finish", () => {
    over = true;
    if (req.complete) return;
    const close = setTimeout(() => req.socket.destroy(), REFUSAL_GRACE_MS);
    req.once("end", () => clearTimeout(close));
    req.removeAllListeners("data");
    req.resume();
  });
  // The refusal counts the try in the shared rate limit (the database) before it answers.
  const refuse = async () => {
    req.pause();
    if (res.headersSent) return req.socket.destroy();
    const r = await refuseOversizedBody({
      pathname: req.path,
      contentType: req.get("content-type"),
      ip: req.ip ?? "",
      userAgent: req.get("user-agent") ?? "",
      nonce: res.locals.cspNonce,
      cookie: req.get("cookie"),
      acceptLanguage: req.get("accept-language"),
    });
    if (res.headersSent) return req.socket.destroy();
    res.locals.refusedBody = true;
    res.status(r.status).set(r.headers).send(r.body);
  };
  const refuseOrClose = () =>
    refuse().catch((e) => {
      console.error(`[http] ${req.method} ${req.path}: refusing an oversized body failed:`, e?.message ?? e);
      req.socket.destroy();
    });
  const declared = Number(req.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) return void refuseOrClose();
  // Counted where the chunks are handed out, so the chunk that crosses the bound reaches no
  // reader: the route waits (the request is paused) until the refusal has gone out, then sees an
  // error, never the bytes past the bound.
  let seen = 0;
  const emit = req.emit;
  req.emit = function (event, ...args) {
    if (event === "data") {
      if (over) return false;
      seen += args[0].length;
      if (seen > limit) {
        over = true;
        void refuseOrClose().finally(() => {
          const err = new Error("Request body too large");
          err[OVERSIZED] = true;
          if (req.listenerCount("error") > 0) emit.call(req, "error", err);
        });
        return false;
      }
    }
    return emit.call(this, event, ...args);
  };
  next();
});

// Static files only under their own prefixes, so a page request never costs a filesystem stat.
app.use("/build", express.static(path.join(here, "public/build"), { immutable: true, maxAge: "1y" }));
// /locales: the translations the browser fetches as it navigates (app/i18n); their URL carries a version.
for (const prefix of ["/vendor", "/media", "/locales"]) {
  app.use(prefix, express.static(path.join(here, "public", prefix), { maxAge: "1h" }));
}
app.get("/favicon.svg", (req, res) => res.sendFile(path.join(here, "public/favicon.svg"), { maxAge: "1h" }));

// Each request runs in its own scope: what every loader asks (who is signed in) is worked out
// once, and security events recorded far from a route (an idle session, a refused upload) know
// the client. A 404 served to someone signed in is recorded once it has gone out, whichever
// page, API call or file route answered it (issue 24 §4). When the answer is out (or the client
// has gone), what the request left to tidy goes: its uploads' temporary files.
const { runInRequestScope, finishRequestScope, recordNotFound } = build.entry.module;
app.use((req, res, next) =>
  runInRequestScope({ ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "" }, (scope) => {
    res.once("finish", () => {
      if (res.statusCode !== 404) return;
      recordNotFound(scope, { method: req.method, path: req.path }).catch((e) => console.error("[audit] record_not_found not recorded:", e?.message ?? e));
    });
    res.once("close", () => finishRequestScope(scope));
    next();
  }),
);

app.all(
  "*",
  createRequestHandler({
    build,
    mode: env.NODE_ENV,
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientIp: req.ip ?? "", routes: build.routes }),
  }),
);

// Oversized or malformed bodies that Express rejects before Remix still get an answer, never a crash.
app.use((err, req, res, _next) => {
  if (err?.[OVERSIZED] || req.readableAborted || res.locals.refusedBody) return;
  console.error(`[http] ${req.method} ${req.path}:`, err?.message ?? err);
  if (!res.headersSent) res.status(err?.status ?? 500).json({ error_code: "SERVER_ERROR", detail: "Something went wrong. Please try later!" });
});

const server = app.listen(env.PORT, () => {
  console.log(`Clinic portal listening on http://localhost:${env.PORT}`);
  for (const notice of startupNotices(env)) console.log(notice);
});

// The audit rows still queued are written before the process ends (docs/decisions/0150).
const { flushAuditRows } = build.entry.module;

// Mail and reminders run from the durable job queue (docs/decisions/0130-job-queue.md): here, in
// this process, unless JOBS_WORKER=off leaves them to `npm run worker` (docs/deploying.md).
const jobs = env.JOBS_WORKER === "in-process" ? build.entry.module.startJobs() : null;

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    // The worker claims nothing more from now on; the job in hand finishes while open requests do.
    const jobsStopped = jobs ? jobs.stop() : Promise.resolve();
    server.close(() => jobsStopped.then(flushAuditRows).finally(() => process.exit(0)));
  });
}
