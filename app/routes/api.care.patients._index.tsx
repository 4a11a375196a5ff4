import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { panelApiQuery, panelQueryFromApi } from "~/care/api.server";
import { carePanel } from "~/care/panel.server";
import { auditStaff } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * GET /api/care/patients?clinic&flag&search&ordering&limit&offset: a page of one of the caller's
   * clinics' panel (by default their own clinic, else the first with patients); each row with its open flags. Audited per patient.
   */
  GET: endpoint({
    auth: "staff",
    query: panelApiQuery,
    handler: async (args) => {
      const { request, query, user } = args;
      const panel = unwrap(await carePanel(user, panelQueryFromApi(query)));
      await auditStaff(args, panel.results.map((r) => r.id), "read", "care_panel");
      return ok({ clinic: { id: panel.clinic.id, name: panel.clinic.name }, ...pageOf(request, { count: panel.count, results: panel.results, limit: query.limit, offset: query.offset }) });
    },
  }),
});
