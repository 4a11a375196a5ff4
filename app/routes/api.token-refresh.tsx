import { toPublicUser } from "~/auth/users.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { refreshToken, tokenBody } from "~/auth/jwt.server";

/** POST /api/token-refresh/ {token} → {token, user} with a fresh expiry (bounded by the original sign-in). */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body: tokenBody,
    handler: async ({ body }) => {
      const result = await refreshToken(body.token);
      if (!result.ok) return ok({ non_field_errors: [result.message] }, 400);
      return ok({ token: result.token, user: toPublicUser(result.user) });
    },
  }),
});
