import type { AppLoadContext } from "@remix-run/node";
import { env } from "~/env.server";
import { audit } from "./audit.server";
import { clientOf } from "./client.server";

export type RateBucket = "signin" | "forgot" | "register" | "contact" | "reset" | "newsletter" | "body";

/**
 * Fixed-window counters kept in process memory: one server process serves the portal. A
 * multi-process deployment would move this to a shared store behind the same function.
 */
const windows = new Map<string, { start: number; count: number }>();

export function hit(key: string, now = Date.now()): { allowed: boolean; retryAfter: number } {
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  let w = windows.get(key);
  if (!w || now - w.start >= windowMs) {
    w = { start: now, count: 0 };
    windows.set(key, w);
  }
  w.count += 1;
  if (windows.size > 50_000) prune(now, windowMs);
  return { allowed: w.count <= env.RATE_LIMIT_MAX, retryAfter: Math.ceil((w.start + windowMs - now) / 1000) };
}

function prune(now: number, windowMs: number) {
  for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
}

/** Counts one try from this address; the (max+1)th inside the window is refused with 429. */
export function enforceRateLimit(
  bucket: RateBucket,
  request: Request,
  context: AppLoadContext,
  as: "page" | "json" = "page",
): void {
  const { ip } = clientOf(request, context);
  const { allowed, retryAfter } = hit(`${bucket}:${ip}`);
  if (allowed) return;
  void audit("rate_limited", { userId: null, ...clientOf(request, context) }, bucket).catch(() => undefined);
  const headers = { "Retry-After": String(retryAfter) };
  const message = "Too many attempts. Please wait a minute and try again.";
  throw as === "json"
    ? Response.json({ error_code: "RATE_LIMITED", detail: message }, { status: 429, headers })
    : new Response(message, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
