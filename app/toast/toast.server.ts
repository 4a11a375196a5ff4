import { createCookie, redirect } from "@remix-run/node";
import { db, nowIso } from "~/db/db.server";
import { env } from "~/env.server";
import { newToken, sha256 } from "~/security/tokens.server";
import { toastSchema, type Toast, type ToastInput } from "./toast";

/**
 * Flash toasts: the row holds the message, the cookie a random id, read once and then deleted.
 * Personal values ("If an account exists for {email}…") are never written to the row: the message
 * keeps its `{email}` placeholder and the value travels in the visitor's own signed, httpOnly,
 * five-minute cookie — what they typed, back to them (docs/decisions/0084-flash-without-personal-data.md).
 */
const toastCookie = createCookie("__toast", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.SECURE_COOKIES,
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: 5 * 60,
});

/** Personal values for a toast's placeholders: kept in the cookie only. */
export type ToastFill = Record<string, string>;

interface ToastCookie {
  id: string;
  fill?: ToastFill;
}

export async function createToastHeader(input: ToastInput, fill?: ToastFill): Promise<string> {
  const toast = toastSchema.parse(input);
  const { token, hash } = newToken(18);
  await db.insertInto("flash_messages").values({ id_hash: hash, payload: JSON.stringify(toast), created_at: nowIso() }).execute();
  return toastCookie.serialize(fill ? ({ id: token, fill } satisfies ToastCookie) : token);
}

/** A toast unread after this can no longer be read (its cookie is gone): the row is swept. */
const TOAST_ROW_LIFETIME_MS = 10 * 60 * 1000;
const SWEEP_EVERY_MS = 5 * 60 * 1000;

/** Deletes unread toasts older than their cookie can live (a closed tab). */
export async function sweepExpiredToasts(now = Date.now()): Promise<number> {
  const cutoff = new Date(now - TOAST_ROW_LIFETIME_MS).toISOString();
  const result = await db.deleteFrom("flash_messages").where("created_at", "<", cutoff).executeTakeFirst();
  return Number(result.numDeletedRows);
}

const g = globalThis as { __toastSweep?: ReturnType<typeof setInterval> };
g.__toastSweep ??= setInterval(() => {
  sweepExpiredToasts().catch((e: unknown) => console.error("[toast] sweep failed:", e instanceof Error ? e.message : e));
}, SWEEP_EVERY_MS);
g.__toastSweep.unref?.();

const fillIn = (message: string, fill: ToastFill | undefined) =>
  fill ? message.replace(/\{(\w+)\}/g, (whole, key: string) => (typeof fill[key] === "string" ? fill[key] : whole)) : message;

/** Reads and consumes the pending toast; returns the header that clears the cookie. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const raw: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  const cookie: ToastCookie | null =
    typeof raw === "string" ? { id: raw } : raw && typeof raw === "object" && typeof (raw as ToastCookie).id === "string" ? (raw as ToastCookie) : null;
  if (!cookie) return { toast: null, headers: undefined };
  const idHash = sha256(cookie.id);
  const row = await db.selectFrom("flash_messages").select("payload").where("id_hash", "=", idHash).executeTakeFirst();
  await db.deleteFrom("flash_messages").where("id_hash", "=", idHash).execute();
  const clear = { "Set-Cookie": await toastCookie.serialize("", { maxAge: 0 }) };
  if (!row) return { toast: null, headers: clear };
  const parsed = toastSchema.safeParse(JSON.parse(row.payload));
  return { toast: parsed.success ? { ...parsed.data, message: fillIn(parsed.data.message, cookie.fill) } : null, headers: clear };
}

/** Redirect with a toast; extra headers (a session cookie, say) are kept. */
export async function redirectWithToast(url: string, toast: ToastInput, init: { headers?: HeadersInit } = {}, fill?: ToastFill) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await createToastHeader(toast, fill));
  return redirect(url, { headers });
}
