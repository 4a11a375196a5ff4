import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { checkToken } from "~/auth/jwt.server";

const body = z.object({ token: z.string({ required_error: "This field is required.", invalid_type_error: "Not a valid string." }).min(1, "This field may not be blank.") });

/** POST /api/token-verify/ {token} → {token} when valid; otherwise {non_field_errors: [...]}. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body,
    handler: async ({ body }) => {
      const check = await checkToken(body.token);
      if (!check.ok) return ok({ non_field_errors: [check.message] }, 400);
      return ok({ token: body.token });
    },
  }),
});
