import Bowser from "bowser";
import { voidAccountLinks } from "~/auth/account-links.server";
import { revokeAllFamilies, revokeFamily } from "~/auth/token-families.server";
import { liveSessions, revokeAllSessions, revokeSessionByKey, sessionKey } from "~/auth/session.server";
import { db, nowIso } from "~/db/db.server";
import { done, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { enqueue } from "~/jobs/queue.server";
import { audit } from "~/security/audit.server";
import type { Client } from "~/security/client.server";
import { EMAIL_CHANGE_CANCELLED_JOB } from "./notices.server";
import type { z } from "zod";
import type * as apiShapes from "./api-shapes";

/**
 * Where the member is signed in (issue 24 item 3): each browser session and each app sign-in
 * (token family, docs/decisions/0132), newest activity first, with the one asking marked. Any of
 * them can be signed out, or all at once ("sign out everywhere").
 */

export type Device = z.infer<typeof apiShapes.device>;

/** Who is asking: this browser's session or this app's sign-in. */
export interface CurrentDevice {
  sessionHash?: string;
  familyId?: number;
}

export function deviceName(userAgent: string, kind: Device["kind"]): string {
  if (!userAgent) return kind === "web" ? "A web browser" : "An app";
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name;
  const os = parsed.os.name;
  if (browser && os) return `${browser} on ${os}`;
  if (os) return `${kind === "web" ? "A browser" : "The app"} on ${os}`;
  return userAgent.slice(0, 60);
}

export async function listDevices(viewer: Viewer, current: CurrentDevice): Promise<Device[]> {
  const [sessions, apps] = await Promise.all([
    liveSessions(viewer.id),
    db
      .selectFrom("api_tokens")
      .select(["id", "created_at", "last_used_at", "ip", "user_agent"])
      .where("user_id", "=", viewer.id)
      .where("revoked_at", "is", null)
      .where("expires_at", ">", nowIso())
      .execute(),
  ]);
  const devices: Device[] = [
    ...sessions.map((s) => ({
      id: `web-${sessionKey(s.id_hash)}`,
      kind: "web" as const,
      name: deviceName(s.user_agent, "web"),
      ip: s.ip,
      signed_in_at: s.created_at,
      last_active_at: s.last_seen_at,
      current: s.id_hash === current.sessionHash,
    })),
    ...apps.map((a) => ({
      id: `app-${a.id}`,
      kind: "app" as const,
      name: deviceName(a.user_agent, "app"),
      ip: a.ip,
      signed_in_at: a.created_at,
      last_active_at: a.last_used_at,
      current: a.id === current.familyId,
    })),
  ];
  return devices.sort((a, b) => (a.current !== b.current ? (a.current ? -1 : 1) : b.last_active_at.localeCompare(a.last_active_at)));
}

/** Signs one of the member's devices out. Another member's device, or one already signed out, is not found. */
export async function signOutDevice(viewer: Viewer, deviceId: string, client: Client): Promise<Outcome<{ kind: Device["kind"] }>> {
  const web = /^web-([0-9a-f]{16})$/.exec(deviceId);
  const app = /^app-(\d{1,10})$/.exec(deviceId);
  if (web) {
    if (!(await revokeSessionByKey(viewer.id, web[1]))) return notFound;
  } else if (app) {
    const result = await db
      .updateTable("api_tokens")
      .set({ revoked_at: nowIso(), revoked_reason: "device" })
      .where("id", "=", Number(app[1]))
      .where("user_id", "=", viewer.id)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return notFound;
  } else {
    return notFound;
  }
  await audit("sign_out", { userId: viewer.id, ...client }, `device: ${web ? "web" : "app"}`);
  return done({ kind: web ? "web" : "app" });
}

/**
 * Every browser and every app of the member, this one included: each session ends, each app
 * sign-in is revoked, and the token version moves on so no token issued before works. Reset
 * links and a pending email change are voided too (docs/decisions/0161): this is the button for
 * "someone else is in my account"; a cancelled change is told to the account's address.
 */
export async function signOutEverywhere(viewer: Viewer, client: Client): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await revokeAllFamilies(trx, viewer.id, "everywhere");
    await revokeAllSessions(trx, viewer.id);
    await trx.updateTable("users").set((eb) => ({ token_version: eb("token_version", "+", 1) })).where("id", "=", viewer.id).execute();
    const { emailChangeCancelled } = await voidAccountLinks(trx, viewer.id, "signed_out_everywhere");
    if (emailChangeCancelled) await enqueue(trx, EMAIL_CHANGE_CANCELLED_JOB, { user: viewer.id });
  });
  await audit("sign_out", { userId: viewer.id, ...client }, "everywhere");
}

/** POST /api/logout/: this app's sign-in is revoked (or, with `everywhere`, every device's). */
export async function logoutApp(viewer: Viewer, familyId: number, everywhere: boolean, client: Client): Promise<void> {
  if (everywhere) return signOutEverywhere(viewer, client);
  await revokeFamily(db, familyId, "logout");
  await audit("sign_out", { userId: viewer.id, ...client }, "api");
}
