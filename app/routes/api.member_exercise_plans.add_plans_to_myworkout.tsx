import { apiRoute, endpoint, ok } from "~/api/api.server";
import { unwrap } from "~/api/domain.server";
import { addPlansToMyWorkout } from "~/fitness/my-workout.server";
import { addPlansSchema } from "~/fitness/schemas";
import { auditOwn } from "~/security/audit.server";
import { z } from "zod";
import { planEntry } from "~/fitness/api-shapes";

export const { loader, action } = apiRoute({
  POST: endpoint({
    auth: "user",
    summary: "Add workout plans to the caller's plan",
    description: "`plan` comma-joined: every exercise of the plans, booked on every weekday a plan books it. `plan: [\"Please select plan!\"]` when none.",
    responses: { 201: z.array(planEntry).describe("The caller's whole plan.") },
    body: addPlansSchema,
    handler: async ({ request, context, body, user }) => {
      const plan = unwrap(await addPlansToMyWorkout(user, body.plan));
      await auditOwn({ request, context, user }, "create", "fitness_plan", { detail: "add_plans" });
      return ok(plan, 201);
    },
  }),
});
