import { toPublicUser } from "~/auth/users.server";
import { changePassword, reloadUser } from "~/account/password.server";
import { passwordChangeSchema } from "~/account/schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { signInApp } from "~/auth/jwt.server";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { signedIn } from "~/account/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Change the caller's password",
    description:
      'Every web session and app sign-in of the account ends, the caller\'s too, every password-reset link stops working and a pending email change is cancelled; the answer is the caller\'s new sign-in, as token-auth gives it, and the account\'s address is told (the cancelled change named). `current_password`: "Your current password is not right."; `password`: "Must be 8 characters or more", "Choose a password you have not been using."; `confirmPassword`: "Password does not match". Counted per address.',
    responses: { 200: signedIn },
    refuses: [429],
    body: passwordChangeSchema,
    handler: async ({ request, context, body, user }) => {
      await enforceRateLimit("password", request, context, "json");
      const client = clientOf(request, context);
      unwrap(await changePassword(user, body, { client, channel: "api" }));
      const fresh = (await reloadUser(user.id))!;
      return ok({ token: await signInApp(fresh, client), user: toPublicUser(fresh) });
    },
  }),
});
