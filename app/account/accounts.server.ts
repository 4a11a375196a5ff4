import { db, nowIso } from "~/db/db.server";
import { todayIn } from "~/domain/calendar";
import { memberOfCode } from "~/referral/codes.server";
import { env } from "~/env.server";
import { burnVerifyTime, hashPassword, verifyPassword } from "~/auth/password.server";
import { voidAccountLinks } from "~/auth/account-links.server";
import { revokeAllSessions } from "~/auth/session.server";
import { revokeAllFamilies } from "~/auth/token-families.server";
import { PASSWORD_CHANGED_JOB } from "./notices.server";
import { message } from "~/i18n/languages";
import { audit } from "~/security/audit.server";
import { newToken, sha256 } from "~/security/tokens.server";
import { sendMail } from "~/mail/mailer.server";
import { composeMail } from "~/mail/compose.server";
import { accountMailTexts } from "./mail-text.server";
import { enqueue } from "~/jobs/queue.server";
import type { JobHandler } from "~/jobs/worker.server";
import { paths } from "~/paths";
import { getSessionUser, type SessionUser } from "~/auth/users.server";
import type { Db } from "~/domain/outcome";

export interface Client {
  ip: string;
  userAgent: string;
}

/** The one login failure message, as Django REST framework JWT words it. */
export const BAD_CREDENTIALS = message("public:signin.badCredentials");

export async function checkCredentials(
  email: string,
  password: string,
  client: Client,
  channel: "web" | "api",
): Promise<{ ok: true; user: SessionUser } | { ok: false; message: string }> {
  const row = await db
    .selectFrom("users")
    .select(["id", "password_hash", "is_active"])
    .where("email", "=", email.trim().toLowerCase())
    .executeTakeFirst();
  if (!row) {
    await burnVerifyTime(password);
    await audit("sign_in_failed", { userId: null, ...client }, `${channel}: unknown account`);
    return { ok: false, message: BAD_CREDENTIALS };
  }
  const good = await verifyPassword(row.password_hash, password);
  const user = good && row.is_active ? await getSessionUser(row.id) : null;
  if (!user) {
    await audit("sign_in_failed", { userId: row.id, ...client }, `${channel}: bad password`);
    return { ok: false, message: BAD_CREDENTIALS };
  }
  await audit("sign_in", { userId: user.id, ...client }, channel);
  return { ok: true, user };
}

export type FieldErrors = Record<string, string[]>;

type RegisterResult = { ok: true; userId: number } | { ok: false; errors: FieldErrors };

export const CODE_INVALID = message("public:register.codeInvalid");
export const CODE_USED = message("public:register.codeUsed");
export const EMAIL_TAKEN = message("public:register.emailTaken");

/**
 * Registration consumes an unused code (the clinic issued it at intake, with the patient's name
 * and clinic) and creates the patient. Runs in one immediate transaction so that two tabs cannot
 * use the same code.
 */
