import { voidAccountLinks } from "~/auth/account-links.server";
import { db, nowIso } from "~/db/db.server";
import { type Db, done, invalidField, type Outcome, type Viewer } from "~/domain/outcome";
import { enqueue } from "~/jobs/queue.server";
import { type JobHandler, PermanentJobError } from "~/jobs/worker.server";
import { composeMail } from "~/mail/compose.server";
import { accountMailTexts } from "./mail-text.server";
import { sendMail } from "~/mail/mailer.server";
import { paths } from "~/paths";
import { audit } from "~/security/audit.server";
import type { Client } from "~/security/client.server";
import { newToken, sha256 } from "~/security/tokens.server";
import { checkCurrentPassword } from "./password.server";
import { ACCOUNT_MSG, type EmailChangeInput } from "./schemas";

/**
 * Changing the sign-in email (issue 26): the new address gets a confirmation link, and the change
 * takes effect only when it is followed; the old address is then told. The link's token is made
 * by the job that mails it (job "account.email_change"), so no token ever waits in the queue.
 */

export const EMAIL_CHANGE_JOB = "account.email_change";
export const EMAIL_CHANGED_JOB = "account.email_changed";
const LINK_HOURS = 24;

/** The address waiting for its confirmation, or null. */
export async function pendingEmail(userId: number): Promise<string | null> {
  const row = await db
    .selectFrom("email_changes")
    .select("new_email")
    .where("user_id", "=", userId)
    .where("confirmed_at", "is", null)
    .where("expires_at", ">", nowIso())
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  return row?.new_email ?? null;
}

export async function requestEmailChange(viewer: Viewer, input: EmailChangeInput, client: Client): Promise<Outcome<{ pending_email: string }>> {
  if (!(await checkCurrentPassword(viewer, input.current_password))) return invalidField("current_password", ACCOUNT_MSG.wrongPassword);
  const current = await db.selectFrom("users").select("email").where("id", "=", viewer.id).executeTakeFirstOrThrow();
  if (current.email === input.email) return invalidField("email", ACCOUNT_MSG.emailSame);
  if (await db.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst()) return invalidField("email", ACCOUNT_MSG.emailTaken);
  await db.transaction().execute(async (trx) => {
    // A new request replaces a pending one: only the newest link works.
    await trx.deleteFrom("email_changes").where("user_id", "=", viewer.id).where("confirmed_at", "is", null).execute();
    const now = Date.now();
    const { id } = await trx
      .insertInto("email_changes")
      .values({ user_id: viewer.id, new_email: input.email, created_at: new Date(now).toISOString(), expires_at: new Date(now + LINK_HOURS * 3_600_000).toISOString() })
      .returning("id")
      .executeTakeFirstOrThrow();
    await enqueue(trx, EMAIL_CHANGE_JOB, { change: id });
  });
  await audit("email_change_requested", { userId: viewer.id, ...client });
  return done({ pending_email: input.email });
}

export async function cancelEmailChange(viewer: Viewer): Promise<void> {
  await db.deleteFrom("email_changes").where("user_id", "=", viewer.id).where("confirmed_at", "is", null).execute();
}

const validToken = (token: unknown): token is string => typeof token === "string" && token.length >= 20 && token.length <= 200;

/**
 * The pending change a confirmation link names, while it can still be followed: unconfirmed, not
 * expired, not cancelled (a newer request, a password change or reset, "sign out everywhere"
 * delete it: docs/decisions/0161), of an active account.
 */
