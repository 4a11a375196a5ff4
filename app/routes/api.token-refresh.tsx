import { toPublicUser } from "~/auth/users.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { refreshToken, tokenBody } from "~/auth/jwt.server";
import { clientOf } from "~/security/client.server";

/**
 * POST /api/token-refresh/ {token} → {token, user} with a fresh expiry (bounded by the original
 * sign-in). The token sent is spent: only the new one works from now on, and sending the old one
 * again revokes the sign-in (docs/decisions/0132).
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body: tokenBody,
    handler: async ({ request, context, body }) => {
      const result = await refreshToken(body.token, clientOf(request, context));
      if (!result.ok) return ok({ non_field_errors: [result.message] }, 400);
      return ok({ token: result.token, user: toPublicUser(result.user) });
    },
  }),
});