export async function registerMember(
  input: { unique_id: string; email: string; password: string; language?: string | null },
  client: Client,
): Promise<RegisterResult> {
  const passwordHash = await hashPassword(input.password);
  const result = await db.transaction().execute(async (trx): Promise<RegisterResult> => {
    const code = await trx
      .selectFrom("registration_codes")
      .selectAll()
      .where("code", "=", input.unique_id)
      .executeTakeFirst();
    if (!code) return { ok: false as const, errors: { unique_id: [CODE_INVALID] } };
    if (code.used_at) return { ok: false as const, errors: { unique_id: [CODE_USED] } };
    const taken = await trx.selectFrom("users").select("id").where("email", "=", input.email).executeTakeFirst();
    if (taken) return { ok: false as const, errors: { email: [EMAIL_TAKEN] } };
    const now = nowIso();
    const { id } = await trx
      .insertInto("users")
      .values({
        email: input.email,
        password_hash: passwordHash,
        user_type: "P",
        first_name: code.first_name,
        middle_name: code.middle_name,
        last_name: code.last_name,
        city: code.city,
        state: code.state,
        clinic_id: code.clinic_id,
        created_at: now,
        password_changed_at: now,
        date_of_birth: code.date_of_birth,
        language: input.language ?? null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await trx.updateTable("registration_codes").set({ used_at: now, user_id: id }).where("id", "=", code.id).execute();
    return { ok: true as const, userId: id };
  });
  if (result.ok) await audit("registered", { userId: result.userId, ...client });
  return result;
}

export const PASSWORD_RESET_JOB = "account.password_reset";

/**
 * Queues a single-use reset link when the account exists; answers the same either way so the
 * page never reveals who is a patient here. The link itself is made by the job that mails it
 * (`mailPasswordResetLink`), so no token waits in the queue.
 */
export async function requestPasswordReset(email: string, client: Client): Promise<void> {
  const user = await db.selectFrom("users").select("id").where("email", "=", email).where("is_active", "=", 1).executeTakeFirst();
  if (!user) return;
  await enqueue(db, PASSWORD_RESET_JOB, { user: user.id });
  await audit("password_reset_requested", { userId: user.id, ...client });
}

/** The job "account.password_reset": a fresh link (older unused ones stop working), mailed. */
export const mailPasswordResetLink: JobHandler = async (payload, { db: conn }) => {
  const user = await conn.selectFrom("users").select(["id", "first_name", "email", "language"]).where("id", "=", Number(payload.user)).executeTakeFirst();
  if (!user) return;
  const { token, hash } = newToken();
  const now = Date.now();
  await conn.transaction().execute(async (trx) => {
    await trx.deleteFrom("password_reset_tokens").where("user_id", "=", user.id).where("used_at", "is", null).execute();
    await trx
      .insertInto("password_reset_tokens")
      .values({
        user_id: user.id,
        token_hash: hash,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + env.RESET_TOKEN_MINUTES * 60_000).toISOString(),
        used_at: null,
      })
      .execute();
  });
  const say = accountMailTexts(user.language);
  await sendMail(
    composeMail({
      language: user.language,
      to: user.email,
      subject: say("resetSubject"),
      firstName: user.first_name,
      paragraphs: [say("resetRequested"), say("resetExpires", { minutes: env.RESET_TOKEN_MINUTES })],
      action: { label: say("resetChoose"), href: paths.resetPassword(token) },
    }),
  );
};

/** A reset token that can still be used: known, unused, not expired, of an active account. */
async function liveResetToken(conn: Db, token: string) {
  const row = await conn
    .selectFrom("password_reset_tokens as t")
    .innerJoin("users as u", "u.id", "t.user_id")
    .select(["t.id", "t.user_id", "t.expires_at", "t.used_at", "u.is_active"])
    .where("t.token_hash", "=", sha256(token))
    .executeTakeFirst();
  return !row || row.used_at || !row.is_active || Date.parse(row.expires_at) <= Date.now() ? null : row;
}

/** Whether a reset link still works (the page says 'Invalid token!' at once when it does not). */
export async function isResetTokenLive(token: string): Promise<boolean> {
  return (await liveResetToken(db, token)) !== null;
}

/**
 * Sets a new password with a reset token. In one transaction: the token is spent, the token
 * version moves on (no JWT issued before works), every web session ends and every app sign-in is
 * revoked, and what a password change voids is voided: every other reset link and a pending
 * email change (docs/decisions/0161). The account's address is told, the cancelled change named.
 */
export async function resetPassword(token: string, password: string, client: Client): Promise<"ok" | "NOT_FOUND"> {
  const passwordHash = await hashPassword(password);
  const userId = await db.transaction().execute(async (trx) => {
    const row = await liveResetToken(trx, token);
    if (!row) return null;
    const now = nowIso();
    await trx.updateTable("password_reset_tokens").set({ used_at: now }).where("id", "=", row.id).execute();
    await trx
      .updateTable("users")
      .set((eb) => ({ password_hash: passwordHash, password_changed_at: now, token_version: eb("token_version", "+", 1) }))
      .where("id", "=", row.user_id)
      .execute();
    await revokeAllSessions(trx, row.user_id);
    await revokeAllFamilies(trx, row.user_id, "password");
    const { emailChangeCancelled } = await voidAccountLinks(trx, row.user_id, "password_reset");
    await enqueue(trx, PASSWORD_CHANGED_JOB, { user: row.user_id, via: "reset", email_change_cancelled: emailChangeCancelled });
    return row.user_id;
  });
  if (userId === null) return "NOT_FOUND";
  await audit("password_changed", { userId, ...client }, "reset link");
  return "ok";
}

/** Subscribing twice is not an error: the address is simply already on the list. */
export async function subscribeNewsletter(email: string): Promise<void> {
  await db
    .insertInto("newsletter_subscriptions")
    .values({ email, created_at: nowIso() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

export interface LeadInput {
  first_name: string;
  email: string;
  zip: string;
  comments: string;
  subject: string;
  referral_code?: string;
}

/** The same request on the same day: one key, whatever the spacing or the case of the name. */
function leadKey(lead: LeadInput, day: string): string {
  const words = (text: string) => text.trim().replace(/\s+/g, " ");
  return sha256(JSON.stringify([day, lead.email.toLowerCase(), words(lead.first_name).toLowerCase(), lead.zip.trim(), lead.subject, words(lead.comments), lead.referral_code ?? null]));
}

/**
 * Stores a lead. A referral code that names a member records them as the referrer (staff see it
 * on the lead); an unknown code is kept as typed, with no referrer. The same request again on the
 * same clinic day (a double tap, an app's retry) is the lead already stored: `created` is false
 * and nothing is added (docs/decisions/0141-leads-from-the-apps.md).
 */
export async function createLead(lead: LeadInput): Promise<{ created: boolean }> {
  const referredBy = lead.referral_code ? await memberOfCode(db, lead.referral_code) : null;
  const inserted = await db
    .insertInto("leads")
    .values({ ...lead, referral_code: lead.referral_code ?? null, referred_by: referredBy, created_at: nowIso(), dedupe_key: leadKey(lead, todayIn()) })
    .onConflict((oc) => oc.column("dedupe_key").doNothing())
    .executeTakeFirst();
  return { created: Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 };
}

export async function verifyUserPassword(userId: number, password: string): Promise<boolean> {
  const row = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirst();
  return !!row && (await verifyPassword(row.password_hash, password));
}
