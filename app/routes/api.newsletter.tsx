import { z } from "zod";
import { subscribeNewsletter } from "~/account/accounts.server";
import { newsletterSchema } from "~/account/registration-schemas";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { shape } from "~/api/shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    summary: "Subscribe to the newsletter",
    description: "Subscribing twice is fine. Counted per address.",
    rateLimit: "newsletter",
    body: newsletterSchema,
    responses: { 201: shape({ email: z.string() }) },
    handler: async ({ body }) => {
      await subscribeNewsletter(body.email);
      return ok({ email: body.email }, 201);
    },
  }),
});
