import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { createCategoryGroup, listCategoryGroups } from "~/recipes/categories.server";
import { queryFlag } from "~/validation/rules";
import { categoryGroupSchema } from "~/recipes/schemas";
import { page } from "~/api/shapes";
import { categoryGroup } from "~/recipes/api-shapes";

const query = pageQuery(100, 500).extend({ search: queryFlag() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Category groups by seq, each with its categories",
    description: "`search=True`: only the groups that feed the listing's filter panel.",
    responses: { 200: page(categoryGroup) },
    query,
    handler: async ({ user, request, query }) => ok(pageOf(request, slicePage(await listCategoryGroups(user, { search: query.search }), query))),
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Add a category group (staff)",
    description: "`name`: \"A group with this name already exists.\"",
    responses: { 201: categoryGroup },
    body: categoryGroupSchema,
    handler: async ({ body, user }) => ok(unwrap(await createCategoryGroup(user, body)), 201),
  }),
});
