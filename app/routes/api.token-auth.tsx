import { z } from "zod";
import { checkCredentials } from "~/accounts/accounts.server";
import { toPublicUser } from "~/auth/users.server";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { signInApp } from "~/auth/jwt.server";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { loginSchema } from "~/accounts/schemas";

const body = z.object({ email: z.unknown(), password: z.unknown() });

/** POST /api/token-auth/ {email, password} → {token, user}; failure → {non_field_errors: [...]}. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body,
    handler: async ({ request, context, body }) => {
      await enforceRateLimit("signin", request, context, "json");
      const parsed = loginSchema.safeParse(body);
      if (!parsed.success) {
        // DRF answers a missing or malformed field per field, like any other validation error.
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(issue.message);
        return ok(errors, 400);
      }
      const client = clientOf(request, context);
      const result = await checkCredentials(parsed.data.email, parsed.data.password, client, "api");
      if (!result.ok) return ok({ non_field_errors: [result.message] }, 400);
      return ok({ token: await signInApp(result.user, client), user: toPublicUser(result.user) });
    },
  }),
});
