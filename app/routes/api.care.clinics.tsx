import { apiRoute, endpoint, ok, pageOf, pageQuery } from "~/api/api.server";
import { slicePage } from "~/api/domain.server";
import { careClinics } from "~/care/access.server";

export const { loader, action } = apiRoute({
  /** GET /api/care/clinics: the caller's clinics (every clinic for an administrator), each with its number of patients. */
  GET: endpoint({
    auth: "staff",
    query: pageQuery(100, 100),
    handler: async ({ request, query, user }) => {
      const clinics = (await careClinics(user)).map(({ time_zone: _zone, ...c }) => c);
      return ok(pageOf(request, slicePage(clinics, query)));
    },
  }),
});
