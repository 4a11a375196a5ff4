import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { COUNTRIES } from "~/testimonials/countries";
import { page } from "~/api/shapes";
import { country } from "~/testimonials/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    summary: "Countries (ISO 3166-1 alpha-2), the United States first, then by name",
    responses: { 200: page(country) },
    query: pageQuery(300, 300),
    handler: ({ request, query }) => ok(pageOf(request, slicePage([...COUNTRIES], query))),
  }),
});
