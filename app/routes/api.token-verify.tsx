import { apiRoute, endpoint, ok } from "~/api/api.server";
import { checkToken, tokenBody } from "~/auth/jwt.server";

/** POST /api/token-verify/ {token} → {token} when valid; otherwise {non_field_errors: [...]}. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body: tokenBody,
    handler: async ({ body }) => {
      const check = await checkToken(body.token);
      if (!check.ok) return ok({ non_field_errors: [check.message] }, 400);
      return ok({ token: body.token });
    },
  }),
});
