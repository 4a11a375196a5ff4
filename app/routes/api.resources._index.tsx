import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { listResources, RESOURCE_PAGE_SIZE } from "~/resources/resources.server";
import { searchTerm } from "~/validation/rules";

const query = pageQuery(RESOURCE_PAGE_SIZE).extend({ search: searchTerm() });

/** GET /api/resources?limit&offset&search: articles, newest first; description is sanitized HTML. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, { ...(await listResources(query)), ...query })),
  }),
});
