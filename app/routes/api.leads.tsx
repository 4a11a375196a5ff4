import { createLead } from "~/accounts/accounts.server";
import { leadSchema } from "~/accounts/schemas";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { queryFlag } from "~/recipes/schemas";
import { listLeads } from "~/referral/leads.server";

/**
 * POST /api/leads {first_name, email, zip, comments, subject, referral_code?}: the spec's payload,
 * with no captcha (the apps have none). Every try from an address counts toward its limit, valid
 * or not, and the same request again on the same day is the lead already stored (200, nothing
 * added). The web forms keep their captcha (docs/decisions/0141-leads-from-the-apps.md).
 */
export const { loader, action } = apiRoute({
  /**
   * GET /api/leads?limit=20&offset&referred=True (staff): leads, newest first, each with the
   * referral code it came with and the member it names (`referred_by`).
   */
  GET: endpoint({
    auth: "admin",
    query: pageQuery(20).extend({ referred: queryFlag() }),
    handler: async ({ request, query }) => {
      const page = await listLeads({ referredOnly: query.referred === true, limit: query.limit, offset: query.offset });
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "none",
    rateLimit: "contact",
    body: leadSchema,
    handler: async ({ body }) => {
      const { created } = await createLead(body);
      return ok({ first_name: body.first_name, email: body.email, zip: body.zip, comments: body.comments, subject: body.subject, referral_code: body.referral_code ?? null }, created ? 201 : 200);
    },
  }),
});
