import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { createCategoryGroup, listCategoryGroups } from "~/recipes/categories.server";
import { queryFlag } from "~/validation/rules";
import { categoryGroupSchema } from "~/recipes/schemas";

const query = pageQuery(100, 500).extend({ search: queryFlag() });

export const { loader, action } = apiRoute({
  /**
   * GET /api/category_groups(?search=True): the groups by seq, each with its categories under
   * `group`; `search=True` only the groups that feed the listing's filter panel.
   */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await listCategoryGroups({ search: query.search }), query))),
  }),
  /** POST /api/category_groups {name, seq, major, search} (staff). */
  POST: endpoint({
    auth: "admin",
    body: categoryGroupSchema,
    handler: async ({ body, user }) => ok(unwrap(await createCategoryGroup(body, user)), 201),
  }),
});
