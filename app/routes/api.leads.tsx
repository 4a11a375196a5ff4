import { z } from "zod";
import { createLead } from "~/accounts/accounts.server";
import { leadSchema } from "~/accounts/schemas";
import { apiErrors, apiRoute, endpoint, ok } from "~/api/api.server";
import { CAPTCHA_ERROR, verifyCaptchaPayload } from "~/captcha/captcha.server";
import { enforceRateLimit } from "~/security/rate-limit.server";

const body = leadSchema.extend({ altcha: z.string({ required_error: CAPTCHA_ERROR, invalid_type_error: CAPTCHA_ERROR }) });

/**
 * POST /api/leads {first_name, email, zip, comments, subject, altcha} → 201. The captcha the web
 * form needs is needed here too (a challenge from GET /captcha/challenge, solved), or the API
 * would be the way around it.
 */
export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "none",
    body,
    handler: async ({ request, context, body }) => {
      enforceRateLimit("contact", request, context, "json");
      if (!(await verifyCaptchaPayload(body.altcha))) throw apiErrors.validation({ altcha: [CAPTCHA_ERROR] });
      const { altcha: _a, ...lead } = body;
      await createLead(lead);
      return ok({ first_name: lead.first_name, email: lead.email, zip: lead.zip, comments: lead.comments, subject: lead.subject }, 201);
    },
  }),
});
