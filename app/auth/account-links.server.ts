import { nowIso } from "~/db/db.server";
import type { Db } from "~/domain/outcome";

/**
 * The links the portal mails that can change who holds an account: a password-reset link (to the
 * account's address) and an email-change confirmation (to the new address). Which account events
 * void them is one table (docs/decisions/0161-what-voids-each-link.md; issue 36 items 1 and 2),
 * applied in the event's own transaction. Sessions and app sign-ins are ended by the events
 * themselves (session.server.ts, token-families.server.ts); unsubscribe links are voided by none.
 *
 * Here, below the areas, because the accounts area (reset) and the account area (password,
 * email, sign out everywhere) both need it.
 */
export type AccountEvent = "password_changed" | "password_reset" | "email_changed" | "signed_out_everywhere";

const VOIDS: Record<AccountEvent, { resetLinks: boolean; emailChange: boolean }> = {
  // Whoever knew the old password may have asked for the address to move: the change waits for a
  // link, which must not outlive the password it was asked with.
  password_changed: { resetLinks: true, emailChange: true },
  password_reset: { resetLinks: true, emailChange: true },
  // A reset link went to the old address, which is no longer the account's. The change's own
  // link is spent by the change.
  email_changed: { resetLinks: true, emailChange: false },
  signed_out_everywhere: { resetLinks: true, emailChange: true },
};

/**
 * Voids what `event` voids for the member, inside the caller's transaction. Answers the address
 * of a pending email change it cancelled (the member is told), or null.
 */
export async function voidAccountLinks(conn: Db, userId: number, event: AccountEvent): Promise<{ emailChangeCancelled: boolean }> {
  const voids = VOIDS[event];
  if (voids.resetLinks) {
    await conn.deleteFrom("password_reset_tokens").where("user_id", "=", userId).where("used_at", "is", null).execute();
  }
  let emailChangeCancelled = false;
  if (voids.emailChange) {
    const pending = await conn
      .selectFrom("email_changes")
      .select("id")
      .where("user_id", "=", userId)
      .where("confirmed_at", "is", null)
      .where("expires_at", ">", nowIso())
      .limit(1)
      .executeTakeFirst();
    await conn.deleteFrom("email_changes").where("user_id", "=", userId).where("confirmed_at", "is", null).execute();
    emailChangeCancelled = pending !== undefined;
  }
  return { emailChangeCancelled };
}
