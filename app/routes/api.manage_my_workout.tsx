import { apiRoute, endpoint, noContent } from "~/api/api.server";
import { clearMyPlan } from "~/fitness/my-workout.server";
import { auditOwn } from "~/security/audit.server";

export const { loader, action } = apiRoute({
  /** DELETE /api/manage_my_workout: Remove all (the caller's whole plan). */
  DELETE: endpoint({
    auth: "user",
    handler: async ({ request, context, user }) => {
      await clearMyPlan(user);
      await auditOwn({ request, context, user }, "delete", "fitness_plan", { detail: "remove_all" });
      return noContent();
    },
  }),
});
