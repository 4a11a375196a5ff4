import { voidAccountLinks } from "~/auth/account-links.server";
import { getSessionUser } from "~/auth/users.server";
import { hashPassword, verifyPassword } from "~/auth/password.server";
import { revokeAllSessions, revokeOtherSessions } from "~/auth/session.server";
import { revokeAllFamilies } from "~/auth/token-families.server";
import { db, nowIso } from "~/db/db.server";
import { done, invalidField, notFound, type Outcome, type Viewer } from "~/domain/outcome";
import { enqueue } from "~/jobs/queue.server";
import { audit } from "~/security/audit.server";
import type { Client } from "~/security/client.server";
import { PASSWORD_CHANGED_JOB } from "./notices.server";
import { ACCOUNT_MSG, type PasswordChangeInput } from "./schemas";

/** The member's current password, checked (a wrong one is the field's error). */
export async function checkCurrentPassword(viewer: Viewer, password: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", viewer.id).executeTakeFirst();
  return !!row && (await verifyPassword(row.password_hash, password));
}

/**
 * Changes the member's password, the current one required. Every other browser session ends and
 * every app sign-in is revoked (the token version moves on too, so no token issued before
 * works); the browser that made the change stays signed in (`keepSession`). Every reset link and
 * a pending email change are voided (docs/decisions/0161). The account's address is told by
 * email (job "account.password_changed"), the cancelled change named.
 */
export async function changePassword(
  viewer: Viewer,
  input: PasswordChangeInput,
  from: { client: Client; keepSession?: string; channel: "web" | "api" },
): Promise<Outcome<{ userId: number }>> {
  if (!(await checkCurrentPassword(viewer, input.current_password))) return invalidField("current_password", ACCOUNT_MSG.wrongPassword);
  if (input.password === input.current_password) return invalidField("password", ACCOUNT_MSG.samePassword);
  const passwordHash = await hashPassword(input.password);
  const changed = await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const result = await trx
      .updateTable("users")
      .set((eb) => ({ password_hash: passwordHash, password_changed_at: now, token_version: eb("token_version", "+", 1) }))
      .where("id", "=", viewer.id)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) return false;
    await revokeAllFamilies(trx, viewer.id, "password");
    if (from.keepSession) await revokeOtherSessions(trx, viewer.id, from.keepSession);
    else await revokeAllSessions(trx, viewer.id);
    const { emailChangeCancelled } = await voidAccountLinks(trx, viewer.id, "password_changed");
    await enqueue(trx, PASSWORD_CHANGED_JOB, { user: viewer.id, email_change_cancelled: emailChangeCancelled });
    return true;
  });
  if (!changed) return notFound;
  await audit("password_changed", { userId: viewer.id, ...from.client }, from.channel === "web" ? "profile" : "api");
  return done({ userId: viewer.id });
}

/** The member after the change (a new token needs the new token version). */
export const reloadUser = (userId: number) => getSessionUser(userId);
