import { z } from "zod";
import { checkCredentials } from "~/account/accounts.server";
import { toPublicUser } from "~/auth/users.server";
import { signedIn, signInRefused } from "~/account/api-shapes";
import { loginSchema } from "~/account/registration-schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { signInApp } from "~/auth/jwt.server";
import { apiLanguage, translateMessage } from "~/i18n/i18n.server";
import { clientOf } from "~/security/client.server";

const body = z.object({ email: z.unknown(), password: z.unknown() });

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    summary: "Sign in: a token and the member",
    description: "A failed sign-in answers `{non_field_errors: [message]}`, a missing or malformed field `{field: [message]}`, as Django REST framework does. Counted per address (`RATE_LIMIT_MAX` tries a window).",
    rateLimit: "signin",
    body,
    reads: { json: loginSchema },
    responses: { 200: signedIn, 400: signInRefused },
    handler: async ({ request, context, body }) => {
      const parsed = loginSchema.safeParse(body);
      if (!parsed.success) {
        // DRF answers a missing or malformed field per field, like any other validation error.
        const language = await apiLanguage(request, null);
        const errors: Record<string, string[]> = {};
        for (const issue of parsed.error.issues) (errors[String(issue.path[0])] ??= []).push(translateMessage(language, issue.message));
        return ok(errors, 400);
      }
      const client = clientOf(request, context);
      const result = await checkCredentials(parsed.data.email, parsed.data.password, client, "api");
      // DRF's shape, not an API refusal: said here in the caller's language (issue 41).
      if (!result.ok) return ok({ non_field_errors: [translateMessage(await apiLanguage(request, null), result.message)] }, 400);
      return ok({ token: await signInApp(result.user, client), user: toPublicUser(result.user) });
    },
  }),
});
