import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { setPlanRows } from "~/fitness/my-workout.server";
import { planRowsSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { z } from "zod";
import { planEntry } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Set the weekdays of several exercises, adding those not planned yet; all or none",
    description: "`\"1.exercise\": [\"Select a valid choice.\"]`, an exercise twice; `non_field_errors: [\"Required\"]` for an empty list, `[\"Nothing to update!\"]` when nothing changes.",
    responses: { 201: z.array(planEntry).describe("The caller's whole plan.") },
    body: planRowsSchema,
    handler: async ({ request, context, body, user }) => {
      const plan = unwrap(await setPlanRows(user, body));
      await auditOwn({ request, context, user }, "update", "fitness_plan", { detail: "bulk" });
      return ok(plan, 201);
    },
  }),
});
