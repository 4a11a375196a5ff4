import { z } from "zod";
import { apiRoute, endpoint, ok } from "~/api/api.server";
import { eitherUnits, idParam, parseWith, unitsQuery, unwrap } from "~/api/domain.server";
import { checkPatientGoalWeight, setPatientGoals, setPatientGoalWeight } from "~/care/actions.server";
import { careGoalsSchemaFor } from "~/care/schemas";
import { auditStaff } from "~/security/audit.server";
import { clinicGoal } from "~/care/api-shapes";

export const { loader, action } = apiRoute({
  PUT: endpoint({
    auth: "staff",
    summary: "Set a patient's nutrition goals from their today, and their goal weight (staff)",
    description:
      "The goal payload of /api/goals (`date`, when sent, must be the patient's today; the journal then shows \"Set by your clinic\"), and optionally `goal_weight` (pounds, or kilograms with `?units=metric`; null removes it; above the patient's current weight, a 400 keyed `goal_weight` and `confirm` that saves nothing of the call, until sent with `confirm: true`: docs/decisions/0174). 201 when a goal starts today, 200 when today's was updated. The patient is told once.",
    responses: { 201: clinicGoal, 200: clinicGoal.describe("Today's goal, updated.") },
    query: unitsQuery,
    body: z.unknown(),
    reads: { json: eitherUnits(careGoalsSchemaFor) },
    handler: async (args) => {
      const id = idParam(args.params.id);
      const units = args.query.units;
      const { goal_weight, confirm, ...goals } = parseWith(careGoalsSchemaFor(units), args.body);
      // A goal weight above the current weight is asked about before the nutrition goals are saved: nothing of the call is.
      if (goal_weight !== undefined) unwrap(await checkPatientGoalWeight(args.user, id, goal_weight, { units, confirm }));
      const { goal, created } = unwrap(await setPatientGoals(args.user, id, goals));
      await auditStaff(args, id, created ? "create" : "update", "nutrition_goal", { recordId: goal.id });
      if (goal_weight !== undefined) {
        // The nutrition goals' notification already tells the patient: one notice for one change.
        unwrap(await setPatientGoalWeight(args.user, id, goal_weight, { quiet: true, units, confirm: true }));
        await auditStaff(args, id, "update", "body_profile");
      }
      return ok({ ...goal, ...(goal_weight !== undefined ? { goal_weight } : {}) }, created ? 201 : 200);
    },
  }),
});
