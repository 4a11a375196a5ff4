import type { AppLoadContext } from "@remix-run/node";
import { sql } from "kysely";
import { db } from "~/db/db.server";
import { env } from "~/env.server";
import { apiLanguage, pageLanguage, translate } from "~/i18n/i18n.server";
import { audit } from "./audit.server";
import { clientOf } from "./client.server";

export type RateBucket = "signin" | "forgot" | "register" | "contact" | "reset" | "newsletter" | "body" | "password";

/**
 * Fixed-window counters in the database (table rate_limit_windows), so every app instance counts
 * the same tries (docs/decisions/0090-shared-state-for-several-instances.md). One statement per
 * try: the row is created, counted, or started afresh when its window has passed, and the count
 * comes back — atomic on SQLite (one writer) and on PostgreSQL (the conflicting row is locked).
 * In DO UPDATE the table's own columns are the stored row and `excluded` the row offered; every
 * SET reads the stored values, so the two CASEs agree.
 */
export async function hit(key: string, now = Date.now()): Promise<{ allowed: boolean; retryAfter: number }> {
  const windowMs = env.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const expired = sql<boolean>`excluded.window_start - rate_limit_windows.window_start >= ${windowMs}`;
  const row = await db
    .insertInto("rate_limit_windows")
    .values({ key, window_start: now, count: 1 })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when ${expired} then 1 else rate_limit_windows.count + 1 end`,
        window_start: sql<number>`case when ${expired} then excluded.window_start else rate_limit_windows.window_start end`,
      }),
    )
    .returning(["count", "window_start"])
    .executeTakeFirstOrThrow();
  await pruneNowAndThen(now, windowMs);
  const start = Number(row.window_start);
  return { allowed: Number(row.count) <= env.RATE_LIMIT_MAX, retryAfter: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
}

/** Windows that have passed count as absent anyway; deleted at most once a minute per process. */
const PRUNE_EVERY_MS = 60_000;
let lastPrune = Number.NEGATIVE_INFINITY;

async function pruneNowAndThen(now: number, windowMs: number) {
  if (Math.abs(now - lastPrune) < PRUNE_EVERY_MS) return;
  lastPrune = now;
  await db
    .deleteFrom("rate_limit_windows")
    .where("window_start", "<", now - windowMs)
    .execute()
    .catch((e: unknown) => console.error("[rate-limit] prune failed:", e instanceof Error ? e.message : e));
}

/** Counts one try from this address; the (max+1)th inside the window is refused with 429. */
export async function enforceRateLimit(
  bucket: RateBucket,
  request: Request,
  context: AppLoadContext,
  as: "page" | "json" = "page",
): Promise<void> {
  const { ip } = clientOf(request, context);
  const { allowed, retryAfter } = await hit(`${bucket}:${ip}`);
  if (allowed) return;
  void audit("rate_limited", { userId: null, ...clientOf(request, context) }, bucket).catch(() => undefined);
  const headers = { "Retry-After": String(retryAfter) };
  // Said before anyone is signed in (sign-in, registration, the contact forms): the cookie's or the
  // browser's language, as the page that sent it was written.
  const language = as === "json" ? await apiLanguage(request, null) : await pageLanguage(request, null);
  const message = translate(language, "common:error.tooManyAttempts");
  throw as === "json"
    ? Response.json({ error_code: "RATE_LIMITED", detail: message }, { status: 429, headers })
    : new Response(message, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
}
