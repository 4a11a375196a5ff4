// The floor's HTTP server: Remix's Express adapter and nothing else, as in Remix's Express
// template (without its request log). `npm run bench:pages` and `npm run bench:floor-bisect`
// start it; the bisect adds the portal's server layers one at a time (FLOOR_LAYERS), each doing
// what server.mjs does for a page request:
//   heap         V8's heap may grow by 60 % after a full collection, not up to 300 %
//   compression  the compression middleware, for a request that accepts an encoding
//   headers      a fresh CSP nonce and the portal's response headers (FLOOR_HEADERS, as the
//                portal sent them for /signin, its nonce replaced)
//   passes       the cross-site check and the body bound, which a GET passes straight through
//   static       static files under their prefixes only
//   scope        the request scope (an AsyncLocalStorage run around the rest of the request)
//   context      the load context (the nonce and the client address)
//
//   node scripts/bench/floor-app/server.mjs <build/index.js> <port>
import { AsyncLocalStorage } from "node:async_hooks";
import crypto from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";
import { createRequestHandler } from "@remix-run/express";
import { installGlobals } from "@remix-run/node";
import compression from "compression";
import express from "express";

installGlobals({ nativeFetch: true });

const [buildFile, port] = process.argv.slice(2);
const layers = new Set((process.env.FLOOR_LAYERS ?? "").split(",").filter(Boolean));
const build = await import(pathToFileURL(path.resolve(buildFile)).href);
const root = path.dirname(path.dirname(path.resolve(buildFile)));

if (layers.has("heap")) v8.setFlagsFromString("--heap-growing-percent=60");

const app = express();
app.disable("x-powered-by");
if (layers.has("compression")) {
  // As server.mjs: only a request that accepts an encoding goes through the middleware.
  const compress = compression();
  app.use((req, res, next) => {
    if (req.headers["accept-encoding"]) return compress(req, res, next);
    res.vary("Accept-Encoding");
    next();
  });
}
if (layers.has("headers")) {
  const headers = JSON.parse(process.env.FLOOR_HEADERS ?? "{}");
  const csp = headers["content-security-policy"] ?? "";
  const nonceIn = /'nonce-([^']+)'/.exec(csp)?.[1] ?? "";
  // As server.mjs: the headers worked out once, the CSP around a new nonce.
  const cspParts = nonceIn ? csp.split(nonceIn) : [csp];
  const fixed = Object.entries(headers).filter(([name]) => name !== "content-security-policy");
  app.use((req, res, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (csp) res.setHeader("content-security-policy", cspParts.join(nonce));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  });
}
if (layers.has("passes")) {
  const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);
  for (let i = 0; i < 2; i++) app.use((req, res, next) => (SAFE.has(req.method) ? next() : res.status(405).end()));
}
if (layers.has("static")) {
  app.use("/build", express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y" }));
  for (const prefix of ["/vendor", "/media"]) app.use(prefix, express.static(path.join(root, "public", prefix), { maxAge: "1h" }));
  app.get("/favicon.svg", (req, res) => res.status(404).end());
} else {
  app.use("/build", express.static(path.join(root, "public/build"), { immutable: true, maxAge: "1y" }));
}
if (layers.has("scope")) {
  const scope = new AsyncLocalStorage();
  app.use((req, res, next) => scope.run({ client: { ip: req.ip ?? "", userAgent: req.get("user-agent") ?? "" }, memo: new Map() }, next));
}
const getLoadContext = layers.has("context") ? (req, res) => ({ cspNonce: res.locals.cspNonce ?? "", clientIp: req.ip ?? "" }) : undefined;
app.all("*", createRequestHandler({ build, mode: "production", getLoadContext }));

const server = app.listen(Number(port), () => process.send?.("ready"));
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => server.close(() => process.exit(0)));
