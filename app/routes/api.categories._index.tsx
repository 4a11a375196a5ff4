import { z } from "zod";
import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage, unwrap } from "~/api/domain.server";
import { createCategory, listCategories } from "~/recipes/categories.server";
import { categorySchema } from "~/recipes/schemas";
import { integer } from "~/validation/rules";

const query = pageQuery(500, 500).extend({
  group: z.preprocess((v) => (v === "" ? undefined : v), integer({ min: 1 }).optional()),
});

export const { loader, action } = apiRoute({
  /** GET /api/categories?group=: categories (of one group), by seq then name. */
  GET: endpoint({
    auth: "user",
    query,
    handler: async ({ request, query }) => ok(pageOf(request, slicePage(await listCategories({ group: query.group }), query))),
  }),
  /** POST /api/categories {group, name, seq}: staff add a category to a group. */
  POST: endpoint({
    auth: "admin",
    body: categorySchema,
    handler: async ({ body, user }) => ok(unwrap(await createCategory(body, user)), 201),
  }),
});
