import { toPublicUser } from "~/auth/users.server";
import { changePassword, reloadUser } from "~/account/password.server";
import { passwordChangeSchema } from "~/account/schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { signInApp } from "~/auth/jwt.server";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";

/**
 * POST /api/me/password {current_password, password, confirmPassword}: every web session and
 * every app sign-in of the account ends, the caller's too; the answer carries a new token for
 * the caller, `{token, user}`, as sign-in does.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
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
