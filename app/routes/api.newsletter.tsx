import { subscribeNewsletter } from "~/accounts/accounts.server";
import { newsletterSchema } from "~/accounts/schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { enforceRateLimit } from "~/security/rate-limit.server";

/** POST /api/newsletter {email} → 201 {email}; subscribing twice is fine. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body: newsletterSchema,
    handler: async ({ body, request, context }) => {
      await enforceRateLimit("newsletter", request, context, "json");
      await subscribeNewsletter(body.email);
      return ok({ email: body.email }, 201);
    },
  }),
});
