import { registerMember } from "~/accounts/accounts.server";
import { registerSchema } from "~/accounts/schemas";
import { getSessionUser, toPublicUser } from "~/auth/users.server";
import { apiErrors, apiRoute, endpoint, ok } from "~/api/api.server";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";

/** POST /api/members/ {unique_id, email, password, confirmPassword} → 201 with the new member. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body: registerSchema,
    handler: async ({ request, context, body }) => {
      await enforceRateLimit("register", request, context, "json");
      const result = await registerMember(body, clientOf(request, context));
      if (!result.ok) throw apiErrors.validation(result.errors);
      const user = await getSessionUser(result.userId);
      return ok(user ? toPublicUser(user) : { id: result.userId }, 201);
    },
  }),
});
