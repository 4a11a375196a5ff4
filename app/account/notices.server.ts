import type { JobHandler } from "~/jobs/worker.server";
import { composeMail } from "~/mail/compose.server";
import { sendMail } from "~/mail/mailer.server";
import { paths } from "~/paths";
import { accountMailTexts } from "./mail-text.server";

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
  const user = await db.selectFrom("users").select(["email", "first_name", "language"]).where("id", "=", Number(payload.user)).executeTakeFirst();
  if (!user) return;
  const say = accountMailTexts(user.language);
  await sendMail(
    composeMail({
      language: user.language,
      to: user.email,
      subject: say("passwordChangedSubject"),
      firstName: user.first_name,
      paragraphs: [
        payload.via === "reset" ? say("passwordReset") : say("passwordChanged"),
        say("resetLinksVoided"),
        ...(payload.email_change_cancelled === true ? [say("emailChangeCancelled")] : []),
        say("passwordNotYou"),
      ],
      action: { label: say("resetAction"), href: paths.forgotPassword() },
    }),
  );
};

/** "Sign out everywhere" cancelled a pending email change: the account's address is told. Payload: `user`. */
export const mailEmailChangeCancelled: JobHandler = async (payload, { db }) => {
  const user = await db.selectFrom("users").select(["email", "first_name", "language"]).where("id", "=", Number(payload.user)).executeTakeFirst();
  if (!user) return;
  const say = accountMailTexts(user.language);
  await sendMail(
    composeMail({
      language: user.language,
      to: user.email,
      subject: say("emailChangeCancelledSubject"),
      firstName: user.first_name,
      paragraphs: [say("signedOutEverywhere"), say("emailChangeCancelled"), say("emailChangeNotYou")],
      action: { label: say("resetAction"), href: paths.forgotPassword() },
    }),
  );
};
