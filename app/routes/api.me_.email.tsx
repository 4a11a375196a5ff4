import { cancelEmailChange, pendingEmail, requestEmailChange } from "~/account/email-change.server";
import { emailChangeSchema } from "~/account/schemas";
import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";

/**
 * /api/me/email: changing the sign-in email. POST {email, current_password} sends a confirmation
 * link to the new address (202 `{pending_email}`); the change happens when it is followed. GET
 * `{email, pending_email}`; DELETE cancels a pending change (204).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    handler: async ({ user }) => ok({ email: user.email, pending_email: await pendingEmail(user.id) }),
  }),
  POST: endpoint({
    auth: "user",
    body: emailChangeSchema,
    handler: async ({ request, context, body, user }) => {
      await enforceRateLimit("password", request, context, "json");
      return ok(unwrap(await requestEmailChange(user, body, clientOf(request, context))), 202);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    handler: async ({ user }) => {
      await cancelEmailChange(user);
      return noContent();
    },
  }),
});
