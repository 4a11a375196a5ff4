import { cancelEmailChange, pendingEmail, requestEmailChange } from "~/account/email-change.server";
import { emailChangeSchema } from "~/account/schemas";
import { apiRoute, endpoint, noContent, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { clientOf } from "~/security/client.server";
import { enforceRateLimit } from "~/security/rate-limit.server";
import { emailPending, emailState } from "~/account/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The caller's sign-in email, and a change waiting for its link",
    responses: { 200: emailState },
    handler: async ({ user }) => ok({ email: user.email, pending_email: await pendingEmail(user.id) }),
  }),
  POST: endpoint({
    auth: "user",
    summary: "Change the sign-in email",
    description:
      'A confirmation link goes to the new address; the email changes only when it is followed (`/confirm-email?token=…`, within 24 hours), and the old address is then told and every password-reset link stops working. A newer request, a password change or reset, or signing out everywhere cancels it. `current_password`: "Your current password is not right."; `email`: "This is already your email address.", "A member with this email address already exists.". Counted per address.',
    responses: { 202: emailPending },
    refuses: [429],
    body: emailChangeSchema,
    handler: async ({ request, context, body, user }) => {
      await enforceRateLimit("password", request, context, "json");
      return ok(unwrap(await requestEmailChange(user, body, clientOf(request, context))), 202);
    },
  }),
  DELETE: endpoint({
    auth: "user",
    summary: "Cancel a pending email change",
    responses: { 204: null },
    handler: async ({ user }) => {
      await cancelEmailChange(user);
      return noContent();
    },
  }),
});
