import { apiRoute, endpoint, ok, pageOf } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { panelApiQuery, panelQueryFromApi } from "~/care/api.server";
import { carePanel } from "~/care/panel.server";
import { auditStaff } from "~/security/audit.server";
import { panelPage } from "~/care/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "staff",
    summary: "A page of one of the caller's clinics' patient panel, each row with its open flags (staff)",
    description:
      "`clinic` defaults to the caller's own clinic when they look after it, else their first with patients; a clinic not theirs is not found. `flag` keeps the patients with that flag open; `search` is part of a name; `ordering` a column (`-` for descending; default `-flags`: most needing a look first). Weights in pounds, or kilograms with `?units=metric`. Each patient listed is an audited read.",
    responses: { 200: panelPage },
    refuses: [404],
    query: panelApiQuery,
    handler: async (args) => {
      const { request, query, user } = args;
      const panel = unwrap(await carePanel(user, panelQueryFromApi(query, query.units)));
      await auditStaff(args, panel.results.map((r) => r.id), "read", "care_panel");
      return ok({ clinic: { id: panel.clinic.id, name: panel.clinic.name }, ...pageOf(request, { count: panel.count, results: panel.results, limit: query.limit, offset: query.offset }) });
    },
  }),
});
