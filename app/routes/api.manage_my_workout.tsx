import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { clearMyPlan } from "~/fitness/my-workout.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  DELETE: endpoint({
    auth: "user",
    summary: "Remove all: empty the caller's plan",
    responses: { 204: null },
    handler: async ({ request, context, user }) => {
      await clearMyPlan(user);
      await auditOwn({ request, context, user }, "delete", "fitness_plan", { detail: "remove_all" });
      return noContent();
    },
  }),
});
