import { requestPasswordReset } from "~/accounts/accounts.server";
import { forgotPasswordSchema } from "~/accounts/schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { clientOf } from "~/security/client.server";

/** POST /api/password_reset/ {email}: always {status: "OK"}, whether or not the account exists. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    rateLimit: "forgot",
    body: forgotPasswordSchema,
    handler: async ({ request, context, body }) => {
      await requestPasswordReset(body.email, clientOf(request, context));
      return ok({ status: "OK" });
    },
  }),
});
