import { createLead } from "~/account/accounts.server";
import { leadReceived } from "~/account/api-shapes";
import { lead as leadShape } from "~/referral/api-shapes";
import { leadSchema } from "~/account/registration-schemas";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { queryFlag } from "~/validation/rules";
import { page } from "~/api/shapes";
import { listLeads } from "~/referral/leads.server";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "admin",
    summary: "Leads, newest first (staff)",
    description: "Each with the referral code it came with and the member it names (`referred_by`); `referred=True` keeps those that came with a code.",
    query: pageQuery(20).extend({ referred: queryFlag() }),
    responses: { 200: page(leadShape) },
    refuses: [403],
    handler: async ({ request, query, user }) => {
      const page = unwrap(await listLeads(user, { referredOnly: query.referred === true, limit: query.limit, offset: query.offset }));
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
  POST: endpoint({
    auth: "none",
    summary: "An information request from the apps",
    description:
      "The specification's payload, with an optional `referral_code` (\"Please check the referral code: letters and digits only.\"); `subject` is \"Request Information\" or \"Schedule an Appointment\". No captcha: every try from an address counts toward its limit (`RATE_LIMIT_MAX` a window, valid or not), and the same request again on the same day is the lead already stored (200, nothing added). The web forms keep their captcha.",
    rateLimit: "contact",
    body: leadSchema,
    responses: { 201: leadReceived, 200: leadReceived.describe("The same request was already received today; nothing was added.") },
    handler: async ({ body }) => {
      const { created } = await createLead(body);
      return ok({ first_name: body.first_name, email: body.email, zip: body.zip, comments: body.comments, subject: body.subject, referral_code: body.referral_code ?? null }, created ? 201 : 200);
    },
  }),
});
