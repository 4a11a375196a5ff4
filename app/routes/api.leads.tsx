import { z } from "zod";
import { createLead } from "~/accounts/accounts.server";
import { leadSchema } from "~/accounts/schemas";
import { apiErrors, apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { queryFlag } from "~/validation/rules";
import { listLeads } from "~/referral/leads.server";
import { CAPTCHA_ERROR, verifyCaptchaPayload } from "~/captcha/captcha.server";
import { enforceRateLimit } from "~/security/rate-limit.server";

const body = leadSchema.extend({ altcha: z.string({ required_error: CAPTCHA_ERROR, invalid_type_error: CAPTCHA_ERROR }) });

/**
 * POST /api/leads {first_name, email, zip, comments, subject, altcha, referral_code?} → 201. The captcha the web
 * form needs is needed here too (a challenge from GET /captcha/challenge, solved), or the API
 * would be the way around it.
 */
export const { loader, action } = apiRoute({
  /**
   * GET /api/leads?limit=20&offset&referred=True (staff): leads, newest first, each with the
   * referral code it came with and the member it names (`referred_by`).
   */
  GET: endpoint({
    auth: "admin",
    query: pageQuery(20).extend({ referred: queryFlag() }),
    handler: async ({ request, query, user }) => {
      const page = unwrap(await listLeads(user, { referredOnly: query.referred === true, limit: query.limit, offset: query.offset }));
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "none",
    body,
    handler: async ({ request, context, body }) => {
      await enforceRateLimit("contact", request, context, "json");
      if (!(await verifyCaptchaPayload(body.altcha))) throw apiErrors.validation({ altcha: [CAPTCHA_ERROR] });
      const { altcha: _a, ...lead } = body;
      await createLead(lead);
      return ok({ first_name: lead.first_name, email: lead.email, zip: lead.zip, comments: lead.comments, subject: lead.subject, referral_code: lead.referral_code ?? null }, 201);
    },
  }),
});
