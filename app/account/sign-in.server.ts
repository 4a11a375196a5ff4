import type { AppLoadContext } from "@remix-run/node";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import type { SessionUser } from "~/auth/users.server";
import { message } from "~/i18n/languages";
import { clientOf } from "~/security/client.server";
import { checkCredentials } from "./accounts.server";
import { loginSchema } from "./registration-schemas";

/**
 * The sign-in form's strategy (remix-auth): the accounts area checks the credentials; the session
 * it starts is auth's (beginWebSession in app/auth/auth.server.ts).
 */

/** Thrown by the form strategy with the message the login form shows. */
export class SignInError extends Error {}

export function createAuthenticator(context: AppLoadContext) {
  const authenticator = new Authenticator<SessionUser>();
  authenticator.use(
    new FormStrategy(async ({ form, request }) => {
      const parsed = loginSchema.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw new SignInError(message("public:signin.failed"));
      const result = await checkCredentials(parsed.data.email, parsed.data.password, clientOf(request, context), "web");
      if (!result.ok) throw new SignInError(result.message);
      return result.user;
    }),
    "form",
  );
  return authenticator;
}
