import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { createCategory, listCategories } from "~/recipes/categories.server";
import { categorySchema } from "~/recipes/schemas";
import { integer } from "~/validation/rules";
import { page } from "~/api/shapes";
import { category } from "~/recipes/api-shapes";

const query = pageQuery(500, 500).extend({
  group: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
});

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Categories (of one group), by seq then name",
    responses: { 200: page(category) },
    query,
    handler: async ({ user, request, query }) => ok(pageOf(request, slicePage(await listCategories(user, { group: query.group }), query))),
  }),
  POST: endpoint({
    auth: "admin",
    summary: "Add a category to a group (staff)",
    description: "`group`: \"Required\" / \"Select a valid choice.\"; `name`: \"A category with this name already exists in this group.\"",
    responses: { 201: category },
    body: categorySchema,
    handler: async ({ body, user }) => ok(unwrap(await createCategory(user, body)), 201),
  }),
});
