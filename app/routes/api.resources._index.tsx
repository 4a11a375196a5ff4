import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { page } from "~/api/shapes";
import { listResources, RESOURCE_PAGE_SIZE } from "~/resources/resources.server";
import { resourceSummary } from "~/resources/api-shapes";
import { searchTerm } from "~/ui/search";

const query = pageQuery(RESOURCE_PAGE_SIZE).extend({ search: searchTerm() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Articles, newest first",
    description: "`search` looks in title, author and description; given, it needs 3 characters or more (\"Enter search term!\").",
    query,
    responses: { 200: page(resourceSummary) },
    handler: async ({ request, query }) => ok(pageOf(request, { ...(await listResources(query)), ...query })),
  }),
});
