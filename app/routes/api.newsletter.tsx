import { subscribeNewsletter } from "~/accounts/accounts.server";
import { newsletterSchema } from "~/accounts/schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";

/** POST /api/newsletter {email} → 201 {email}; subscribing twice is fine. */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    rateLimit: "newsletter",
    body: newsletterSchema,
    handler: async ({ body }) => {
      await subscribeNewsletter(body.email);
      return ok({ email: body.email }, 201);
    },
  }),
});
