import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { auditOwn } from "~/fitness/audit.server";
import { clearMyPlan } from "~/fitness/my-workout.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    summary: "Remove all: empty the caller's plan",
    responses: { 204: null },
    handler: async ({ request, context, user }) => {
      await clearMyPlan(user);
      await auditOwn({ request, context }, user, "delete", "fitness_plan", { via: "api", detail: "remove_all" });
      return noContent();
    },
  }),
});
