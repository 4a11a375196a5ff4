import { createCookie, redirect } from "@remix-run/node";
import { db, nowIso } from "~/db/db.server";
import { env } from "~/env.server";
import { newToken, sha256 } from "~/security/tokens.server";
import { toastSchema, type Toast, type ToastInput } from "./toast";

/**
 * Flash toasts. A toast can carry personal text ("If an account exists for {email}…"), so its
 * text stays on the server: the cookie holds only a random id, read once and then deleted.
 */
const toastCookie = createCookie("__toast", {
  httpOnly: true,
  sameSite: "lax",
  secure: env.SECURE_COOKIES,
  path: "/",
  secrets: [env.SESSION_SECRET],
  maxAge: 5 * 60,
});

export async function createToastHeader(input: ToastInput): Promise<string> {
  const toast = toastSchema.parse(input);
  const { token, hash } = newToken(18);
  await db.insertInto("flash_messages").values({ id_hash: hash, payload: JSON.stringify(toast), created_at: nowIso() }).execute();
  // Old unread toasts (a closed tab) are swept now and then.
  if (Math.random() < 0.02) {
    const cutoff = new Date(Date.now() - 60 * 60 * 1000).toISOString();
    await db.deleteFrom("flash_messages").where("created_at", "<", cutoff).execute();
  }
  return toastCookie.serialize(token);
}

/** Reads and consumes the pending toast; returns the header that clears the cookie. */
export async function takeToast(request: Request): Promise<{ toast: Toast | null; headers: HeadersInit | undefined }> {
  const raw: unknown = await toastCookie.parse(request.headers.get("Cookie"));
  if (typeof raw !== "string") return { toast: null, headers: undefined };
  const idHash = sha256(raw);
  const row = await db.selectFrom("flash_messages").select("payload").where("id_hash", "=", idHash).executeTakeFirst();
  await db.deleteFrom("flash_messages").where("id_hash", "=", idHash).execute();
  const clear = { "Set-Cookie": await toastCookie.serialize("", { maxAge: 0 }) };
  if (!row) return { toast: null, headers: clear };
  const parsed = toastSchema.safeParse(JSON.parse(row.payload));
  return { toast: parsed.success ? parsed.data : null, headers: clear };
}

/** Redirect with a toast; extra headers (a session cookie, say) are kept. */
export async function redirectWithToast(url: string, toast: ToastInput, init: { headers?: HeadersInit } = {}) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await createToastHeader(toast));
  return redirect(url, { headers });
}
