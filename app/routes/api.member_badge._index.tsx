import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found } from "~/api/domain.server";
import { badgeEarnings } from "~/badges/award.server";
import { integer } from "~/validation/rules";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { memberBadge } from "~/badges/api-shapes";

const query = pageQuery(50).extend({ badge: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 })) });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Each time the caller earned one badge, latest first",
    description: "`date_range`: one day, or a streak's first and last.",
    responses: { 200: page(memberBadge) },
    refuses: [404],
    query,
    handler: async ({ request, context, query, user }) => {
      const earnings = found(await badgeEarnings(user, query.badge, query));
      await auditOwn({ request, context, user }, "read", "badge");
      return ok(pageOf(request, { count: earnings.count, results: earnings.results, limit: query.limit, offset: query.offset }));
    },
  }),
});
