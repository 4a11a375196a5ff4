import type { JobHandler } from "~/jobs/worker.server";
import { composeMail } from "~/mail/compose.server";
import { sendMail } from "~/mail/mailer.server";
import { paths } from "~/paths";

/** Tells the account's address its password was changed (someone else changing it must not go unnoticed). */
export const mailPasswordChanged: JobHandler = async (payload, { db }) => {
  const user = await db.selectFrom("users").select(["email", "first_name"]).where("id", "=", Number(payload.user)).executeTakeFirst();
  if (!user) return;
  await sendMail(
    composeMail({
      to: user.email,
      subject: "Your patient portal password was changed",
      firstName: user.first_name,
      paragraphs: [
        "The password of your patient portal account was just changed, and every other device and app signed in to it was signed out.",
        "If you did not do this, reset your password now and call your clinic.",
      ],
      action: { label: "Reset my password", href: paths.forgotPassword() },
    }),
  );
};
