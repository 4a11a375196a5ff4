import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unitsOf } from "~/api/domain.server";
import { homeDashboard } from "~/home/dashboard.server";
import { myHomeJson } from "~/home/json";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /**
   * GET /api/exercises/my_home (spec part 1 §3 "Home data", §7): every block of the home
   * dashboard in one call, from the same function as the /home page.
   */
  GET: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      const home = await homeDashboard(user, unitsOf(request));
      await auditOwn({ request, context, user }, "read", "home_dashboard");
      return ok(myHomeJson(home));
    },
  }),
});
