import { toPublicUser } from "~/auth/users.server";
import { signedIn } from "~/account/api-shapes";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { errors } from "~/api/shapes";
import { refreshToken, tokenBody } from "~/auth/jwt.server";
import { clientOf } from "~/security/client.server";
import { apiLanguage, translateMessage } from "~/i18n/i18n.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    summary: "A fresh token for a valid one",
    description: "The new token's expiry is bounded by the original sign-in (`orig_iat` under JWT_REFRESH_DAYS old). The token sent is spent: only the new one works from then on, and sending a spent one again withdraws the whole sign-in (docs/decisions/0132).",
    body: tokenBody,
    responses: { 200: signedIn, 400: errors.nonField },
    handler: async ({ request, context, body }) => {
      const result = await refreshToken(body.token, clientOf(request, context));
      if (!result.ok) return ok({ non_field_errors: [translateMessage(await apiLanguage(request, null), result.message)] }, 400);
      return ok({ token: result.token, user: toPublicUser(result.user) });
    },
  }),
});
