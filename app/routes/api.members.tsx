import { registerMember } from "~/account/accounts.server";
import { publicUser } from "~/account/api-shapes";
import { registerSchema } from "~/account/registration-schemas";
import { getSessionUser, toPublicUser } from "~/auth/users.server";
import { apiErrors, apiRoute, endpoint, ok } from "~/api/api.server";
import { apiLanguage } from "~/i18n/i18n.server";
import { clientOf } from "~/security/client.server";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    summary: "Register with a registration code",
    description:
      "`unique_id` is the 10-digit code from a receipt (dashes ignored): \"Invalid registration code.\" / \"This registration code has already been used.\"; a taken email is a field error too. Counted per address.",
    rateLimit: "register",
    body: registerSchema,
    responses: { 201: publicUser },
    handler: async ({ request, context, body }) => {
      // The new member's language: the one the app asks in, when it names one (issue 41).
      const language = request.headers.get("Accept-Language") ? await apiLanguage(request, null) : null;
      const result = await registerMember({ ...body, language }, clientOf(request, context));
      if (!result.ok) throw apiErrors.validation(result.errors);
      const user = await getSessionUser(result.userId);
      return ok(user ? toPublicUser(user) : { id: result.userId }, 201);
    },
  }),
});
