import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { eitherUnits, idParam, parseWith, unitsQuery, unwrap } from "~/api/domain.server";
import { setPatientGoals, setPatientGoalWeight } from "~/care/actions.server";
import { careGoalsSchemaFor } from "~/care/schemas";
import { auditStaff } from "~/security/audit.server";
import { clinicGoal } from "~/care/responses.server";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "staff",
    summary: "Set a patient's nutrition goals from their today, and their goal weight (staff)",
    description:
      "The goal payload of /api/goals (`date`, when sent, must be the patient's today; the journal then shows \"Set by your clinic\"), and optionally `goal_weight` (pounds, or kilograms with `?units=metric`; null removes it). 201 when a goal starts today, 200 when today's was updated. The patient is told once.",
    responses: { 201: clinicGoal, 200: clinicGoal.describe("Today's goal, updated.") },
    query: unitsQuery,
    body: z.unknown(),
    reads: { json: eitherUnits(careGoalsSchemaFor) },
    handler: async (args) => {
      const id = idParam(args.params.id);
      const units = args.query.units;
      const { goal_weight, ...goals } = parseWith(careGoalsSchemaFor(units), args.body);
      const { goal, created } = unwrap(await setPatientGoals(args.user, id, goals));
      await auditStaff(args, id, created ? "create" : "update", "nutrition_goal", { recordId: goal.id });
      if (goal_weight !== undefined) {
        // The nutrition goals' notification already tells the patient: one notice for one change.
        unwrap(await setPatientGoalWeight(args.user, id, goal_weight, { quiet: true, units }));
        await auditStaff(args, id, "update", "body_profile");
      }
      return ok({ ...goal, ...(goal_weight !== undefined ? { goal_weight } : {}) }, created ? 201 : 200);
    },
  }),
});
