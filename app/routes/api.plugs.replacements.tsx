import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { REPLACEMENTS } from "~/testimonials/replacements";

/**
 * GET /api/plugs/replacements (staff): the standard text replacements for a testimonial's final
 * version, `{id, name, description, find | pattern | steps, replace}`; send their ids as `replacements`
 * with PUT /api/plugs/{id} to apply them (docs/decisions/0065-testimonial-replacements.md).
 */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "admin",
    query: pageQuery(100),
    handler: ({ request, query }) => ok(pageOf(request, slicePage([...REPLACEMENTS], query))),
  }),
});
