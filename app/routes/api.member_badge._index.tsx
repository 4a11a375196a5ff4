import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { found } from "~/api/domain.server";
import { badgeEarnings } from "~/badges/award.server";
import { integer } from "~/validation/rules";
import { auditOwn } from "~/security/audit.server";

const query = pageQuery(50).extend({ badge: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 })) });

/**
 * GET /api/member_badge/?badge={id}: each time the caller earned one badge, latest first, as
 * `{id, badge, date_range}`: one date is the achievement day, two a streak's first and last.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, context, query, user }) => {
      const earnings = found(await badgeEarnings(user, query.badge, query));
      await auditOwn({ request, context, user }, "read", "badge");
      return ok(pageOf(request, { count: earnings.count, results: earnings.results, limit: query.limit, offset: query.offset }));
    },
  }),
});
