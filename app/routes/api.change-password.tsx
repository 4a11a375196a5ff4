import { resetPassword } from "~/account/accounts.server";
import { statusOk } from "~/account/api-shapes";
import { resetPasswordSchema } from "~/account/registration-schemas";
import { ApiError, apiRoute, endpoint, ok } from "~/api/api.server";
import { message } from "~/i18n/languages";
import { clientOf } from "~/security/client.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    summary: "Set a new password with a reset link's token",
    description: "`404 NOT_FOUND` means the token is unknown, used, expired or voided (by a newer link, a password or email change, signing out everywhere), or the account is inactive. Every token and sign-in issued before stops working, every other reset link too, and a pending email change is cancelled; the account's address is told. Counted per address.",
    rateLimit: "reset",
    body: resetPasswordSchema,
    responses: { 200: statusOk },
    refuses: [404],
    handler: async ({ request, context, body }) => {
      const outcome = await resetPassword(body.token, body.password, clientOf(request, context));
      if (outcome === "NOT_FOUND") throw new ApiError(404, { error_code: "NOT_FOUND", detail: message("public:reset.invalid") });
      return ok({ status: "OK" });
    },
  }),
});
