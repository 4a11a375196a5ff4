import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { createSource, listSources } from "~/recipes/sources.server";
import { sourceSchema } from "~/recipes/schemas";
import { page } from "~/api/shapes";
import { source } from "~/recipes/api-shapes";

const query = pageQuery(100, 500).extend({ search: z.string().optional() });

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Recipe sources, by name",
    responses: { 200: page(source) },
    query,
    handler: async ({ user, request, query }) => ok(pageOf(request, slicePage(await listSources(user, { search: query.search }), query))),
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Add a source (staff)",
    description: "`name` \"Required\", `url` \"Invalid url\".",
    responses: { 201: source },
    body: sourceSchema,
    handler: async ({ body, user }) => ok(unwrap(await createSource(user, body)), 201),
  }),
});