async function liveChange(conn: Db, token: string) {
  const change = await conn
    .selectFrom("email_changes as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["c.id", "c.user_id", "c.new_email", "c.expires_at", "c.confirmed_at", "u.email as old_email", "u.is_active"])
    .where("c.token_hash", "=", sha256(token))
    .executeTakeFirst();
  return !change || change.confirmed_at !== null || !change.is_active || Date.parse(change.expires_at) <= Date.now() ? null : change;
}

/**
 * What /confirm-email shows before asking anything (issue 36 item 3): the address a live link
 * moves the account to, or why it cannot (the link is spent, cancelled or made up; the address
 * was taken since). Changes nothing: a mail scanner opens links.
 */
export async function emailChangeOfLink(token: unknown): Promise<Outcome<{ email: string }>> {
  const change = validToken(token) ? await liveChange(db, token) : null;
  if (!change) return invalidField("token", ACCOUNT_MSG.emailLinkBad);
  const taken = await db.selectFrom("users").select("id").where("email", "=", change.new_email).where("id", "!=", change.user_id).executeTakeFirst();
  if (taken) return invalidField("token", ACCOUNT_MSG.emailTaken);
  return done({ email: change.new_email });
}

/**
 * Follows a confirmation link (signed in or not: the link proves the new address is the
 * member's). The address must still be free; the old one is told, and every reset link (mailed
 * to the old address) stops working.
 */
export async function confirmEmailChange(token: unknown, client: Client): Promise<Outcome<{ userId: number; email: string }>> {
  if (!validToken(token)) return invalidField("token", ACCOUNT_MSG.emailLinkBad);
  const result = await db.transaction().execute(async (trx) => {
    const change = await liveChange(trx, token);
    if (!change) return invalidField("token", ACCOUNT_MSG.emailLinkBad);
    const taken = await trx.selectFrom("users").select("id").where("email", "=", change.new_email).where("id", "!=", change.user_id).executeTakeFirst();
    if (taken) return invalidField("token", ACCOUNT_MSG.emailTaken);
    const now = nowIso();
    await trx.updateTable("users").set({ email: change.new_email }).where("id", "=", change.user_id).execute();
    // The old address stays with the change, not in the job: the queue holds ids and days only.
    await trx.updateTable("email_changes").set({ confirmed_at: now, old_email: change.old_email }).where("id", "=", change.id).execute();
    await voidAccountLinks(trx, change.user_id, "email_changed");
    await enqueue(trx, EMAIL_CHANGED_JOB, { change: change.id });
    return done({ userId: change.user_id, email: change.new_email });
  });
  if (result.ok) await audit("email_changed", { userId: result.data.userId, ...client });
  return result;
}

/** Mints the link's token and mails it to the new address. A retry mints a new one (the old link stops working). */
export const mailEmailChangeLink: JobHandler = async (payload, { db: conn }) => {
  const id = Number(payload.change);
  if (!Number.isInteger(id)) throw new PermanentJobError("The job names no email change.");
  const change = await conn
    .selectFrom("email_changes as c")
    .innerJoin("users as u", "u.id", "c.user_id")
    .select(["c.new_email", "c.expires_at", "c.confirmed_at", "u.first_name", "u.language"])
    .where("c.id", "=", id)
    .executeTakeFirst();
  // Cancelled, replaced, confirmed or expired since: nothing to send.
  if (!change || change.confirmed_at !== null || Date.parse(change.expires_at) <= Date.now()) return;
  const { token, hash } = newToken();
  await conn.updateTable("email_changes").set({ token_hash: hash }).where("id", "=", id).execute();
  const say = accountMailTexts(change.language);
  await sendMail(
    composeMail({
      language: change.language,
      to: change.new_email,
      subject: say("confirmSubject"),
      firstName: change.first_name,
      paragraphs: [say("confirmAsked"), say("confirmFollow", { hours: LINK_HOURS }), say("confirmNotYou")],
      action: { label: say("confirmAction"), href: paths.confirmEmail(token) },
    }),
  );
};

/** Tells the old address its account now signs in with another. */
export const mailEmailChanged: JobHandler = async (payload, { db: conn }) => {
  const user = await addressesOf(conn, payload);
  if (!user?.old_email) return;
  const say = accountMailTexts(user.language);
  await sendMail(
    composeMail({
      language: user.language,
      to: user.old_email,
      subject: say("changedSubject"),
      firstName: user.first_name,
      paragraphs: [say("changedTo", { email: user.email }), say("changedNotYou")],
    }),
  );
};

/** The change's old address and the member's current one: from the change the job names. */
async function addressesOf(conn: Db, payload: Record<string, unknown>) {
  const id = Number(payload.change);
  if (Number.isInteger(id)) {
    return conn
      .selectFrom("email_changes as c")
      .innerJoin("users as u", "u.id", "c.user_id")
      .select(["c.old_email", "u.email", "u.first_name", "u.language"])
      .where("c.id", "=", id)
      .executeTakeFirst();
  }
  // A job queued before migration 0071 carried the address itself.
  const userId = Number(payload.user);
  if (!Number.isInteger(userId) || typeof payload.old_email !== "string") return undefined;
  const user = await conn.selectFrom("users").select(["email", "first_name", "language"]).where("id", "=", userId).executeTakeFirst();
  return user && { ...user, old_email: payload.old_email };
}

/** Confirmed or expired changes are of no further use after a month. */
export async function pruneEmailChanges(conn: Db, now: number): Promise<void> {
  const monthAgo = new Date(now - 30 * 86_400_000).toISOString();
  await conn.deleteFrom("email_changes").where("expires_at", "<", monthAgo).execute();
}
