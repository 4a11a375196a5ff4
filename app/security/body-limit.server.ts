import { env } from "~/env.server";
import { audit } from "./audit.server";
import { hit, type RateBucket } from "./rate-limit.server";
import { message as keyed } from "~/i18n/languages";
import { apiLanguage, pageLanguage, translate, translateMessage } from "~/i18n/i18n.server";
import { IMAGE_MSG } from "~/validation/images";

/**
 * Request-body bounds (docs/decisions/0080-bounded-request-bodies.md). The HTTP server
 * (server.mjs) asks here, before any route reads a byte, how much a request may send, counts
 * the bytes as they arrive and, past the bound, answers with `refuseOversizedBody` and never
 * reads the rest. Kept in the app so the rules are typed and unit-tested; server.mjs only wires.
 */

export const BODY_TOO_LARGE_MSG = keyed("common:error.bodyTooLarge");

const isMultipart = (contentType: string | undefined) => /^\s*multipart\/form-data/i.test(contentType ?? "");

/** Multipart bodies carry a file and get the upload bound; everything else the small one. */
export function bodyLimitFor(contentType: string | undefined): number {
  return isMultipart(contentType) ? env.UPLOAD_BODY_LIMIT_BYTES : env.BODY_LIMIT_BYTES;
}

/**
 * The rate-limit bucket a path's posts count in (the same buckets its action counts), so a flood
 * of oversized bodies runs into the limit like any other try.
 */
const BUCKET_OF_PATH: Record<string, RateBucket> = {
  "/signin": "signin",
  "/api/token-auth": "signin",
  "/register": "register",
  "/api/members": "register",
  "/forgot-password": "forgot",
  "/api/password_reset": "forgot",
  "/reset-password-request": "reset",
  "/api/change-password": "reset",
  "/request-information": "contact",
  "/api/leads": "contact",
  "/api/newsletter": "newsletter",
};

export function rateBucketOfPath(pathname: string): RateBucket | "body" {
  const bare = pathname.replace(/\.data$/, "").replace(/\/+$/, "") || "/";
  return BUCKET_OF_PATH[bare] ?? "body";
}

const isApi = (pathname: string) => pathname === "/api" || pathname.startsWith("/api/");

export interface Refusal {
  status: 413 | 429;
  headers: Record<string, string>;
  body: string;
}

/**
 * What to answer a body over its bound: 413, or 429 once this address has used up the path's
 * rate limit (counted in the database, so on every instance). JSON for /api (the contract's error shape), a short page for the web. Recorded in
 * the audit log.
 */
export async function refuseOversizedBody(req: {
  pathname: string;
  contentType?: string;
  ip: string;
  userAgent: string;
  nonce: string;
  /** The request's Cookie and Accept-Language, for the language of the answer (no session is read here). */
  cookie?: string;
  acceptLanguage?: string;
}): Promise<Refusal> {
  const bucket = rateBucketOfPath(req.pathname);
  const { allowed, retryAfter } = await hit(`${bucket}:${req.ip}`);
  const status = allowed ? 413 : 429;
  // An upload is told the spec's image limit, as the upload forms say it.
  const tooLarge = isMultipart(req.contentType) ? IMAGE_MSG.tooLarge : BODY_TOO_LARGE_MSG;
  const headerOnly = new Request("http://portal.invalid/", { headers: { Cookie: req.cookie ?? "", "Accept-Language": req.acceptLanguage ?? "" } });
  const language = isApi(req.pathname) ? await apiLanguage(headerOnly, null) : await pageLanguage(headerOnly, null);
  const message = allowed ? translateMessage(language, tooLarge) : translate(language, "common:error.tooManyAttempts");
  // Answered at once; the audit row follows (a refusal never waits for the database).
  void audit(allowed ? "body_too_large" : "rate_limited", { userId: null, ip: req.ip, userAgent: req.userAgent.slice(0, 200) }, `${bucket} ${req.pathname.slice(0, 100)}`).catch(() => undefined);
  const headers: Record<string, string> = { "Cache-Control": "no-store" };
  if (!allowed) headers["Retry-After"] = String(retryAfter);
  if (isApi(req.pathname)) {
    return { status, headers: { ...headers, "Content-Type": "application/json" }, body: JSON.stringify({ error_code: allowed ? "PAYLOAD_TOO_LARGE" : "RATE_LIMITED", detail: message }) };
  }
  return { status, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" }, body: refusalPage(language, message, req.nonce) };
}

/** A page of its own (the app's shell cannot render without reading the request): the message as a toast. */
function refusalPage(language: string, message: string, nonce: string): string {
  const title = translate(language, "common:meta.title", { page: translate(language, "common:error.tooLargeTitle") });
  return `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;background:#f6f8f8;color:#1d2b2a;margin:0;display:grid;place-items:center;min-height:100vh}
.toast{background:#fff;border-left:4px solid #b3261e;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.12);padding:16px 20px;max-width:28rem}
a{color:#0f6b63;font-weight:600}</style></head>
<body><main><div class="toast" role="alert"><p>${message}</p><p><a href="/">${translate(language, "common:error.back")}</a></p></div></main></body></html>`;
}
