import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { WEIGHT_PAGE_SIZE } from "~/progress/schemas";
import { weightHistory } from "~/progress/weights.server";
import { queryFlag } from "~/validation/rules";
import { auditOwn } from "~/security/audit.server";
import { unitsOf } from "~/api/domain.server";

const query = pageQuery(WEIGHT_PAGE_SIZE).extend({ member_created: queryFlag() });

/**
 * GET /api/progress/list_weight_history?limit=20&offset&member_created: the Weight History
 * Table, newest first. `member_created=True` is My Weight Entries (the member's own only),
 * `False` the clinic's weigh-ins only, absent every weigh-in.
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, context, query, user }) => {
      const page = await weightHistory(user, { memberCreated: query.member_created, limit: query.limit, offset: query.offset }, unitsOf(request));
      await auditOwn({ request, context, user }, "read", "weight");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
});
