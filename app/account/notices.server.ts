import type { JobHandler } from "~/jobs/worker.server";
import { composeMail } from "~/mail/compose.server";
import { sendMail } from "~/mail/mailer.server";
import { paths } from "~/paths";
import { ACCOUNT_MAIL } from "./mail-text";

/** Jobs that tell the account's own address what just happened to it. */
export const PASSWORD_CHANGED_JOB = "account.password_changed";
export const EMAIL_CHANGE_CANCELLED_JOB = "account.email_change_cancelled";


/**
 * Tells the account's address its password was changed or reset (someone else changing it must
 * not go unnoticed), and that a pending email change it cancelled no longer goes through.
 * Payload: `user`, `via` ("reset" for a reset link; a change otherwise), `email_change_cancelled`
 * (a flag: the queue holds ids and flags, never an address, so the mail does not name the
 * address the change would have moved to).
 */
export const mailPasswordChanged: JobHandler = async (payload, { db }) => {
  const user = await db.selectFrom("users").select(["email", "first_name"]).where("id", "=", Number(payload.user)).executeTakeFirst();
  if (!user) return;
  await sendMail(
    composeMail({
      to: user.email,
      subject: ACCOUNT_MAIL.passwordChangedSubject,
      firstName: user.first_name,
      paragraphs: [
        payload.via === "reset" ? ACCOUNT_MAIL.passwordReset : ACCOUNT_MAIL.passwordChanged,
        ACCOUNT_MAIL.resetLinksVoided,
        ...(payload.email_change_cancelled === true ? [ACCOUNT_MAIL.emailChangeCancelled] : []),
        ACCOUNT_MAIL.passwordNotYou,
      ],
      action: { label: ACCOUNT_MAIL.resetAction, href: paths.forgotPassword() },
    }),
  );
};

/** "Sign out everywhere" cancelled a pending email change: the account's address is told. Payload: `user`. */
export const mailEmailChangeCancelled: JobHandler = async (payload, { db }) => {
  const user = await db.selectFrom("users").select(["email", "first_name"]).where("id", "=", Number(payload.user)).executeTakeFirst();
  if (!user) return;
  await sendMail(
    composeMail({
      to: user.email,
      subject: ACCOUNT_MAIL.emailChangeCancelledSubject,
      firstName: user.first_name,
      paragraphs: [ACCOUNT_MAIL.signedOutEverywhere, ACCOUNT_MAIL.emailChangeCancelled, ACCOUNT_MAIL.emailChangeNotYou],
      action: { label: ACCOUNT_MAIL.resetAction, href: paths.forgotPassword() },
    }),
  );
};
