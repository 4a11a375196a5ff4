import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { REPLACEMENTS } from "~/testimonials/replacements";
import { page } from "~/api/shapes";
import { replacement } from "~/testimonials/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "admin",
    summary: "The standard text replacements for a testimonial's final version (staff)",
    description: "Send their ids as `replacements` with PUT /api/plugs/{id} (docs/decisions/0065).",
    responses: { 200: page(replacement) },
    query: pageQuery(100),
    handler: ({ request, query }) => ok(pageOf(request, slicePage([...REPLACEMENTS], query))),
  }),
});
