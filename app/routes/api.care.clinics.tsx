import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { careClinics } from "~/clinical/access.server";
import { careClinic } from "~/clinical/api-shapes";
import { page } from "~/api/shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "staff",
    summary: "The caller's clinics, by name, each with its number of patients (staff)",
    description: "Every clinic for an administrator; care staff the clinics assigned to them.",
    responses: { 200: page(careClinic) },
    query: pageQuery(100, 100),
    handler: async ({ request, query, user }) => {
      const clinics = (await careClinics(user)).map(({ time_zone: _zone, ...c }) => c);
      return ok(pageOf(request, slicePage(clinics, query)));
    },
  }),
});
