import { requestPasswordReset } from "~/account/accounts.server";
import { statusOk } from "~/account/api-shapes";
import { forgotPasswordSchema } from "~/account/registration-schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { clientOf } from "~/security/client.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    summary: "Mail a password-reset link",
    description: "Always `{status: \"OK\"}`, whether or not the account exists; the link works once. Counted per address.",
    rateLimit: "forgot",
    body: forgotPasswordSchema,
    responses: { 200: statusOk },
    handler: async ({ request, context, body }) => {
      await requestPasswordReset(body.email, clientOf(request, context));
      return ok({ status: "OK" });
    },
  }),
});
