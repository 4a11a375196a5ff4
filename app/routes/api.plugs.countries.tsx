import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { COUNTRIES } from "~/testimonials/countries";

/** GET /api/plugs/countries: `{code, name}` (ISO 3166-1 alpha-2), the United States first, then by name. */
export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: pageQuery(300, 300),
    handler: ({ request, query }) => ok(pageOf(request, slicePage([...COUNTRIES], query))),
  }),
});
