import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { WEIGHT_PAGE_SIZE } from "~/progress/schemas";
import { weightHistory } from "~/progress/weights.server";
import { queryFlag } from "~/validation/rules";
import { auditOwn } from "~/security/audit.server";
import { page } from "~/api/shapes";
import { weighIn } from "~/progress/api-shapes";
import { withUnits } from "~/api/domain.server";

const query = pageQuery(WEIGHT_PAGE_SIZE).extend({ member_created: queryFlag() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "The weight history table, newest first",
    description: "`member_created=True`: the member's own weigh-ins only (My Weight Entries); `False` the clinic's only; absent, every weigh-in.",
    responses: { 200: page(weighIn) },
    query: withUnits(query),
    handler: async ({ request, context, query, user }) => {
      const page = await weightHistory(user, { memberCreated: query.member_created, limit: query.limit, offset: query.offset }, query.units);
      await auditOwn({ request, context, user }, "read", "weight");
      return ok(pageOf(request, { ...page, limit: query.limit, offset: query.offset }));
    },
  }),
});
