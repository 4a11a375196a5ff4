import { apiRoute, endpoint, ok } from "~/api/api.server";
import { apiLanguage } from "~/i18n/i18n.server";
import { unitsQuery } from "~/api/domain.server";
import { homeDashboard } from "~/home/dashboard.server";
import { myHomeJson } from "~/home/json";
import { auditOwn } from "~/security/audit.server";
import { myHome } from "~/home/api-shapes";

export const { loader, action } = apiRoute({
  GET: endpoint({
    auth: "user",
    query: unitsQuery,
    summary: "Every block of the home dashboard in one call",
    description: "From the function the /home page uses (spec part 1 §3 Home data). One health-data audit row.",
    responses: { 200: myHome },
    handler: async ({ request, context, query, user }) => {
      const home = await homeDashboard(user, query.units, await apiLanguage(request, user.language));
      await auditOwn({ request, context, user }, "read", "home_dashboard");
      return ok(myHomeJson(home));
    },
  }),
});
