import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { createSource, listSources } from "~/recipes/sources.server";
import { sourceSchema } from "~/recipes/schemas";

const query = pageQuery(100, 500).extend({ search: z.string().optional() });

export const { loader, action } = apiRoute({
  /** GET /api/sources/(?search&limit&offset): the sources, by name. */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await listSources({ search: query.search }), query))),
  }),
  /** POST /api/sources {name, url, url_title, notes} (staff). */
  POST: endpoint({
    auth: "admin",
    body: sourceSchema,
    handler: async ({ body, user }) => ok(unwrap(await createSource(body, user)), 201),
  }),
});
