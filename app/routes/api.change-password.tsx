import { resetPassword } from "~/accounts/accounts.server";
import { resetPasswordSchema } from "~/accounts/schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { clientOf } from "~/security/client.server";

/** POST /api/change-password {password, confirmPassword, token}: NOT_FOUND means the token is invalid. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    rateLimit: "reset",
    body: resetPasswordSchema,
    handler: async ({ request, context, body }) => {
      const outcome = await resetPassword(body.token, body.password, clientOf(request, context));
      if (outcome === "NOT_FOUND") return ok({ error_code: "NOT_FOUND", detail: "Invalid token!" }, 404);
      return ok({ status: "OK" });
    },
  }),
});
