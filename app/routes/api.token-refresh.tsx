import { z } from "zod";
import { toPublicUser } from "~/auth/users.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { refreshToken } from "~/auth/jwt.server";

const body = z.object({ token: z.string({ required_error: "This field is required.", invalid_type_error: "Not a valid string." }).min(1, "This field may not be blank.") });

/** POST /api/token-refresh/ {token} → {token, user} with a fresh expiry (bounded by the original sign-in). */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body,
    handler: async ({ body }) => {
      const result = await refreshToken(body.token);
      if (!result.ok) return ok({ non_field_errors: [result.message] }, 400);
      return ok({ token: result.token, user: toPublicUser(result.user) });
    },
  }),
});
